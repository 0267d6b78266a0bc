import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test, waitForWidgets } from '../../scripts/e2e-support.ts';
import { LONG_THREAD_SLUG } from '../src/seed/fixedNews.ts';

/**
 * Page weight budgets (issue 11): all JavaScript a first visit of each page type downloads,
 * scrolled to the end one viewport at a time (so `visible` and `idle` widgets load, as the bench
 * counts it),
 * gzip level 9 as size-limit counts it, kB = 1000 bytes. The files are read from dist/ (what the
 * CMS serves under /static/anstoss/1.0.0/), so the figure does not depend on the server's
 * compression. Budgets in scripts/budgets.json `pages` (`default` for every page not named);
 * the keys are the bench's (scripts/bench/cms/pages.ts).
 */
const budgets = JSON.parse(readFileSync('scripts/budgets.json', 'utf8')) as {
  pages: Record<string, number>;
};
const STATIC = '/static/anstoss/1.0.0/';

async function pageTypes(page: Page): Promise<[string, string][]> {
  const first = async (listing: string, selector: string) => {
    await page.goto(listing);
    const href = await page.locator(`main ${selector}`).first().getAttribute('href');
    if (!href) throw new Error(`no link ${selector} on ${listing}`);
    return href;
  };
  const competition = await first('/wettbewerbe', 'a[href^="/wettbewerb/"]');
  return [
    ['start', '/'],
    ['newsList', '/news'],
    ['news', `/news/${LONG_THREAD_SLUG}`],
    ['competition', competition],
    ['club', await first(competition, 'a[href^="/verein/"]')],
    ['fixtures', '/spielplan'],
    ['match', await first('/spiele/live', '.live-games a[href^="/spiel/"]')],
    ['login', '/login'],
  ];
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Down one viewport at a time, so every `visible` host crosses the viewport. */
async function scrollToEnd(page: Page): Promise<void> {
  for (let step = 0; step < 60; step += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.9);
      const doc = document.scrollingElement ?? document.documentElement;
      return window.scrollY + window.innerHeight >= doc.scrollHeight - 2;
    });
    await page.waitForTimeout(120);
    if (atEnd) return;
  }
}

test('every page type stays within its JavaScript budget', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const types = await pageTypes(page);
  const report: string[] = [];
  for (const [type, path] of types) {
    // A first visit in a fresh context: nothing from the cache.
    const context = await browser.newContext();
    const visit = await context.newPage();
    const scripts = new Set<string>();
    visit.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith(STATIC) && url.pathname.endsWith('.js'))
        scripts.add(url.pathname.slice(STATIC.length));
    });
    await visit.goto(path);
    await waitForWidgets(visit);
    await scrollToEnd(visit);
    await waitForWidgets(visit);
    await visit.waitForLoadState('networkidle');
    const sizes = [...scripts].map((file) => [file, gzipSize(`dist/${file}`)] as const);
    const bytes = sizes.reduce((sum, [, size]) => sum + size, 0);
    const budget = budgets.pages[type] ?? budgets.pages.default ?? 0;
    const largest = [...sizes]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([file, size]) => `${file.replace(/^chunks\//, '')} ${(size / 1000).toFixed(1)}`);
    report.push(
      `${type} ${path}: ${(bytes / 1000).toFixed(1)} kB of ${budget} kB (${largest.join(', ')})`,
    );
    expect.soft(bytes / 1000, `${type} (${path}) JavaScript kB gzip`).toBeLessThanOrEqual(budget);
    await context.close();
  }
  test.info().annotations.push({ type: 'page weight', description: report.join('; ') });
  console.log(report.join('\n'));
});
