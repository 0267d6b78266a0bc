import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  returningVisitorCookies,
  test,
} from '../../../scripts/e2e-support.ts';

test.describe('count-up on a club page of the reference CMS', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  async function openClub(page: Page) {
    await page.goto('/');
    const href = await page.locator('a[href^="/verein/"]').first().getAttribute('href');
    await page.goto(href ?? '/vereine');
    const teams = await page.locator('.team-list > li').count();
    const host = page.locator('[data-widget="count-up"]');
    return { teams, host };
  }

  test('counts to the number of teams from the database and passes axe', async ({ page }) => {
    const { teams, host } = await openClub(page);
    await host.scrollIntoViewIfNeeded();
    await expect(host).toHaveAttribute('data-widget-state', 'mounted');
    // The final number is there for screen readers at once, the digits end on it.
    await expect(host.locator('.ast-visually-hidden')).toHaveText(String(teams));
    // The digits run for 3 s (COUNT_UP_DURATION_MS): the browser's clock is moved past them.
    await page.clock.runFor(3500);
    await expect(host.locator('.ast-count-up__live')).toHaveText(String(teams));
    await expectNoAxeViolations(page, 'with the counter on the club page');
  });

  test('shows the final number at once with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { teams, host } = await openClub(page);
    await host.scrollIntoViewIfNeeded();
    await expect(host.locator('.ast-count-up__live')).toHaveText(String(teams), { timeout: 1000 });
  });
});
