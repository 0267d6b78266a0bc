// Issue 18, item 6: every page reflows at 320 px and at 200% zoom (WCAG 1.4.10): nothing makes
// the page wider than the viewport, so nobody has to scroll sideways to read a line.
import { expect, syncClock, test } from '../../../scripts/e2e-support.ts';
import { asReturningVisitor, openPage, pageTypes } from './pageTypes.ts';

/** The page's width beyond the viewport, and the widest elements that cause it. */
function overflow() {
  const viewport = document.documentElement.clientWidth;
  const width = document.documentElement.scrollWidth;
  const culprits: string[] = [];
  if (width > viewport) {
    for (const el of document.querySelectorAll('body *')) {
      const box = el.getBoundingClientRect();
      if (box.right > viewport + 1 && box.width > 0 && culprits.length < 5)
        culprits.push(
          `${el.tagName.toLowerCase()}.${String(el.className)} (right ${Math.round(box.right)})`,
        );
    }
  }
  return { viewport, width, culprits };
}

test.describe('reflow (WCAG 1.4.10)', () => {
  // At 320 px: each page's walk (pageWalk.e2e.ts) narrows the page to 320 px and checks it.

  test('no page type is wider than 1280 px at 200% zoom', async ({ browser, baseURL, request }) => {
    test.setTimeout(120_000);
    // 200% zoom of a 1280 px window: 640 CSS pixels at a device pixel ratio of 2.
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 640, height: 400 },
      deviceScaleFactor: 2,
      locale: 'de-DE',
    });
    await syncClock(context, baseURL);
    await asReturningVisitor(context);
    const page = await context.newPage();
    const problems: string[] = [];
    for (const { name, url } of await pageTypes(request)) {
      await openPage(page, url);
      const o = await page.evaluate(overflow);
      if (o.width > o.viewport)
        problems.push(
          `${name} (${url}): ${o.width} px > ${o.viewport} px: ${o.culprits.join(', ')}`,
        );
    }
    await context.close();
    expect(problems).toEqual([]);
  });
});
