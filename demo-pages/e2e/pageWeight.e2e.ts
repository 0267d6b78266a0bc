import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { expect, settleTracker, test, waitForWidgets } from '../../scripts/e2e-support.ts';
import { LONG_THREAD_SLUG } from '../src/seed/fixedNews.ts';
import {
  MOMENTS,
  ownBudget,
  splitOwn,
  type Moment,
  type OwnBudgets,
} from '../../scripts/bench/ownBytes.ts';

/**
 * Page weight budgets (issues 11 and 31), gzip level 9 as size-limit counts it, kB = 1000 bytes.
 * The files are read from dist/ (what the CMS serves under /static/anstoss/1.0.0/), so the
 * figures do not depend on the server's compression and are the same on every machine.
 *  - `pages`: all JavaScript a first visit of each page type downloads, scrolled to the end one
 *    viewport at a time (so `visible` and `idle` widgets load, as the bench counts it).
 *  - `ours`: the part of it that is this project's own, i.e. everything but the vendor chunk (the
 *    owner's stack: React, react-dom, i18next, react-i18next, zustand, zod/mini, ky), before any
 *    scroll at 1280×800 and at 390×844, and scrolled to the end (scripts/bench/ownBytes.ts).
 * Budgets in scripts/budgets.json (`default` for every page not named); the keys are the bench's
 * (scripts/bench/cms/pages.ts).
 */
const budgets = JSON.parse(readFileSync('scripts/budgets.json', 'utf8')) as {
  pages: Record<string, number>;
  ours: OwnBudgets;
};
const STATIC = '/static/anstoss/1.0.0/';

/** The path of each page type on the seeded CMS (found by following links where it has no fixed one). */
async function pathOf(page: Page, type: string): Promise<string> {
  const first = async (listing: string, selector: string) => {
    await page.goto(listing);
    const href = await page.locator(`main ${selector}`).first().getAttribute('href');
    if (!href) throw new Error(`no link ${selector} on ${listing}`);
    return href;
  };
  const competition = () => first('/wettbewerbe', 'a[href^="/wettbewerb/"]');
  const paths: Record<string, () => Promise<string>> = {
    start: async () => '/',
    newsList: async () => '/news',
    news: async () => `/news/${LONG_THREAD_SLUG}`,
    competition,
    club: async () => first(await competition(), 'a[href^="/verein/"]'),
    fixtures: async () => '/spielplan',
    match: () => first('/spiele/live', '.live-games a[href^="/spiel/"]'),
    behaviours: async () => '/seitenfunktionen',
    login: async () => '/login',
  };
  return paths[type]!();
}
const PAGE_TYPES = [
  'start',
  'newsList',
  'news',
  'competition',
  'club',
  'fixtures',
  'match',
  'behaviours',
  'login',
];

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Down one viewport at a time, so every `visible` host crosses the viewport. */
async function scrollToEnd(page: Page, settled: () => Promise<void>): Promise<void> {
  for (let step = 0; step < 60; step += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.9);
      const doc = document.scrollingElement ?? document.documentElement;
      return window.scrollY + window.innerHeight >= doc.scrollHeight - 2;
    });
    await settled();
    if (atEnd) return;
  }
}

/** The script files (under dist/) a first visit downloads, at `moment`, with their gzip sizes. */
async function visit(browser: Browser, path: string, moment: Moment) {
  const { viewport, scroll } = MOMENTS.find((m) => m.moment === moment)!;
  // A first visit in a fresh context: nothing from the cache.
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith(STATIC) && url.pathname.endsWith('.js'))
        scripts.add(url.pathname.slice(STATIC.length));
    });
    const settled = settleTracker(page);
    await page.goto(path);
    if (scroll) {
      await waitForWidgets(page);
      await scrollToEnd(page, settled);
      await waitForWidgets(page);
    } else {
      // No scroll at all: what the first viewport (and the page's idle work) brings.
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(
        () => document.querySelector('[data-widget-state="loading"]') === null,
      );
    }
    await page.waitForLoadState('networkidle');
    return [...scripts].map((file) => ({ file, gzip: gzipSize(`dist/${file}`) }));
  } finally {
    await context.close();
  }
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

for (const type of PAGE_TYPES) {
  test(`${type}: our JavaScript and all of it stay within their budgets`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const path = await pathOf(page, type);
    const parts: string[] = [];
    for (const { moment } of MOMENTS) {
      const sizes = await visit(browser, path, moment);
      const own = splitOwn(sizes);
      const ourBudget = ownBudget(budgets.ours, moment, type);
      parts.push(`${moment} ours ${kB(own.ours)} of ${ourBudget} / stack ${kB(own.stack)}`);
      expect
        .soft(own.ours / 1000, `${type} (${path}) our JavaScript kB gzip, ${moment}`)
        .toBeLessThanOrEqual(ourBudget);
      if (moment !== 'scrolled') continue;
      const all = own.ours + own.stack;
      const budget = budgets.pages[type] ?? budgets.pages.default ?? 0;
      const largest = own.ourFiles
        .slice(0, 5)
        .map(({ file, gzip }) => `${file.replace(/^chunks\//, '')} ${kB(gzip)}`);
      parts.push(`all ${kB(all)} of ${budget} (ours largest: ${largest.join(', ')})`);
      expect.soft(all / 1000, `${type} (${path}) JavaScript kB gzip`).toBeLessThanOrEqual(budget);
    }
    const line = `${type} ${path}: ${parts.join('; ')}`;
    test.info().annotations.push({ type: 'page weight', description: line });
    console.log(line);
  });
}
