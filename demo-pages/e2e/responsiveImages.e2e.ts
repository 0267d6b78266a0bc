import {
  expect,
  expectNoAxeViolations,
  returningVisitorCookies,
  test,
} from '../../scripts/e2e-support.ts';

test.describe('responsive and lazy news images', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('no source before the viewport, the fitting size after, the box never changes; axe', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/news');
    const images = page.locator('img[data-responsive-image]');
    const last = images.last();
    await expect(last).not.toHaveAttribute('src', /./);
    const box = await last.boundingBox();
    // Space is reserved before the source: 16:9 of its width.
    expect(box && Math.abs(box.height - (box.width * 9) / 16)).toBeLessThanOrEqual(1.5);

    const first = images.first();
    await expect(first).toHaveAttribute('data-image-state', 'loaded');
    const width = (await first.boundingBox())?.width ?? 0;
    const expected = width > 840 ? 'gross' : width > 420 ? 'mittel' : 'klein';
    await expect(first).toHaveAttribute('src', new RegExp(`/bilder/news/${expected}/`));

    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute('data-image-state', 'loaded');
    // No layout shift: the box kept the height reserved before the source.
    expect((await last.boundingBox())?.height).toBeCloseTo(box?.height ?? 0, 0);
    await expectNoAxeViolations(page, 'with responsive news images');
  });

  test('a device pixel ratio of 2 takes one size larger', async ({ browser }) => {
    const context = await browser.newContext({
      deviceScaleFactor: 2,
      viewport: { width: 390, height: 800 },
    });
    await context.addCookies(returningVisitorCookies());
    const page = await context.newPage();
    await page.goto(test.info().project.use.baseURL + '/news');
    const first = page.locator('img[data-responsive-image]').first();
    // Below the page's ad slot on a phone: it loads once it is in view.
    await first.scrollIntoViewIfNeeded();
    await expect(first).toHaveAttribute('data-image-state', 'loaded');
    // About 360 px wide on a phone: small, upgraded to medium.
    await expect(first).toHaveAttribute('src', /\/bilder\/news\/mittel\//);
    await context.close();
  });
});
