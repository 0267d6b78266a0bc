import {
  expect,
  expectNoAxeViolations,
  login,
  returningVisitorCookies,
  test,
} from '../../scripts/e2e-support.ts';

test.describe('reference CMS pages', () => {
  // Every page in German, its widgets mounted without errors, axe: a11y/pageWalk.e2e.ts.

  test('the browser runs on the reference CMS’s clock', async ({ page }) => {
    const res = await page.request.head('/assets/favicon.svg');
    const pinned = res.headers()['x-anstoss-now'];
    await page.goto('/impressum');
    const browserNow = await page.evaluate(() => Date.now());
    // With ANSTOSS_NOW the server says its time; without it both run on the machine's clock.
    const serverNow = pinned ? Date.parse(pinned) : Date.now();
    expect(Math.abs(browserNow - serverNow)).toBeLessThan(60_000);
  });

  test('the language switch shows the page and its widgets in English, and remembers it', async ({
    page,
    context,
  }) => {
    await context.addCookies(returningVisitorCookies());
    await page.goto('/');
    // The navigation widget replaces the server's language form with its own switch.
    const flyout = page.locator('[data-widget="navigation-flyout"][data-widget-state="mounted"]');
    // A mark on this window: it is gone if the switch reloads the page.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await flyout.getByRole('button', { name: 'English' }).click();
    // No reload: the widgets and the server's own texts (header, page, footer) switch at once.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('.site-header__tagline')).toHaveText('Your amateur football portal');
    await expect(page.locator('#matches-title')).toHaveText('Next matches');
    await expect(page.locator('.site-footer')).toContainText('Cookie settings');
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
    await expect(
      page.locator('[data-widget="header-warning"]').getByRole('button', { name: 'Close notice' }),
    ).toBeVisible();
    await page.goto('/news');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the language switch turns the match tabs English too, labels and panel, without a reload', async ({
    page,
    context,
  }) => {
    await context.addCookies(returningVisitorCookies());
    await page.goto('/spiele/live');
    await page.goto((await page.locator('a[href^="/spiel/"]').first().getAttribute('href')) ?? '/');
    const tabs = page.locator('[data-widget="tabs"][data-widget-state="mounted"]');
    await expect(tabs.getByRole('tab', { name: 'Spielverlauf' })).toBeVisible();
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await page
      .locator('[data-widget="navigation-flyout"][data-widget-state="mounted"]')
      .getByRole('button', { name: 'English' })
      .click();
    // The tabs are a widget host: their labels (data-items) and the server's panel stayed German.
    await expect(tabs.getByRole('tab', { name: 'Match course' })).toBeVisible();
    await expect(tabs.getByRole('tab', { name: 'Live ticker' })).toBeVisible();
    await expect(tabs.getByRole('tabpanel')).toContainText(/Club ticker|Fan ticker/);
    await expect(tabs.getByRole('tabpanel')).not.toContainText(
      /Vereinsticker|Fanticker|Anpfiff|Halbzeit|noch nicht/,
    );
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
  });

  test('the language switch turns the cross table’s caption English (a text of its props script)', async ({
    page,
    context,
  }) => {
    await context.addCookies(returningVisitorCookies());
    await page.goto('/wettbewerb/landesliga-mittelrhein-herren-2526');
    const table = page.locator('[data-widget="cross-table"]');
    await table.scrollIntoViewIfNeeded();
    await expect(table.locator('caption')).toHaveText('Kreuztabelle Landesliga Mittelrhein');
    await page
      .locator('[data-widget="navigation-flyout"][data-widget-state="mounted"]')
      .getByRole('button', { name: 'English' })
      .click();
    await expect(table.locator('caption')).toHaveText('Cross table Landesliga Mittelrhein');
  });

  test('a first visit in English shows the cookie layer in English and passes axe', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'FBDE_LANG', value: 'en', domain: '127.0.0.1', path: '/' }]);
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Cookies and privacy' })).toBeVisible();
    await expectNoAxeViolations(page, 'in English with the cookie layer open');
  });

  test('login honours fw_url, sets the session cookie HttpOnly and the login cookies readable', async ({
    page,
    context,
  }) => {
    await context.addCookies(returningVisitorCookies());
    await page.goto('/login?fw_url=%2Fseitenfunktionen');
    await page.getByLabel('Benutzername').fill('max');
    await page.getByLabel('Passwort').fill('anstoss');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL('**/seitenfunktionen');
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
    expect(cookies.FBDE_SESSION?.httpOnly).toBe(true);
    expect(cookies.FBDE_LOGIN?.value).toBe('1');
    expect(cookies.FBDE_LOGIN?.httpOnly).toBe(false);
    expect(cookies.FBDE_USER_ID?.value).toMatch(/\w+/);
    await expect(page.getByText('Nur für angemeldete Mitglieder sichtbar.')).toBeVisible();
    await expect(page.getByText('Nur für Gäste sichtbar')).toHaveCount(0);
  });

  test('a wrong password keeps the visitor on the login page with a German message', async ({
    page,
    context,
  }) => {
    await context.addCookies(returningVisitorCookies());
    await page.goto('/login');
    await page.getByLabel('Benutzername').fill('max');
    await page.getByLabel('Passwort').fill('falsch');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText(/falsch|ungültig|stimmen nicht/i).first()).toBeVisible();
  });

  test('the data-protection layer opens by itself on the profile of a user under 16 and passes axe', async ({
    page,
    context,
  }) => {
    await context.addCookies(returningVisitorCookies());
    await login(page, 'lena');
    const userId = (await context.cookies()).find((c) => c.name === 'FBDE_USER_ID')?.value;
    await page.goto(`/fanprofil/-/userid/${userId}`);
    const layer = page.locator('dialog[data-layer="dsgvo_u16"]');
    await expect(layer).toBeVisible();
    await expectNoAxeViolations(page, 'with dsgvo_u16 open');
  });
});
