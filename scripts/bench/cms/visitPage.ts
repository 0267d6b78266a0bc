// Visits one CMS page like a reader who scrolls to the end: loads it cold, scrolls one viewport at
// a time (so `visible` widgets mount), waits for the network to go quiet, and returns what the page
// downloaded and which widgets it carries.
import type { Browser } from 'playwright-core';
import { coldContext } from '../browser/chromium.ts';
import { recordNetwork, waitForNetworkQuiet, type Download } from '../browser/network-log.ts';
import { scrollThrough, settleTracker } from '../../pageSettle.ts';

export interface PageVisit {
  url: string;
  status: number;
  downloads: Download[];
  /** data-widget names present at DOMContentLoaded or at the end of the visit. */
  widgets: string[];
  quiet: boolean;
  pageErrors: string[];
}

const HOST_NAMES_SCRIPT = `document.addEventListener('DOMContentLoaded', () => {
  window.__benchInitialWidgets = [...document.querySelectorAll('[data-widget]')].map((el) => el.getAttribute('data-widget'));
});`;

export interface VisitOptions {
  viewport?: { width: number; height: number };
  /** false: count what the first viewport loads, without any scroll (issue 31). */
  scroll?: boolean;
}

export async function visitPage(
  browser: Browser,
  url: string,
  { viewport, scroll = true }: VisitOptions = {},
): Promise<PageVisit> {
  const context = await coldContext(browser, viewport);
  try {
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.addInitScript({ content: HOST_NAMES_SCRIPT });
    const log = recordNetwork(page);
    const response = await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    await waitForNetworkQuiet(page, log, { timeoutMs: 8000 });
    if (scroll) {
      // What a step started, bounded: a request that never ends (a stream) ends the wait as the
      // load above does.
      const settled = settleTracker(page, { whenLate: 'give up', timeoutMs: 8000 });
      const { gap } = await scrollThrough(page, settled, { viewports: 0.9 });
      if (gap > 2) pageErrors.push(`bench: ${url} did not end at its bottom after scrolling`);
    }
    const quiet = await waitForNetworkQuiet(page, log, { timeoutMs: 8000 });
    const widgets = await page.evaluate(() => {
      const initial =
        (window as unknown as { __benchInitialWidgets?: string[] }).__benchInitialWidgets ?? [];
      const now = [...document.querySelectorAll('[data-widget]')].map(
        (el) => el.getAttribute('data-widget') ?? '',
      );
      return [...new Set([...initial, ...now])].filter(Boolean).sort();
    });
    await log.settle();
    return {
      url,
      status: response?.status() ?? 0,
      downloads: log.downloads,
      widgets,
      quiet,
      pageErrors,
    };
  } finally {
    await context.close();
  }
}
