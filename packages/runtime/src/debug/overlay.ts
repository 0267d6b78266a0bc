/**
 * Debug mode for CMS editors (page config `"debug": true` or `?anstoss-debug=1`): every host is
 * outlined and shows, inside it, the widget's name and state and, for a host in error state, the
 * text the console shows (attribute and expectation). A panel in the corner counts the hosts and
 * lists the failed ones as buttons that move focus to them, so the keyboard reaches every message
 * without tabbing through 200 hosts.
 *
 * Loaded as its own chunk only when the switch is on; plain DOM (no React), so it also works when
 * the React layer failed to load. Its styles are in shared/styles/ui.css (`.anstoss-debug__*`).
 */
import { on } from '../events.ts';
import { hostMessages, STATE_ATTRIBUTE, WIDGET_SELECTOR, type HostState } from '../hostState.ts';

/** Marks the document while debug mode is on; `"hidden"` while the outlines are switched off. */
export const DEBUG_ATTRIBUTE = 'data-anstoss-debug';
const BADGE_CLASS = 'anstoss-debug__badge';

const STATE_LABEL: Record<HostState | 'waiting', string> = {
  waiting: 'wartet',
  loading: 'lädt',
  mounted: 'bereit',
  error: 'Fehler',
};

/** What the overlay shows for one host: a pure reading of its attributes and message. */
export interface HostReport {
  name: string;
  state: HostState | 'waiting';
  /** The console's text for a host in error state; '…' while it is being phrased. */
  message: string | null;
}

export function readState(host: Element): HostState | 'waiting' {
  const state = host.getAttribute(STATE_ATTRIBUTE);
  return state === 'loading' || state === 'mounted' || state === 'error' ? state : 'waiting';
}

/** The badge's one-line summary, e.g. `fan-poll · Fehler`. */
export function badgeTitle(report: HostReport): string {
  return `${report.name || '(ohne Namen)'} · ${STATE_LABEL[report.state]}`;
}

/** The panel's count line, e.g. `200 Widgets: 195 bereit, 5 Fehler`. */
export function summary(reports: readonly HostReport[]): string {
  const counts = new Map<HostReport['state'], number>();
  for (const r of reports) counts.set(r.state, (counts.get(r.state) ?? 0) + 1);
  const parts = (['mounted', 'error', 'loading', 'waiting'] as const)
    .filter((state) => counts.has(state))
    .map((state) => `${counts.get(state)} ${STATE_LABEL[state]}`);
  const n = reports.length;
  return `${n} ${n === 1 ? 'Widget' : 'Widgets'}${parts.length ? `: ${parts.join(', ')}` : ''}`;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

/** Starts the overlay on the document; returns the function that removes every trace of it. */
export function startDebug(): () => void {
  const root = document.documentElement;
  root.setAttribute(DEBUG_ATTRIBUTE, '');
  const badges = new Map<HTMLElement, { badge: HTMLElement; key: string }>();
  const crashes = new WeakMap<HTMLElement, string>();
  /** Messages still being phrased: their text once known ('' while waiting). */
  const phrased = new WeakMap<Promise<string>, string>();

  const panel = element('section', 'anstoss-debug__panel');
  panel.setAttribute('aria-label', 'Anstoss-Debug');
  panel.lang = 'de';
  const count = element('p', 'anstoss-debug__count');
  count.setAttribute('role', 'status');
  const toggle = element('button', 'anstoss-debug__toggle', 'Markierungen zeigen');
  toggle.type = 'button';
  toggle.setAttribute('aria-pressed', 'true');
  toggle.addEventListener('click', () => {
    const hidden = root.getAttribute(DEBUG_ATTRIBUTE) === 'hidden';
    root.setAttribute(DEBUG_ATTRIBUTE, hidden ? '' : 'hidden');
    toggle.setAttribute('aria-pressed', String(hidden));
  });
  const list = element('ul', 'anstoss-debug__errors');
  list.setAttribute('aria-label', 'Widgets mit Fehler');
  panel.append(count, toggle, list);
  document.body.append(panel);

  function messageOf(host: HTMLElement, state: HostReport['state']): string | null {
    if (state !== 'error') return null;
    const message = hostMessages.get(host) ?? crashes.get(host);
    if (message === undefined) return 'Fehler (Details in der Konsole)';
    if (typeof message === 'string') return message;
    const text = phrased.get(message);
    if (text) return text;
    if (text === undefined) {
      phrased.set(message, '');
      void message.then((done) => {
        phrased.set(message, done);
        schedule();
      });
    }
    return '…';
  }

  function report(host: HTMLElement): HostReport {
    const state = readState(host);
    const message = messageOf(host, state);
    return { name: host.getAttribute('data-widget') ?? '', state, message };
  }

  function renderBadge(host: HTMLElement, r: HostReport): void {
    const key = `${r.name}\u0000${r.state}\u0000${r.message ?? ''}`;
    let entry = badges.get(host);
    if (!entry) {
      const badge = element('div', BADGE_CLASS);
      badge.lang = 'de';
      badge.tabIndex = -1;
      entry = { badge, key: '' };
      badges.set(host, entry);
    }
    const { badge } = entry;
    if (entry.key !== key) {
      entry.key = key;
      badge.classList.toggle(`${BADGE_CLASS}--error`, r.state === 'error');
      const title = element('strong', 'anstoss-debug__title', badgeTitle(r));
      badge.replaceChildren(title);
      if (r.message !== null) {
        const text = element('pre', 'anstoss-debug__message', r.message);
        text.lang = 'en';
        badge.append(text);
      }
    }
    // A widget that replaced its host's content took the badge with it: put it back on top.
    if (host.firstChild !== badge) host.prepend(badge);
  }

  let listed: HTMLElement[] = [];
  function renderPanel(reports: [HTMLElement, HostReport][]): void {
    const text = summary(reports.map(([, r]) => r));
    if (count.textContent !== text) count.textContent = text;
    const failed = reports.filter(([, r]) => r.state === 'error');
    // Rebuilt only when the failed hosts change, so a focused button stays where it is.
    if (failed.length === listed.length && failed.every(([host], i) => host === listed[i])) return;
    listed = failed.map(([host]) => host);
    list.hidden = failed.length === 0;
    list.replaceChildren(
      ...failed.map(([host, r]) => {
        const item = document.createElement('li');
        const button = element('button', 'anstoss-debug__jump', `${r.name || '(ohne Namen)'}`);
        button.type = 'button';
        button.setAttribute('aria-label', `Fehler von ${r.name || '(ohne Namen)'} zeigen`);
        button.addEventListener('click', () => {
          const badge = badges.get(host)?.badge;
          host.scrollIntoView({ block: 'center' });
          badge?.focus({ preventScroll: true });
        });
        item.append(button);
        return item;
      }),
    );
  }

  let frame = 0;
  function update(): void {
    frame = 0;
    for (const [host, { badge }] of badges) {
      if (!host.isConnected) {
        badge.remove();
        badges.delete(host);
      }
    }
    const reports: [HTMLElement, HostReport][] = [];
    for (const host of document.querySelectorAll<HTMLElement>(WIDGET_SELECTOR)) {
      if (panel.contains(host)) continue;
      const r = report(host);
      renderBadge(host, r);
      reports.push([host, r]);
    }
    renderPanel(reports);
  }
  function schedule(): void {
    frame ||= requestAnimationFrame(update);
  }

  // Host states, hosts added or removed, and content replacing a badge: one update per frame.
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes' || !panel.contains(record.target)) return schedule();
    }
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: [STATE_ATTRIBUTE, 'data-widget'],
  });
  const offError = on('widgetError', ({ host, error }) => {
    if (error !== undefined)
      crashes.set(
        host,
        `[Anstoss] Widget "${host.getAttribute('data-widget') ?? ''}" crashed: ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
    schedule();
  });
  update();

  return () => {
    observer.disconnect();
    offError();
    if (frame) cancelAnimationFrame(frame);
    for (const { badge } of badges.values()) badge.remove();
    badges.clear();
    panel.remove();
    root.removeAttribute(DEBUG_ATTRIBUTE);
  };
}
