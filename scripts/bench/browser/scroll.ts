// Scrolls a page to its bottom one viewport at a time, so every `visible`-strategy host crosses the
// viewport (jumping straight to the bottom would skip the hosts in the middle).
import type { Page } from 'playwright-core';

/**
 * Steps are instant: the reference CMS scrolls smoothly (site.css, `scroll-behavior: smooth`), so
 * a plain `scrollBy` only started an animation, the bottom check right after it read the old
 * position, and each fixed 120 ms pause cut the animation short (issue 26). After each step
 * `settle` waits for what the step started (hosts that came near the viewport, their requests).
 * A step is `viewports` of the viewport's height. Returns whether the page ended at its bottom.
 */
export async function scrollThrough(
  page: Page,
  settle: () => Promise<void>,
  { maxSteps = 60, viewports = 0.9 } = {},
): Promise<boolean> {
  for (let step = 0; step < maxSteps; step += 1) {
    const moved = await page.evaluate((share) => {
      const before = window.scrollY;
      window.scrollBy({ top: window.innerHeight * share, behavior: 'instant' });
      return window.scrollY !== before;
    }, viewports);
    if (!moved) break;
    await settle();
  }
  return page.evaluate(() => {
    const doc = document.scrollingElement ?? document.documentElement;
    return window.scrollY + window.innerHeight >= doc.scrollHeight - 2;
  });
}
