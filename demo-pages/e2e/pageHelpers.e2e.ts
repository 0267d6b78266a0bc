import {
  expect,
  expectNoAxeViolations,
  returningVisitorCookies,
  test,
  waitForBehaviours,
} from '../../scripts/e2e-support.ts';

test.describe('form and page helpers on Seitenfunktionen', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('minchars marks and stops, masonry spans rows, scroll comes back; axe', async ({ page }) => {
    await page.goto('/seitenfunktionen');
    await waitForBehaviours(page);
    const field = page.getByLabel('Hinweis an die Redaktion (mindestens 10 Zeichen)');
    await field.fill('zu kurz');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('Tab');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Hinweis prüfen' }).click();
    await expect(page).toHaveURL(/\/seitenfunktionen(#.*)?$/);
    await expect(field).toBeFocused();
    await field.fill('lang genug jetzt');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');

    const cards = page.locator('[data-masonry] > article');
    await expect(cards.first()).toHaveCSS('grid-row-end', /span \d+/);
    const spans = await cards.evaluateAll((els) =>
      els.map((e) => Number(getComputedStyle(e).gridRowEnd.replace('span ', ''))),
    );
    expect(new Set(spans).size).toBeGreaterThan(1);
    await expectNoAxeViolations(page, 'with the form and page helpers');

    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600);
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 4000 })
      .toBe(600);
  });
});
