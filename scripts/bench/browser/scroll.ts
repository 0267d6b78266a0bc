// Scrolls a page to its bottom one viewport at a time, so every `visible`-strategy host crosses the
// viewport (jumping straight to the bottom would skip the hosts in the middle).
import type { Page } from 'playwright-core';

export async function scrollThrough(
  page: Page,
  { stepPauseMs = 120, maxSteps = 60 } = {},
): Promise<void> {
  for (let step = 0; step < maxSteps; step += 1) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.9);
      const doc = document.scrollingElement ?? document.documentElement;
      return window.scrollY + window.innerHeight >= doc.scrollHeight - 2;
    });
    await page.waitForTimeout(stepPauseMs);
    if (atBottom) return;
  }
}
