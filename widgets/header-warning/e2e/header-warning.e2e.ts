import {
  expect,
  expectNoAxeViolations,
  returningVisitorCookies,
  syncClock,
  test,
} from '../../../scripts/e2e-support.ts';

test.describe('header-warning on the reference CMS', () => {
  test.beforeEach(async ({ context }) => {
    // Answer the cookie layer up front: this test is about the banner.
    await context.addCookies(returningVisitorCookies());
  });

  test('shows the active warning from the server and passes axe', async ({ page }) => {
    const answer = page.waitForResponse('**/ajax/header-warning.json');
    await page.goto('/');
    const body = (await (await answer).json()) as { active: string; title: string; text: string };
    expect(body.active).toBe('1');
    const banner = page.locator('[data-widget="header-warning"]');
    await expect(banner.getByText(body.title)).toBeVisible();
    await expect(banner.getByText(body.text)).toBeVisible();
    await expectNoAxeViolations(page, 'with the header warning shown');
  });

  test('dismissing hides it for the rest of the session, a new session shows it again', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/');
    const banner = page.locator('[data-widget="header-warning"]');
    await banner.getByRole('button', { name: /schließen/i }).click();
    await expect(banner.getByRole('heading')).toHaveCount(0);
    await page.goto('/news');
    await page.waitForSelector('[data-widget="header-warning"][data-widget-state="mounted"]', {
      state: 'attached',
    });
    await expect(
      page.locator('[data-widget="header-warning"]').getByText('Unwetterwarnung'),
    ).toHaveCount(0);

    const fresh = await browser.newContext();
    await syncClock(fresh, baseURL);
    const other = await fresh.newPage();
    await other.goto('/');
    await expect(
      other.locator('[data-widget="header-warning"]').getByText('Unwetterwarnung'),
    ).toBeVisible();
    await fresh.close();
  });
});
