import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  login,
  nextPost,
  returningVisitorCookies,
  test,
} from '../../../scripts/e2e-support.ts';

const SAVE = '[data-widget="favourites"][data-save-url]';

/** A club page; `index` keeps parallel runs (desktop, phone) off each other's favourites. */
async function clubPath(page: Page, index = 0): Promise<string> {
  await page.goto('/vereine?q=Schw');
  const href = await page.locator('main a[href^="/verein/"]').nth(index).getAttribute('href');
  if (!href) throw new Error('no club found');
  return href;
}

async function saveButton(page: Page, name: RegExp) {
  await page.waitForSelector(`${SAVE}[data-widget-state="mounted"]`, { state: 'attached' });
  return page.locator(SAVE).getByRole('button', { name });
}

test.describe('favourites on the reference CMS', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('logged out, saving sends the visitor to the login page and back @phone', async ({
    page,
  }) => {
    const club = await clubPath(page);
    await page.goto(club);
    const button = await saveButton(page, /Als Favorit speichern/);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expectNoAxeViolations(page, 'on a club page with the save button');
    await button.click();
    await page.waitForURL(`**/login?fw_url=${encodeURIComponent(club)}`);
  });

  test('logged in, saving posts {mime-type, fw_url}, toggles, and the flyout follows the event @phone', async ({
    page,
  }, testInfo) => {
    await login(page, 'max');
    const club = await clubPath(page, testInfo.project.name === 'phone' ? 1 : 2);
    await page.goto(club);
    const button = await saveButton(page, /Als Favorit speichern/);
    const before = (await button.getAttribute('aria-pressed')) === 'true';
    const saved = await nextPost(page, '**/ajax/favourites/save');
    await button.click();
    const request = await saved.request;
    expect(request.method()).toBe('POST');
    expect(request.postDataJSON()).toEqual({ 'mime-type': 'JSON', fw_url: club });
    expect(request.headers()['x-csrf-token']).toBeTruthy();
    await expect(button).toHaveAttribute('aria-pressed', String(!before));
    await expect(page.locator(SAVE).getByRole('status')).toHaveText(
      before ? 'Aus deinen Favoriten entfernt.' : 'Zu deinen Favoriten hinzugefügt.',
    );

    // The flyout's favourites show the answer's data.favorites.
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const toggle = nav.getByRole('button', { name: 'Menü' });
    if (await toggle.isVisible()) await toggle.click();
    await nav.getByRole('button', { name: 'Meine Favoriten' }).click();
    await expect(nav.locator(`[data-sub] a[href="${club}"]`)).toHaveCount(before ? 0 : 1);
    // The open menu lies over the page's links (axe counts them as obscured targets): close it.
    await page.keyboard.press('Escape');
    await expect(nav.locator(`[data-sub] a[href="${club}"]`)).toBeHidden();
    await expectNoAxeViolations(page, 'after saving a favourite');

    // Back to how it was; a reload shows the server's state.
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', String(before));
    await page.reload();
    await expect(await saveButton(page, /Als Favorit speichern/)).toHaveAttribute(
      'aria-pressed',
      String(before),
    );
  });

  test('team and competition pages have the button too, in English as well', async ({ page }) => {
    await login(page, 'max');
    await page.goto('/mein-fussball');
    const teamLink = page
      .locator('[data-widget="start-page"]')
      .getByRole('tabpanel', { name: 'Mannschaften und Vereine' })
      .locator('a[href^="/mannschaft/"]')
      .first();
    await expect(teamLink).toBeVisible();
    await page.goto((await teamLink.getAttribute('href')) ?? '/');
    await expect(await saveButton(page, /Als Favorit speichern/)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectNoAxeViolations(page, 'on a team page');
    const competition = await page
      .locator('main a[href^="/wettbewerb/"]')
      .first()
      .getAttribute('href');
    await page
      .context()
      .addCookies([{ name: 'FBDE_LANG', value: 'en', domain: '127.0.0.1', path: '/' }]);
    await page.evaluate(() => localStorage.clear());
    await page.goto(competition ?? '/');
    await expect(await saveButton(page, /Save as favourite/)).toBeVisible();
    await expectNoAxeViolations(page, 'on a competition page in English');
  });
});
