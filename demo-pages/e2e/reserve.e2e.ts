import { expect, syncClock, test } from '../../scripts/e2e-support.ts';
import { DEFAULT_ALBUM_ID } from '../src/seed/media.ts';
import { TV_SLUGS } from '../src/seed/tv.ts';

/**
 * Lists and grids reserve the height they mount to (issue 26): the pages write their counts on
 * the host (views/widgetHosts.ts reserveStyle), site.css turns them into a min-height. Measured
 * at 390 and 1280 px: the host's min-height (what it holds before the widget comes) against the
 * widget's own height once it has loaded (the min-height taken off). A lost reservation (counts
 * not written, a rule gone) falls back to the fixed 30 or 36rem, thousands of px short of the
 * album list at 390 px: a reader who scrolls to the end before the widget mounts sees the footer
 * jump (CLS 0.09-0.43 in the screenshots script's --cls runs). A few px of rounding are allowed
 * below the mounted height (less would let the footer jump). Above it a TV list may hold up to a
 * line of text per teaser: their lines are estimated from the longest teaser's title and text
 * (characters against the column's width), an upper bound for the others; the space stays empty
 * under the list, nothing moves.
 */
const PAGES = [
  // `done`: the last part the widget draws once its data came.
  { url: '/fotos', widget: 'album-list', done: '.ast-load-more__button' },
  {
    url: `/fotos/-/album/${String(DEFAULT_ALBUM_ID)}`,
    widget: 'album-detail',
    done: '.ast-album-detail__pager',
  },
  { url: '/tv', widget: 'tv-magazine', done: '.ast-tv-pager' },
  { url: `/tv/${TV_SLUGS.week}`, widget: 'tv-content', done: '.ast-tv-pager' },
] as const;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
const ROUNDING_PX = 4;
/** A body text line (26 px) for each of the four teasers of a TV list's first page. */
const TEASER_LINES_PX = 4 * 26;

for (const target of PAGES) {
  test(`${target.widget} (${target.url}) reserves its mounted height at 390 and 1280 px`, async ({
    browser,
    baseURL,
  }) => {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport });
      try {
        await syncClock(context, baseURL);
        const page = await context.newPage();
        await page.goto(target.url, { waitUntil: 'domcontentloaded' });
        const host = page.locator(`[data-widget="${target.widget}"]`);
        const reserved = await host.evaluate((el) => parseFloat(getComputedStyle(el).minHeight));
        await host.scrollIntoViewIfNeeded();
        await expect(host.locator(target.done)).toBeVisible();
        // The widget's own height: the host's min-height taken off for one layout, then put back.
        const mounted = () =>
          host.evaluate((el) => {
            const style = (el as HTMLElement).style;
            style.setProperty('min-height', '0px', 'important');
            const height = el.getBoundingClientRect().height;
            style.removeProperty('min-height');
            return height;
          });
        // Polled: a carousel or an image box may still take its size in the frames after the
        // last part appeared.
        const over = target.widget.startsWith('tv-') ? TEASER_LINES_PX : ROUNDING_PX;
        await expect
          .poll(async () => reserved - (await mounted()), {
            message: `${target.url} at ${String(viewport.width)} px: reserved ${reserved.toFixed(1)} px, mounted ${(await mounted()).toFixed(1)} px`,
          })
          .toBeGreaterThanOrEqual(-ROUNDING_PX);
        expect(
          reserved - (await mounted()),
          `${target.url} at ${String(viewport.width)} px: space left empty`,
        ).toBeLessThanOrEqual(over);
      } finally {
        await context.close();
      }
    }
  });
}
