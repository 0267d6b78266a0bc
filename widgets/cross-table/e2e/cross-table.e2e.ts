import {
  expect,
  expectNoAxeViolations,
  returningVisitorCookies,
  test,
  waitForWidgets,
} from '../../../scripts/e2e-support.ts';

test('cross table on a league page scrolls with its arrows @phone', async ({ page, context }) => {
  await context.addCookies(returningVisitorCookies());
  await page.goto('/wettbewerbe');
  await page.locator('a[href^="/wettbewerb/"]').first().click();
  const widget = page.locator('[data-widget="cross-table"]');
  await widget.scrollIntoViewIfNeeded();
  await waitForWidgets(page);
  const left = widget.getByRole('button', { name: 'Nach links blättern' });
  const right = widget.getByRole('button', { name: 'Nach rechts blättern' });
  await expect(left).toBeDisabled();
  const scroller = widget.getByRole('region');
  const canScroll = await scroller.evaluate((el) => el.scrollWidth > el.clientWidth);
  if (canScroll) {
    await right.click();
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect(left).toBeEnabled();
  }
  await expectNoAxeViolations(page, 'league page with cross table');
});
