import {
  expect,
  expectNoAxeViolations,
  returningVisitorCookies,
  test,
} from '../../../scripts/e2e-support.ts';

test.describe('galleries in the reference CMS', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('start page: the news gallery rotates, its slide leads to the article; axe', async ({
    page,
  }) => {
    await page.goto('/');
    const host = page.locator('[data-widget="news-gallery"]');
    await host.scrollIntoViewIfNeeded();
    await expect(host).toHaveAttribute('data-widget-state', 'mounted');
    const region = host.getByRole('region', { name: 'Top-News' });
    await expect(region).toBeVisible();
    const current = host.locator('.ast-carousel__slide.is-visible');
    await expect(current).toHaveCount(1);
    // The image is loaded with its size reserved.
    const img = current.locator('img');
    await expect(img).toHaveJSProperty('complete', true);
    expect(await img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'with the news gallery');

    // Rotation: one step every 3000 ms (the mouse is away from the carousel).
    await page.mouse.move(0, 0);
    const first = await current.getAttribute('aria-label');
    await page.clock.runFor(3000);
    await expect(current).not.toHaveAttribute('aria-label', first ?? '');

    // Pause, then a click on the slide's image follows its data-href.
    await host.getByRole('button', { name: 'Automatischen Wechsel anhalten' }).click();
    const slide = host.locator('.ast-carousel__slide.is-visible [data-href]');
    const href = await slide.getAttribute('data-href');
    expect(href).toMatch(/\/news\/[a-z0-9-]+$/);
    await slide.locator('img').click();
    const path = new URL(href ?? '/').pathname;
    await expect.poll(() => new URL(page.url()).pathname).toBe(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('news article: photo gallery and the news carousel with 3, 2 and 1 slides', async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/news');
    const href = await page.locator('a[href^="/news/"]').first().getAttribute('href');
    await page.goto(href ?? '/news');
    const photos = page.locator('[data-widget="image-gallery"]');
    await photos.scrollIntoViewIfNeeded();
    await expect(photos.getByRole('region', { name: 'Fotos der Community' })).toBeVisible();
    await expect(photos.locator('.ast-carousel__slide.is-visible img')).toHaveJSProperty(
      'complete',
      true,
    );
    const carousel = page.locator('[data-widget="news-carousel"]');
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('region', { name: 'Neueste News' })).toBeVisible();
    const shown = carousel.locator('.ast-carousel__slide.is-visible');
    await expect(shown).toHaveCount(3);
    // Spec §9 Layout: the shown slides' centres, in % of the slider's width.
    const centres = () =>
      carousel.evaluate((host) => {
        const slider = host.querySelector('.ast-carousel')!.getBoundingClientRect();
        return [...host.querySelectorAll('.ast-carousel__slide.is-visible')].map((slide) => {
          const box = slide.getBoundingClientRect();
          return Math.round(((box.left + box.width / 2 - slider.left) / slider.width) * 100);
        });
      });
    await expect.poll(centres).toEqual([20, 50, 80]);
    // The article's carousel loops (data-loop): back from the first news to the last, and „Nächste
    // Folie“ from the last on to the first.
    const leftmost = () =>
      carousel.evaluate((host) => {
        const visible = [...host.querySelectorAll('.ast-carousel__slide.is-visible')];
        const x = (slide: Element) => slide.getBoundingClientRect().left;
        return visible.sort((a, b) => x(a) - x(b))[0]?.getAttribute('aria-label');
      });
    await expect.poll(leftmost).toMatch(/^1 von 12$/);
    await carousel.getByRole('button', { name: 'Vorherige Folie' }).click();
    await expect.poll(leftmost).toMatch(/^12 von 12$/);
    await carousel.getByRole('button', { name: 'Nächste Folie' }).click();
    await expect.poll(leftmost).toMatch(/^1 von 12$/);
    await carousel.getByRole('button', { name: 'Nächste Folie' }).click();
    await expect.poll(leftmost).toMatch(/^2 von 12$/);
    await expectNoAxeViolations(page, 'with the photo gallery and the news carousel');

    await page.setViewportSize({ width: 900, height: 900 });
    await expect(shown).toHaveCount(2, { timeout: 3000 });
    await expect.poll(centres).toEqual([30, 70]);
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(shown).toHaveCount(1, { timeout: 3000 });
    await expect.poll(centres).toEqual([50]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'with the news carousel on a narrow screen');
  });
});
