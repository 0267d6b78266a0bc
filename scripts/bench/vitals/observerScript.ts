// Installed before any page script (addInitScript): records paint, LCP, long-task and layout-shift
// entries with PerformanceObserver (buffered: true, so nothing before installation is lost). Used
// by the bench's web vitals and by the first-visit browser test (demo-pages/e2e/firstVisit.e2e.ts).
// A string, not a function: it runs in the page, untouched by the TypeScript loader's helpers.
export const VITALS_OBSERVER_SCRIPT = `(() => {
  const v = (window.__benchVitals = { fcp: null, lcp: null, tasks: [], shifts: [] });
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch (error) {
      v['unsupported_' + type] = String(error);
    }
  };
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') v.fcp = e.startTime; });
  observe('largest-contentful-paint', (e) => { v.lcp = e.startTime; });
  observe('longtask', (e) => { v.tasks.push({ startTime: e.startTime, duration: e.duration }); });
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node ? node.nodeName.toLowerCase() : '(removed node)';
    const widget = node.closest('[data-widget]');
    const name = node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + (node.classList[0] ? '.' + node.classList[0] : '');
    return widget ? name + ' in ' + widget.getAttribute('data-widget') : name;
  };
  const box = (r) => Math.round(r.y) + '+' + Math.round(r.height) + (r.x ? ' x' + Math.round(r.x) : '');
  observe('layout-shift', (e) => {
    if (e.hadRecentInput) return;
    const sources = e.sources || [];
    v.shifts.push({
      startTime: e.startTime,
      value: e.value,
      sources: sources.map((s) => describe(s.node)),
      moves: sources.map((s) => describe(s.node) + ' ' + box(s.previousRect) + ' -> ' + box(s.currentRect)),
    });
  });
})();`;

export interface RawVitals {
  fcp: number | null;
  lcp: number | null;
  tasks: { startTime: number; duration: number }[];
  /**
   * Layout shifts without recent input. `sources` names the elements that moved (`tag#id.class in
   * widget`); `moves` adds their boxes before and after (`top+height` in px, ` x<left>` when not 0).
   */
  shifts: { startTime: number; value: number; sources: string[]; moves: string[] }[];
}
