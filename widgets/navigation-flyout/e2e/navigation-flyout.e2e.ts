import type { Page } from '@playwright/test';
import {
  collectErrors,
  expect,
  expectNoAxeViolations,
  login,
  returningVisitorCookies,
  settleTracker,
  test,
} from '../../../scripts/e2e-support.ts';

const FLYOUT = '[data-widget="navigation-flyout"]';

async function openFlyoutPage(page: Page, path = '/') {
  await page.goto(path);
  await page.waitForSelector(`${FLYOUT}[data-widget-state="mounted"]`, { state: 'attached' });
  return page.getByRole('navigation', { name: /Hauptnavigation|Main navigation/ });
}

/** On a phone the navigation sits behind the "Menü" toggle. */
async function revealOnPhone(page: Page, lang: 'de' | 'en' = 'de') {
  const toggle = page.getByRole('button', { name: lang === 'de' ? 'Menü' : 'Menu' });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
}

test.describe('navigation-flyout on the reference CMS', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('every page has the flyout; menus open, Escape closes and returns focus; axe open and closed @phone', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const nav = await openFlyoutPage(page);
    await expectNoAxeViolations(page, 'with the flyout closed');
    await revealOnPhone(page);
    const competitions = nav.getByRole('button', { name: 'Wettbewerbe' });
    await competitions.click();
    await expect(competitions).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Wettbewerbssuche' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Statistiken' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Spielkalender' })).toBeVisible();
    await expectNoAxeViolations(page, 'with the competitions menu open');

    // Arrow keys within the menu, Escape closes and returns focus to the button.
    await competitions.focus();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Wettbewerbssuche' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Statistiken' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(nav.getByRole('link', { name: 'Spielkalender' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(competitions).toHaveAttribute('aria-expanded', 'false');
    await expect(competitions).toBeFocused();

    const pros = nav.getByRole('button', { name: 'Profis' });
    await pros.click();
    await expect(nav.getByRole('link', { name: 'Vereinssuche' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Spielersuche' })).toBeVisible();
    await expect(competitions).toHaveAttribute('aria-expanded', 'false');

    for (const path of ['/news', '/vereine', '/vereinssuche', '/mein-fussball', '/impressum']) {
      await page.goto(path);
      await page.waitForSelector(`${FLYOUT}[data-widget-state="mounted"]`, { state: 'attached' });
    }
    expect(errors).toEqual([]);
  });

  test('#shop loads the shop menu, #search focuses the query field @phone', async ({ page }) => {
    const nav = await openFlyoutPage(page);
    await revealOnPhone(page);
    const menu = page.waitForResponse('**/ajax/shop/menu.json');
    await nav.getByRole('button', { name: 'Shop' }).click();
    await menu;
    await expect(nav.getByRole('link', { name: 'Trikots' })).toBeVisible();
    await expectNoAxeViolations(page, 'with the shop menu open');

    await nav.getByRole('button', { name: 'Suche' }).click();
    const field = nav.getByRole('searchbox', { name: 'Suchbegriff' });
    await expect(field).toBeFocused();
    await field.fill('Schwarz');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/vereine?q=Schwarz');
  });

  test('the shop menu falls back when the answer has no categories', async ({ page }) => {
    await page.route('**/ajax/shop/menu.json', (route) => route.fulfill({ json: {} }));
    const nav = await openFlyoutPage(page);
    await nav.getByRole('button', { name: 'Shop' }).click();
    await expect(nav.getByText('Das Shop-Menü ist gerade nicht verfügbar.')).toBeVisible();
  });

  test('the mobile toggle shows and hides the navigation below 760 px @phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const nav = await openFlyoutPage(page);
    const toggle = nav.getByRole('button', { name: 'Menü' });
    await expect(toggle).toBeVisible();
    await expect(nav.getByRole('link', { name: 'News' })).toBeHidden();
    await toggle.click();
    await expect(nav.getByRole('link', { name: 'News' })).toBeVisible();
    await expectNoAxeViolations(page, 'with the mobile navigation open');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(toggle).toBeHidden();
    await expect(nav.getByRole('link', { name: 'News' })).toBeVisible();
  });

  test('English re-renders every widget without a reload, persists, and the next server page is English @phone', async ({
    page,
  }) => {
    const nav = await openFlyoutPage(page);
    await page.waitForSelector('[data-widget="header-warning"][data-widget-state="mounted"]', {
      state: 'attached',
    });
    await revealOnPhone(page);
    let reloaded = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloaded = true;
    });
    await nav.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Competitions' })).toBeVisible();
    await expect(
      page.locator('[data-widget="header-warning"]').getByRole('button', { name: 'Close notice' }),
    ).toBeVisible();
    expect(reloaded).toBe(false);
    const cookies = await page.context().cookies();
    const lang = cookies.find((c) => c.name === 'FBDE_LANG');
    expect(lang?.value).toBe('en');
    expect(lang?.path).toBe('/');
    expect(lang?.sameSite).toBe('Lax');
    await expectNoAxeViolations(page, 'in English after the switch');

    await page.goto('/news');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
    await expect(page.locator(FLYOUT).getByText('Competitions', { exact: true })).toBeAttached();

    // And back: the widgets speak German again, the cookie follows.
    await page.waitForSelector(`${FLYOUT}[data-widget-state="mounted"]`, { state: 'attached' });
    await revealOnPhone(page, 'en');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Deutsch' })
      .click();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'FBDE_LANG')?.value)
      .toBe('de');
  });

  test('logged in, the flyout shows the person’s favourites', async ({ page }) => {
    await login(page, 'max');
    const nav = await openFlyoutPage(page);
    const favourites = nav.getByRole('button', { name: 'Meine Favoriten' });
    await favourites.click();
    await expect(nav.getByText('Mannschaften und Vereine')).toBeVisible();
    await expect(nav.locator('[data-sub] a[href^="/mannschaft/"]').first()).toBeVisible();
    await expectNoAxeViolations(page, 'with the favourites menu open');
  });

  test('logged out, no favourites request is made', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/ajax/favourites')) requests.push(r.url());
    });
    const settled = settleTracker(page);
    const nav = await openFlyoutPage(page);
    await expect(nav.getByRole('button', { name: 'Shop' })).toBeVisible();
    // Everything the open flyout starts has finished: a favourites request would be recorded.
    await settled();
    await expect(nav.getByRole('button', { name: 'Meine Favoriten' })).toHaveCount(0);
    expect(requests).toEqual([]);
  });

  test.describe('the flyout loads when the reader turns to the navigation (issue 31)', () => {
    /** The flyout's own chunk, held back for `ms` so a press can come before it. */
    async function slowFlyout(page: Page, ms: number): Promise<string[]> {
      const loaded: string[] = [];
      await page.route('**/chunks/NavigationFlyout-*.js', async (route) => {
        loaded.push(route.request().url());
        await new Promise((resolve) => setTimeout(resolve, ms));
        await route.continue();
      });
      return loaded;
    }

    test('not before, and the first press on a menu opens it', async ({ page }) => {
      const loaded = await slowFlyout(page, 400);
      const settled = settleTracker(page);
      const nav = await openFlyoutPage(page);
      await settled();
      expect(loaded).toEqual([]);
      // The server's menu button (it names no menu it controls) until the flyout takes over.
      const competitions = nav.getByRole('button', { name: 'Wettbewerbe' });
      await expect(competitions).not.toHaveAttribute('aria-controls');
      await competitions.click();
      await expect(competitions).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: 'Wettbewerbssuche' })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(loaded).toHaveLength(1);
    });

    test('the keyboard: focus stays on its control, Enter before the flyout opens the menu', async ({
      page,
    }) => {
      await slowFlyout(page, 400);
      const nav = await openFlyoutPage(page);
      const competitions = nav.getByRole('button', { name: 'Wettbewerbe' });
      await competitions.focus();
      await page.keyboard.press('Enter');
      await expect(competitions).toHaveAttribute('aria-expanded', 'true');
      await expect(competitions).toHaveAttribute('aria-controls');
      await expect(competitions).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(nav.getByRole('link', { name: 'Wettbewerbssuche' })).toBeFocused();
    });

    test('on a phone the first tap on "Menü" opens the navigation @phone', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await slowFlyout(page, 400);
      const nav = await openFlyoutPage(page);
      const toggle = nav.getByRole('button', { name: 'Menü' });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: 'News' })).toBeVisible();
    });

    test('the first press on English switches without a reload', async ({ page }) => {
      await slowFlyout(page, 400);
      const nav = await openFlyoutPage(page);
      await revealOnPhone(page);
      let reloaded = false;
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) reloaded = true;
      });
      await nav.getByRole('button', { name: 'English' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      expect(reloaded).toBe(false);
    });
  });
});
