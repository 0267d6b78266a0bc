import {
  expect,
  expectNoAxeViolations,
  returningVisitorCookies,
  test,
} from '../../../scripts/e2e-support.ts';

test.describe('year-select on the page-functions page of the reference CMS', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test("offers the server's year and five before it, submits the choice and passes axe", async ({
    page,
  }) => {
    await page.goto('/seitenfunktionen');
    // The page's clock is the server's (pinned in the browser tests), so this is date-independent.
    const year = await page.evaluate(() => new Date().getFullYear());
    const select = page.getByRole('combobox', { name: 'Spieljahr' });
    await select.scrollIntoViewIfNeeded();
    await expect(select).toHaveValue(String(year));
    await expect(select.locator('option')).toHaveText(
      Array.from({ length: 6 }, (_, i) => String(year - i)),
    );
    await expectNoAxeViolations(page, 'with the year select');

    await select.selectOption(String(year - 2));
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    await page.waitForURL(`**/seitenfunktionen?jahr=${year - 2}`);
  });
});
