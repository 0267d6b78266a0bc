import {
  expect,
  expectNoAxeViolations,
  returningVisitorCookies,
  test,
  waitForWidgets,
} from '../../../scripts/e2e-support.ts';

test('a cup page opens and closes a round of its tournament tree', async ({ page, context }) => {
  await context.addCookies(returningVisitorCookies());
  await page.goto('/wettbewerbe');
  const cup = page.locator('a[href^="/wettbewerb/"]', { hasText: /pokal/i }).first();
  await cup.click();
  const tree = page.locator('[data-widget="tournament-tree"]');
  await tree.scrollIntoViewIfNeeded();
  await waitForWidgets(page);
  const opener = tree.getByRole('button').first();
  const opened = page.waitForResponse(/\/action\/OPEN$/);
  await opener.click();
  await opened;
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  await expect(opener).toHaveAttribute('data-resource', /\/action\/CLOSE$/);
  // The round's matches as the league's match rows, each score linking to its match.
  await expect(tree.locator('table.matches tbody tr').first()).toBeVisible();
  await expect(tree.locator('.matches__score a[href^="/spiel/"]').first()).toBeVisible();
  await expectNoAxeViolations(page, 'cup page with tournament tree');
  await opener.click();
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
});
