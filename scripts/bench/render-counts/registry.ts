// The render-count measurements (ARCHITECTURE.md, Performance targets). Each names the widget it
// needs; while that widget is not in dist/manifest.json the table says "not built yet", and an
// entry with `notBuilt` says why it cannot be measured at all. To add a measurement, give its entry
// a `run` (commitCounter.ts counts React commits in the production bundle and names the components
// that rendered; ctx.pagePath finds the CMS page that carries the widget).
import type { Browser } from 'playwright-core';
import { LONG_THREAD_SLUG } from '../../../demo-pages/src/seed/fixedNews.ts';
import { carouselDomFigure } from './carouselDom.ts';
import { commentsDomFigure } from './commentsDom.ts';
import { finderFigure } from './competitionFinder.ts';
import { clockTickFigure, unchangedPollFigure } from './liveTicker.ts';
import { mediaStreamDomFigure, photoNextFigure, photoViewerDomFigure } from './mediaDom.ts';

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
  /** Printed in the table (keep it short), e.g. "0 commits (median of 5 polls)". */
  figure: string;
  /** The whole story, printed as a note under the step. */
  detail?: string;
}

export interface RenderMeasurement {
  id: string;
  label: string;
  /** The widget whose chunk must exist before this can run. */
  widget: string;
  /** The target the figure is read against. */
  target: string;
  /** Why this cannot be measured in this codebase (reported as "not built"). */
  notBuilt?: string;
  run?: (ctx: RenderMeasurementContext) => Promise<RenderFigure>;
}

export const RENDER_MEASUREMENTS: RenderMeasurement[] = [
  {
    id: 'live-ticker.unchanged-poll',
    label: 'live ticker: commits per unchanged poll (304/same body)',
    widget: 'live-ticker',
    target: '0 commits',
    run: (ctx) => unchangedPollFigure(ctx.browser, ctx.origin),
  },
  {
    id: 'live-ticker.clock-tick',
    label: 'live ticker: commits per clock tick (no new data)',
    widget: 'live-ticker',
    target: '1 commit/s, the clock only',
    run: (ctx) => clockTickFigure(ctx.browser, ctx.origin),
  },
  {
    id: 'competition-finder.selection-step',
    label: 'competition finder: time per selection step',
    widget: 'competition-finder',
    target: 'reported, no target',
    run: (ctx) => finderFigure(ctx.browser, ctx.origin),
  },
  {
    id: 'long-lists.dom-10k',
    label: 'media stream: DOM size with 10,000 entries',
    widget: 'media-stream',
    target: 'bounded (same as with 100 entries)',
    run: (ctx) => mediaStreamDomFigure(ctx.browser, ctx.origin),
  },
  {
    id: 'carousel.dom-10k',
    label: 'carousel (news gallery): DOM size with 10,000 slides',
    widget: 'news-gallery',
    target: 'bounded (same as with 100 slides)',
    run: (ctx) => carouselDomFigure(ctx.browser, ctx.origin),
  },
  {
    id: 'photo-viewer.dom-10k',
    label: 'photo viewer: DOM size with 10,000 photos',
    widget: 'photo-viewer',
    target: 'bounded',
    run: (ctx) => photoViewerDomFigure(ctx.browser, ctx.origin),
  },
  {
    id: 'photo-viewer.next',
    label: 'photo viewer: click "next" → next image shown',
    widget: 'photo-viewer',
    target: 'reported, no target',
    run: (ctx) => photoNextFigure(ctx.browser, ctx.origin),
  },
  {
    id: 'comments.dom-pages',
    label: 'comments: DOM elements after 10 pages of 20 (load more)',
    widget: 'comments',
    target: 'reported (no windowing: grows per page)',
    // The seed's long thread: the first news article may have fewer than 20 comments, and then
    // the server's first page offers no "load more" (the row failed on 2026-11-28 and -29).
    run: (ctx) => commentsDomFigure(ctx.browser, ctx.origin, `/news/${LONG_THREAD_SLUG}`),
  },
];
