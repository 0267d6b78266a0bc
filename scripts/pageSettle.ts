// Waiting for a page of the reference CMS to settle and scrolling it to its end, for the browser
// tests (scripts/e2e-support.ts, demo-pages/e2e/firstVisit.e2e.ts), `pnpm screenshots` and the
// bench: one policy of what "settled" means, with how long to wait as the caller's choice.
import type { Page } from 'playwright-core';

export interface SettleOptions {
  /**
   * How long one wait may take. `throw` (the tests): a page that never settles is a failure.
   * `give up` (pictures, bench): what has settled by then is measured as it is; a page that
   * polls or streams never goes fully quiet.
   */
  whenLate?: 'throw' | 'give up';
  /** The bound of one wait, in ms. */
  timeoutMs?: number;
}

const twoFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/**
 * Waits for the page to settle instead of for a fixed time: call it once before the page loads,
 * then `await settled()` after each scroll or action. Settled means no widget host is loading
 * (hosts that wait for the viewport, idle time or a first interaction have not started) and no
 * request of the page has been in flight across two animation frames (a mount that starts a
 * request, or an answer that mounts a lazy part, keeps it waiting). A fast machine goes on at
 * once; a slow one does not miss a late shift.
 */
export function settleTracker(
  page: Page,
  { whenLate = 'throw', timeoutMs = 30_000 }: SettleOptions = {},
): () => Promise<void> {
  let inFlight = 0;
  page.on('request', () => void inFlight++);
  const done = () => void (inFlight = Math.max(0, inFlight - 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    const until = Date.now() + timeoutMs;
    const late = () => {
      if (whenLate === 'throw')
        throw new Error(`the page did not settle within ${timeoutMs} ms (${inFlight} in flight)`);
    };
    for (;;) {
      const left = until - Date.now();
      if (left <= 0) return late();
      const hostsDone = await page
        .waitForFunction(
          () => document.querySelector('[data-widget][data-widget-state="loading"]') === null,
          null,
          { timeout: left },
        )
        .then(() => true)
        .catch((error: unknown) => {
          if (whenLate === 'throw' && Date.now() < until) throw error; // not a timeout: closed
          return false;
        });
      if (!hostsDone) return late();
      // Requests end on Playwright's events; the short pause only lets them arrive.
      for (let pause = 5; inFlight > 0 && Date.now() < until; pause = Math.min(pause * 2, 50))
        await page.waitForTimeout(pause);
      if (inFlight > 0) return late();
      await twoFrames(page);
      if (inFlight === 0) return;
    }
  };
}

/**
 * Scrolls to the page's end one step at a time (`viewports` of the viewport's height), letting
 * what each step starts settle, so every `visible`-strategy host crosses the viewport (a jump to
 * the bottom would skip the hosts in the middle). The steps are instant: the site scrolls
 * smoothly (site.css, `scroll-behavior: smooth`), so after a plain `scrollBy` the position had
 * not moved yet, the first step looked like the end and nothing below the first screen was
 * visited (issue 26). A page that grows while it is scrolled is followed to its new end.
 * Returns how many steps it took and how many px were left below the viewport at the end.
 */
export async function scrollThrough(
  page: Page,
  settled: () => Promise<void>,
  { maxSteps = 60, viewports = 1 } = {},
): Promise<{ steps: number; gap: number }> {
  let steps = 0;
  for (; steps < maxSteps; steps++) {
    const moved = await page.evaluate((share) => {
      const before = window.scrollY;
      window.scrollBy({ top: window.innerHeight * share, behavior: 'instant' });
      return window.scrollY !== before;
    }, viewports);
    if (!moved) break;
    // Hosts that came near the viewport start on the observer's next callback (after the next
    // frame); settled() waits that out.
    await settled();
  }
  const gap = await page.evaluate(() => {
    const doc = document.scrollingElement ?? document.documentElement;
    return doc.scrollHeight - (window.scrollY + window.innerHeight);
  });
  return { steps, gap };
}
