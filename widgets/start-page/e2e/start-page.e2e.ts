import {
  expect,
  expectNoAxeViolations,
  login,
  returningVisitorCookies,
  test,
} from '../../../scripts/e2e-support.ts';

const HOST = '[data-widget="start-page"]';

test.describe('start-page ("Mein Fußball") on the reference CMS', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('logged out: an invitation to log in, and no request @phone', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/ajax/startpage')) requests.push(r.url());
    });
    await page.goto('/mein-fussball');
    const host = page.locator(`${HOST}[data-widget-state="mounted"]`);
    await expect(host.getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
      'href',
      '/login?fw_url=%2Fmein-fussball',
    );
    expect(requests).toEqual([]);
    await expectNoAxeViolations(page, 'on Mein Fußball logged out');
  });

  test('logged in with favourites: games and favourites as WAI-ARIA tabs @phone', async ({
    page,
  }) => {
    await login(page, 'max');
    await page.goto('/mein-fussball');
    const host = page.locator(HOST);
    const games = host.getByRole('tablist', { name: 'Spiele deiner Favoriten' });
    const upcoming = games.getByRole('tab', { name: 'Nächste Spiele' });
    await expect(upcoming).toHaveAttribute('aria-selected', 'true');
    await expect(
      host.getByRole('tabpanel', { name: 'Nächste Spiele' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'on Mein Fußball with favourites');

    await upcoming.focus();
    await page.keyboard.press('ArrowRight');
    const recent = games.getByRole('tab', { name: 'Letzte Ergebnisse' });
    await expect(recent).toBeFocused();
    await expect(recent).toHaveAttribute('aria-selected', 'true');
    await expect(host.getByRole('tabpanel', { name: 'Letzte Ergebnisse' })).toContainText(':');

    const favourites = host.getByRole('tablist', { name: 'Deine Favoriten' });
    await expect(favourites.getByRole('tab', { name: 'Mannschaften und Vereine' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      host.getByRole('tabpanel', { name: 'Mannschaften und Vereine' }).getByRole('link').first(),
    ).toBeVisible();
    await favourites.getByRole('tab', { name: 'Wettbewerbe' }).click();
    await expect(
      host.getByRole('tabpanel', { name: 'Wettbewerbe' }).getByRole('link').first(),
    ).toHaveAttribute('href', /^\/wettbewerb\//);
  });

  test('a member without favourites sees the inviting empty state, in English too', async ({
    page,
  }) => {
    await login(page, 'admin');
    await page.goto('/mein-fussball');
    await expect(
      page.locator(HOST).getByRole('heading', { name: 'Dein Fußball an einem Ort' }),
    ).toBeVisible();
    await expect(page.locator(HOST).getByRole('link', { name: 'Verein finden' })).toHaveAttribute(
      'href',
      // One club search since this round: /vereine (/vereinssuche redirects there).
      '/vereine',
    );
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const toggle = nav.getByRole('button', { name: 'Menü' });
    if (await toggle.isVisible()) await toggle.click();
    await nav.getByRole('button', { name: 'English' }).click();
    await expect(
      page.locator(HOST).getByRole('heading', { name: 'All your football in one place' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'on the empty start page in English');
  });
});
