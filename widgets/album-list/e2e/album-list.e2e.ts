import {
  expect,
  expectNoAxeViolations,
  returningVisitorCookies,
  test,
} from '../../../scripts/e2e-support.ts';

test.describe('photo albums: list and search', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('12 albums, load more, search by ?sw=; axe', async ({ page }) => {
    await page.goto('/fotos');
    const host = page.locator('[data-widget="album-list"]');
    await expect(host.getByRole('heading', { name: /Alle Fotoalben/ })).toBeVisible();
    await expect(host.locator('.ast-album-list__item')).toHaveCount(12);
    await expectNoAxeViolations(page, 'album list');
    await host.getByRole('button', { name: 'Weitere Alben laden' }).click();
    await expect(host.locator('.ast-album-list__item')).toHaveCount(24);
    await host.getByRole('searchbox', { name: 'Alben durchsuchen' }).fill('Saisonarchiv');
    await host.getByRole('button', { name: 'Suchen' }).click();
    await page.waitForURL(/\?sw=Saisonarchiv/);
    await expect(
      host.getByRole('heading', { name: /Suchergebnisse für „Saisonarchiv“/ }),
    ).toBeVisible();
    await expect(host.locator('.ast-album-list__item')).toHaveCount(1);
    await host.getByRole('link', { name: 'Saisonarchiv: 9.999 Fotos' }).click();
    await page.waitForURL(/\/fotos\/-\/album\/16973376$/);
  });
});
