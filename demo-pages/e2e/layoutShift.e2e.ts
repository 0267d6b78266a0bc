import type { APIRequestContext, Page } from '@playwright/test';
import { expect, settleTracker, test } from '../../scripts/e2e-support.ts';
import { runningGamePath } from '../../scripts/bench/cms/pages.ts';
import { largestSessionWindow } from '../../scripts/bench/vitals/metrics.ts';
import {
  VITALS_OBSERVER_SCRIPT,
  type RawVitals,
} from '../../scripts/bench/vitals/observerScript.ts';
import { LONG_THREAD_SLUG } from '../src/seed/fixedNews.ts';

/**
 * Layout stability (issue 11): a first visit of every page type, at 1280 and 390 px wide, moves
 * nothing by more than CLS 0.05. CLS is the bench's arithmetic (largest session window of shifts
 * without recent input, scripts/bench/vitals). The page is scrolled to its end one viewport at a
 * time, so widgets that mount when idle or visible mount too. No CPU throttling here (the bench
 * measures the throttled figures); the failure names the elements that moved and their boxes.
 * One page load per page type and width; the tests run in parallel.
 */
const MAX_CLS = 0.05;
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** The page types, keyed as the bench keys them (scripts/bench/cms/pages.ts). */
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

let found: Promise<Record<PageType, string>> | undefined;

/** Real URLs of the seeded database, found from the listings once per worker. */
function pageUrls(request: APIRequestContext): Promise<Record<PageType, string>> {
  found ??= (async () => {
    const read = async (url: string) => (await request.get(url)).text();
    const first = (html: string, pattern: RegExp, what: string) => {
      const match = pattern.exec(html)?.[1];
      if (!match) throw new Error(`no ${what} link found`);
      return match;
    };
    const competitions = await read('/wettbewerbe');
    const competition = first(competitions, /href="(\/wettbewerb\/[^"]+)"/, 'competition');
    const club = first(await read(competition), /href="(\/verein\/[^"]+)"/, 'club');
    // A cup: its tournament tree mounts above the teams (issue 26: they jumped at 390 px).
    const cup = first(competitions, /href="(\/wettbewerb\/[^"]*pokal[^"]*)"/, 'cup');
    // A running game (its ticker polls, its clock ticks) while the simulator plays one (the first
    // minutes of a server's life at SIMULATOR_SPEED 60), else the first game of the day.
    const live = await read('/spiele/live');
    const match = runningGamePath(live) ?? first(live, /href="(\/spiel\/[0-9]+)"/, 'game');
    return {
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
  })();
  return found;
}

/** Scrolls to the page's end one viewport at a time, letting what each step starts settle. */
async function scrollThrough(page: Page, settled: () => Promise<void>): Promise<void> {
  for (let step = 0; step < 30; step++) {
    const atEnd = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight);
      return window.scrollY === before;
    });
    await settled();
    if (atEnd) break;
  }
}

test.describe.configure({ mode: 'parallel' });

for (const viewport of WIDTHS) {
  test.describe(`layout shift at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const type of PAGE_TYPES) {
      test(`${type}: CLS at most ${MAX_CLS}`, async ({ page, request }) => {
        const url = (await pageUrls(request))[type];
        await page.addInitScript({ content: VITALS_OBSERVER_SCRIPT });
        const settled = settleTracker(page);
        await page.goto(url);
        await page.waitForLoadState('load');
        await settled();
        // Late shifts (answers after the last scroll step) land before `settled` returns.
        await scrollThrough(page, settled);
        const vitals = await page.evaluate(
          () => (window as unknown as { __benchVitals: RawVitals }).__benchVitals,
        );
        const largest = largestSessionWindow(vitals.shifts);
        const moved = largest.shifts.map(
          (shift) =>
            `${shift.value.toFixed(3)} at ${Math.round(shift.startTime)} ms: ${shift.moves.join(' | ')}`,
        );
        test.info().annotations.push({
          type: 'CLS',
          description: `${type} ${url} at ${viewport.width} px: ${largest.value.toFixed(3)}`,
        });
        expect(
          largest.value,
          `CLS of ${url} at ${viewport.width} px; the largest window's shifts (element top+height before -> after):\n  ${moved.join('\n  ')}\n`,
        ).toBeLessThanOrEqual(MAX_CLS);
      });
    }
  });
}
