/**
 * Issue 27: one profile page. A member opens "Mein Profil" from the header and finds
 * achievements, live stats, stage, profile photo and picture source on that one page at the
 * spec's path; the old address by user name redirects there; the page is walked by Tab.
 */
import type { Page } from '@playwright/test';
import {
  expect,
  login,
  returningVisitorCookies,
  test,
  waitForWidgets,
} from '../../scripts/e2e-support.ts';

const MAX_PROFILE = '/fanprofil/-/userid/10002';

const HOSTS = [
  'profile-stage',
  'profile-achievements',
  'profile-live-stats',
  'photo-upload',
  'profile-image-source',
] as const;

/** Where focus is: on <body>, in the footer, or the widget host (or '') it lies in. */
function focusPlace(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { body: true, footer: false, widget: '' };
    return {
      body: false,
      footer: !!el.closest('.site-footer'),
      widget: el.closest('[data-widget]')?.getAttribute('data-widget') ?? '',
    };
  });
}

test.describe('one profile page', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  for (const width of [1280, 390]) {
    // The phone project runs the 390 px walk on a touch device as well.
    test(`max opens "Mein Profil" from the header and finds everything there at ${width} px${width < 400 ? ' @phone' : ''}`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize({ width, height: 844 });
      await login(page, 'max');
      await page.goto('/');
      await page.getByRole('button', { name: /^Benutzerkonto: / }).click();
      await page.getByRole('link', { name: 'Mein Profil' }).click();
      await expect(page).toHaveURL(MAX_PROFILE);
      await waitForWidgets(page);

      await expect(page.getByRole('heading', { level: 1, name: 'Max Mustermann' })).toBeVisible();
      await expect(page.locator('.ast-stage__name')).toHaveText('Max Mustermann');
      await expect(page.getByRole('button', { name: 'Bühne ändern' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Erfolge' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Erfolg 1 bearbeiten' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Live-Statistik' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Dein Profilbild' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Dein Profilbild' })).toBeVisible();
      await expect(
        page.locator('[data-widget="photo-upload"]').getByRole('button', { name: /Foto/ }),
      ).toBeVisible();
      await expect(page.getByRole('group', { name: 'Profilbild zeigen als' })).toBeVisible();
      await page.screenshot({
        path: test.info().outputPath(`profile-${width}.png`),
        fullPage: true,
      });

      // Keyboard walk from the top: focus never falls on <body> and reaches every widget.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.locator('body').focus();
      await page.keyboard.press('Tab');
      const reached = new Set<string>();
      for (let i = 0; i < 200; i++) {
        const place = await focusPlace(page);
        expect(place.body, `Tab ${i + 1} left focus on <body>`).toBe(false);
        if (place.widget) reached.add(place.widget);
        if (place.footer) break;
        await page.keyboard.press('Tab');
      }
      expect((await focusPlace(page)).footer, 'Tab reaches the footer').toBe(true);
      expect([...reached].filter((w) => (HOSTS as readonly string[]).includes(w)).sort()).toEqual(
        [...HOSTS].sort(),
      );
    });
  }

  test('the old address by user name redirects to the profile page for good', async ({ page }) => {
    const answer = await page.request.get('/profil/max', { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers()['location']).toBe(MAX_PROFILE);
    await page.goto('/profil/max');
    await expect(page).toHaveURL(MAX_PROFILE);
    await waitForWidgets(page);
    await expect(page.getByRole('heading', { name: 'Erfolge' })).toBeVisible();
    // A visitor sees what max shares, no edit widgets.
    await expect(page.getByRole('button', { name: 'Bühne ändern' })).toHaveCount(0);
    await expect(page.locator('[data-widget="photo-upload"]')).toHaveCount(0);
  });
});
