import {
  expect,
  expectNoAxeViolations,
  returningVisitorCookies,
  test,
  waitForWidgets,
} from '../../../scripts/e2e-support.ts';

test('the quick view draws the live game and lists its events as text', async ({
  page,
  context,
}) => {
  await context.addCookies(returningVisitorCookies());
  await page.goto('/spiele/live');
  const href = await page.locator('.live-games a[href^="/spiel/"]').first().getAttribute('href');
  const events = page.waitForResponse(/\/ereignisse\.json$/);
  await page.goto(href ?? '/');
  const quick = page.locator('[data-widget="match-quickview"]');
  await quick.scrollIntoViewIfNeeded();
  await events;
  await waitForWidgets(page);
  await expect(quick.getByRole('heading', { name: 'Spielverlauf im Überblick' })).toBeVisible();
  await expect(quick.locator('.ast-match-quickview__hexagon').first()).toBeVisible();
  await expect(quick.locator('ol li').first()).toContainText(/Minute|Noch keine/);
  await expectNoAxeViolations(page, 'match page with quick view');
});
