import {
  collectErrors,
  expect,
  expectNoAxeViolations,
  returningVisitorCookies,
  test,
} from '../../../scripts/e2e-support.ts';

test.describe('media stream on the start page', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('carousel of seeded media, big view with meta and wrap-around, a playable clip; axe', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    const host = page.locator('[data-widget="media-stream"]');
    await host.scrollIntoViewIfNeeded();
    const carousel = host.getByRole('region', { name: 'Fotos und Videos' });
    await expect(carousel).toBeVisible();
    // The newest entry comes first: the seed's is a video clip, unless a test in the other worker
    // has just uploaded or published something. Open the first entry, then step to the clip.
    await host.getByRole('button', { name: 'Automatischen Wechsel anhalten' }).click();
    await host
      .getByRole('button', { name: /ansehen$/ })
      .first()
      .click();
    const counter = page.getByRole('dialog').getByText(/^\d+ von \d+$/);
    await expect(counter).toHaveText('1 von 100');
    // Wrap-around: before the first entry comes the last one loaded, and back.
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('100 von 100');
    await page.keyboard.press('ArrowRight');
    const dialog = page.getByRole('dialog', { name: 'Traumtor aus 25 Metern' });
    for (let entry = 1; entry <= 5; entry++) {
      await expect(counter).toHaveText(`${entry} von 100`);
      if (await dialog.isVisible()) break;
      await page.keyboard.press('ArrowRight');
    }
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/\d+ Aufrufe?/)).toBeVisible();
    const playable = await dialog.locator('video').evaluate(
      (video: HTMLVideoElement) =>
        new Promise<boolean>((resolve) => {
          if (video.readyState >= 1) resolve(video.duration > 0);
          video.addEventListener('loadedmetadata', () => resolve(video.duration > 0));
          video.addEventListener('error', () => resolve(false));
          video.load();
        }),
    );
    expect(playable).toBe(true);
    await expectNoAxeViolations(page, 'media stream big view');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page, 'start page with the media stream');
    expect(errors).toEqual([]);
  });

  test('upload sub-view leads to the login first', async ({ page }) => {
    await page.goto('/');
    const host = page.locator('[data-widget="media-stream"]');
    await host.scrollIntoViewIfNeeded();
    await host.getByRole('button', { name: 'Eigene Fotos hochladen' }).click();
    await page.getByRole('link', { name: 'Anmelden und hochladen' }).click();
    await page.waitForURL(/\/login\?fw_url=%2Fhochladen/);
  });
});
