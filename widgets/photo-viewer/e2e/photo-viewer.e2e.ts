import {
  collectErrors,
  expect,
  expectNoAxeViolations,
  returningVisitorCookies,
  test,
} from '../../../scripts/e2e-support.ts';

test.describe('album page and photo viewer', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('album of 9,999: bounded grid, viewer with counter, keys, swipe, comments, focus kept; axe', async ({
    page,
  }) => {
    // Two axe runs over a grid and a viewer of 9,999 photos: about 25 s beside a second worker.
    test.slow();
    const errors = collectErrors(page);
    await page.goto('/fotos/-/album/16973376');
    const detail = page.locator('[data-widget="album-detail"]');
    await expect(
      detail.getByRole('heading', { level: 1, name: 'Saisonarchiv: 9.999 Fotos' }),
    ).toBeVisible();
    await expect(detail.getByText('Seite 1 von 417')).toBeVisible();
    expect(await detail.evaluate((el) => el.querySelectorAll('*').length)).toBeLessThan(400);
    await expectNoAxeViolations(page, 'album page');
    const opener = detail.getByRole('button', { name: 'Foto „Saisonarchiv, Bild 2“ öffnen' });
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Saisonarchiv, Bild 2' })).toBeVisible();
    await expect(dialog.getByText('Foto 2 von 9.999')).toBeVisible();
    await expect(dialog.getByText(/\d+ Aufrufe?/)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('Foto 3 von 9.999')).toBeVisible();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText('Foto 9.999 von 9.999')).toBeVisible();
    // Tab stays inside the viewer.
    for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await dialog.getByRole('button', { name: /Kommentare anzeigen/ }).click();
    await expect(
      dialog.frameLocator('iframe').getByRole('heading', { name: /Kommentare/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'photo viewer open');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('a broken image is retried, then a placeholder of the same size', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/fotos/-/album/16973378');
    const detail = page.locator('[data-widget="album-detail"]');
    const broken = detail.locator('.ast-album-detail__item').first();
    await expect(broken.locator('.ast-lazy-image--failed')).toBeVisible({ timeout: 10_000 });
    const box = await broken.locator('.ast-lazy-image--failed').boundingBox();
    const other = await detail
      .locator('.ast-album-detail__item')
      .nth(1)
      .locator('img')
      .boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(Math.round(other?.width ?? -1));
    expect(Math.round(box?.height ?? 0)).toBe(Math.round(other?.height ?? -1));
    // The 404s of the missing picture are the only console errors.
    expect(errors.every((e) => /404|Failed to load resource/.test(e))).toBe(true);
  });

  test('swipe on a phone @phone', async ({ page }) => {
    await page.goto('/fotos/-/album/16973375');
    await page.locator('[data-widget="album-detail"] .ast-album-detail__photo').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/^Foto 1 von \d+$/)).toBeVisible();
    const stage = dialog.locator('.ast-photo-viewer__stage');
    const box = (await stage.boundingBox())!;
    await stage.dispatchEvent('pointerdown', {
      clientX: box.x + box.width - 20,
      clientY: box.y + 50,
    });
    await stage.dispatchEvent('pointerup', { clientX: box.x + 20, clientY: box.y + 55 });
    await expect(dialog.getByText(/^Foto 2 von \d+$/)).toBeVisible();
  });
});
