import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { APIRequestContext, Browser } from '@playwright/test';
import {
  expect,
  SIM_SECOND_COOKIE,
  settleTracker,
  syncClock,
  test,
  waitForWidgets,
} from '../../scripts/e2e-support.ts';
import { runningGamePath } from '../../scripts/bench/cms/pages.ts';
import { scrollThrough } from '../../scripts/pageSettle.ts';
import {
  MOMENTS,
  ownBudget,
  splitOwn,
  type Moment,
  type OwnBudgets,
} from '../../scripts/bench/ownBytes.ts';
import { largestSessionWindow } from '../../scripts/bench/vitals/metrics.ts';
import {
  VITALS_OBSERVER_SCRIPT,
  type RawVitals,
} from '../../scripts/bench/vitals/observerScript.ts';
import { LONG_THREAD_SLUG } from '../src/seed/fixedNews.ts';

/**
 * A first visit of every page type, at 1280×800 and at 390×844, cold (a fresh context, nothing
 * cached), scrolled to the end one viewport at a time. One visit per width answers two questions
 * (issues 11 and 31), so each page type costs two page loads:
 *
 * Page weight, gzip level 9 as size-limit counts it, kB = 1000 bytes. The files are read from
 * dist/ (what the CMS serves under /static/anstoss/1.0.0/), so the figures do not depend on the
 * server's compression and are the same on every machine.
 *  - `pages`: all JavaScript the visit downloads, scrolled to the end (at 1280 px).
 *  - `ours`: the part of it that is this project's own, i.e. everything but the vendor chunk (the
 *    owner's stack: React, react-dom, i18next, react-i18next, zustand, zod/mini, ky), before any
 *    scroll at 1280×800 and at 390×844, and scrolled to the end (scripts/bench/ownBytes.ts).
 * Budgets in scripts/budgets.json (`default` for every page not named); the keys are the bench's
 * (scripts/bench/cms/pages.ts). The catalogue, the cup and the statistics page are only checked
 * for layout shift.
 *
 * Layout stability: nothing moves by more than CLS 0.05 while the page loads and is scrolled
 * through. CLS is the bench's arithmetic (largest session window of shifts without recent input,
 * scripts/bench/vitals); no CPU throttling here (the bench measures the throttled figures); the
 * failure names the elements that moved and their boxes.
 */
const budgets = JSON.parse(readFileSync('scripts/budgets.json', 'utf8')) as {
  pages: Record<string, number>;
  ours: OwnBudgets;
};
const STATIC = '/static/anstoss/1.0.0/';
const MAX_CLS = 0.05;

const PAGE_TYPES = [
  'start',
  'newsList',
  'news',
  'competition',
  'cup',
  'club',
  'statistics',
  'fixtures',
  'match',
  'login',
  'behaviours',
  'widgets',
] as const;
type PageType = (typeof PAGE_TYPES)[number];
const WEIGHED: ReadonlySet<PageType> = new Set([
  'start',
  'newsList',
  'news',
  'competition',
  'club',
  'fixtures',
  'match',
  'behaviours',
  'login',
]);

interface Found {
  urls: Record<PageType, string>;
  /**
   * The shared simulator's second when the URLs were found: every visit holds the games there
   * (its own clock, demo-pages/src/simulator/clientHold.ts), so the match page is the same page
   * however long the run takes and whatever another test steps (issue 30: a game that went on
   * while the page loaded made the ticker report events, the tabs reload their panel and the
   * new panel HTML load DOMPurify: 49.9 instead of 37.7 kB).
   */
  simSecond: number;
}

let found: Promise<Found> | undefined;

/** Real URLs of the seeded database, found from the listings once per worker. */
function pageUrls(request: APIRequestContext): Promise<Found> {
  found ??= (async () => {
    const clock = await request.get('/testing/simulator');
    if (!clock.ok())
      throw new Error('the CMS runs without its simulator test mode (ANSTOSS_SIMULATOR_TESTING=1)');
    const { simSecond } = (await clock.json()) as { simSecond: number };
    const held = { cookie: `${SIM_SECOND_COOKIE}=${simSecond}` };
    const read = async (url: string) => (await request.get(url, { headers: held })).text();
    const first = (html: string, pattern: RegExp, what: string) => {
      const match = pattern.exec(html)?.[1];
      if (!match) throw new Error(`no ${what} link found`);
      return match;
    };
    const competitions = await read('/wettbewerbe');
    const competition = first(competitions, /href="(\/wettbewerb\/[^"]+)"/, 'competition');
    const club = first(await read(competition), /href="(\/verein\/[^"]+)"/, 'club');
    const cup = first(competitions, /href="(\/wettbewerb\/[^"]*pokal[^"]*)"/, 'cup');
    const live = await read('/spiele/live');
    const match = runningGamePath(live) ?? first(live, /href="(\/spiel\/[0-9]+)"/, 'game');
    const urls = {
      start: '/',
      newsList: '/news',
      news: `/news/${LONG_THREAD_SLUG}`,
      competition,
      cup,
      club,
      statistics: '/statistik',
      fixtures: '/spielplan',
      match,
      login: '/login',
      behaviours: '/seitenfunktionen',
      widgets: '/widgets',
    };
    return { urls, simSecond };
  })();
  return found;
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

type Sizes = { file: string; gzip: number }[];

interface Visit {
  /** The scripts downloaded before any scroll, and once scrolled to the end. */
  before: Sizes;
  scrolled: Sizes;
  cls: number;
  /** How many viewports the visit scrolled down. */
  steps: number;
  /** The largest session window's shifts, for the failure message. */
  moved: string[];
}

async function visit(
  browser: Browser,
  baseURL: string | undefined,
  url: string,
  viewport: { width: number; height: number },
  simSecond: number,
): Promise<Visit> {
  const context = await browser.newContext({ viewport });
  try {
    await syncClock(context, baseURL);
    await context.addCookies([
      { name: SIM_SECOND_COOKIE, value: String(simSecond), domain: '127.0.0.1', path: '/' },
    ]);
    const page = await context.newPage();
    await page.addInitScript({ content: VITALS_OBSERVER_SCRIPT });
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith(STATIC) && path.endsWith('.js')) scripts.add(path.slice(STATIC.length));
    });
    const sizes = () => [...scripts].map((file) => ({ file, gzip: gzipSize(`dist/${file}`) }));
    const settled = settleTracker(page);
    await page.goto(url);
    // No scroll yet: what the first viewport and the page's idle work bring. The page runs on
    // Playwright's clock, whose idle callbacks run in the order they were asked for, at most
    // 50 ms on: once ours has run, every host waiting for idle time has started; then what they
    // started settles (no host loading, no request in flight), instead of 500 ms of network
    // silence (networkidle) on the wall clock.
    await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done())));
    await settled();
    const before = sizes();
    const { steps, gap } = await scrollThrough(page, settled);
    expect(gap, `${url} scrolled to its end (px left below the viewport)`).toBeLessThanOrEqual(1);
    const vitals = await page.evaluate(
      () => (window as unknown as { __benchVitals: RawVitals }).__benchVitals,
    );
    const largest = largestSessionWindow(vitals.shifts);
    // Every host, also one a step may have skipped, then what its mount fetched.
    await waitForWidgets(page);
    await settled();
    return {
      before,
      scrolled: sizes(),
      cls: largest.value,
      steps,
      moved: largest.shifts.map(
        (shift) =>
          `${shift.value.toFixed(3)} at ${Math.round(shift.startTime)} ms: ${shift.moves.join(' | ')}`,
      ),
    };
  } finally {
    await context.close();
  }
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const sameSize = (a: { width: number; height: number }, b: { width: number; height: number }) =>
  a.width === b.width && a.height === b.height;
/** The widths visited: one per viewport of the weight moments. */
const VIEWPORTS = MOMENTS.filter(
  (m, i) => MOMENTS.findIndex((other) => sameSize(other.viewport, m.viewport)) === i,
).map((m) => m.viewport);

test.describe.configure({ mode: 'parallel' });

for (const type of PAGE_TYPES) {
  test(`${type}: CLS at most ${MAX_CLS} at 1280 and 390 px${WEIGHED.has(type) ? '; our JavaScript and all of it within their budgets' : ''}`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    const { urls, simSecond } = await pageUrls(request);
    const url = urls[type];
    const parts: string[] = [];
    const measured = new Map<Moment, Sizes>();
    for (const viewport of VIEWPORTS) {
      const seen = await visit(browser, baseURL, url, viewport, simSecond);
      parts.push(`CLS ${seen.cls.toFixed(3)} at ${viewport.width} px (${seen.steps} steps)`);
      expect
        .soft(
          seen.cls,
          `CLS of ${url} at ${viewport.width} px; the largest window's shifts (element top+height before -> after):\n  ${seen.moved.join('\n  ')}\n`,
        )
        .toBeLessThanOrEqual(MAX_CLS);
      for (const m of MOMENTS)
        if (sameSize(m.viewport, viewport))
          measured.set(m.moment, m.scroll ? seen.scrolled : seen.before);
    }
    if (WEIGHED.has(type))
      for (const { moment } of MOMENTS) {
        const own = splitOwn(measured.get(moment)!);
        const ourBudget = ownBudget(budgets.ours, moment, type);
        parts.push(`${moment} ours ${kB(own.ours)} of ${ourBudget} / stack ${kB(own.stack)}`);
        expect
          .soft(own.ours / 1000, `${type} (${url}) our JavaScript kB gzip, ${moment}`)
          .toBeLessThanOrEqual(ourBudget);
        if (moment !== 'scrolled') continue;
        const all = own.ours + own.stack;
        const budget = budgets.pages[type] ?? budgets.pages.default ?? 0;
        const largest = own.ourFiles
          .slice(0, 5)
          .map(({ file, gzip }) => `${file.replace(/^chunks\//, '')} ${kB(gzip)}`);
        parts.push(`all ${kB(all)} of ${budget} (ours largest: ${largest.join(', ')})`);
        expect.soft(all / 1000, `${type} (${url}) JavaScript kB gzip`).toBeLessThanOrEqual(budget);
      }
    const line = `${type} ${url}: ${parts.join('; ')}`;
    test.info().annotations.push({ type: 'first visit', description: line });
    console.log(line);
  });
}
