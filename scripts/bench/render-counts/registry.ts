// The render-count measurements (ARCHITECTURE.md, Performance targets). Each names the widget it
// needs; while that widget is not in dist/manifest.json the table says "not built yet". To add a
// measurement, give its entry a `run` (commitCounter.ts counts React commits in the production
// bundle; ctx.pagePath finds the CMS page that carries the widget).
import type { Browser } from 'playwright-core';

export interface RenderMeasurementContext {
  browser: Browser;
  /** Origin of the running reference CMS. */
  origin: string;
  /** Path of a page from cms/pages.ts by key ('match', 'competition', …), or null. */
  pagePath(key: string): string | null;
}

export interface RenderFigure {
  value: number;
  unit: string;
  /** Printed in the table, e.g. "0 commits (median of 5 polls)". */
  figure: string;
}

export interface RenderMeasurement {
  id: string;
  label: string;
  /** The widget whose chunk must exist before this can run. */
  widget: string;
  /** The target the figure is read against. */
  target: string;
  run?: (ctx: RenderMeasurementContext) => Promise<RenderFigure>;
}

export const RENDER_MEASUREMENTS: RenderMeasurement[] = [
  {
    id: 'live-ticker.unchanged-poll',
    label: 'live ticker: commits per unchanged poll (304/same body)',
    widget: 'live-ticker',
    target: '0 commits',
    // TODO(bench): open the match page with installCommitCounter, let the poller receive 304s
    // (the CMS simulator paused), report commitsDuring(one poll interval).
  },
  {
    id: 'live-ticker.clock-tick',
    label: 'live ticker: commits per clock tick',
    widget: 'live-ticker',
    target: '1 commit, the clock only',
    // TODO(bench): count commits across one clock interval with no new events.
  },
  {
    id: 'competition-finder.selection-step',
    label: 'competition finder: time per selection step',
    widget: 'competition-finder',
    target: 'reported, no target',
    // TODO(bench): on the competition page, time each select change until the next select is filled.
  },
  {
    id: 'news-list.dom-10k',
    label: 'news list: DOM elements with 10,000 entries',
    widget: 'news-list',
    target: 'bounded (same as with 100 entries)',
    // TODO(bench): serve 10,000 entries from a fixture route, count document.querySelectorAll('*').
  },
  {
    id: 'comments.dom-10k',
    label: 'comments: DOM elements with 10,000 comments',
    widget: 'comments',
    target: 'bounded (same as with 100 comments)',
    // TODO(bench): as news-list, with a 10,000-comment thread.
  },
];
