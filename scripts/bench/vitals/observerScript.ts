// Installed before any page script (addInitScript): records paint, LCP, long-task and layout-shift
// entries with PerformanceObserver (buffered: true, so nothing before installation is lost).
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
  observe('layout-shift', (e) => {
    if (e.hadRecentInput) return;
    v.shifts.push({ startTime: e.startTime, value: e.value, sources: (e.sources || []).map((s) => describe(s.node)) });
  });
})();`;

export interface RawVitals {
  fcp: number | null;
  lcp: number | null;
  tasks: { startTime: number; duration: number }[];
  shifts: { startTime: number; value: number; sources: string[] }[];
}
