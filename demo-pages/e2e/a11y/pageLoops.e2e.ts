// The layers a keyboard user opens: Escape closes the navigation's menu, the phone navigation,
// the account menu and the cookie settings, and focus is back on what opened them. (The Tab
// loops over the page types, focus never on <body> and always visible, are in pageWalk.e2e.ts.)
// The layers are the same on every page: the imprint, the page with the fewest widgets, carries them.
import { expect, login, test } from '../../../scripts/e2e-support.ts';
import { asReturningVisitor, openPage } from './pageTypes.ts';

test.describe.configure({ mode: 'parallel' });

test.describe('Escape returns focus to the opener', () => {
  test('a navigation menu at 1280 px', async ({ page, context }) => {
    await asReturningVisitor(context);
    await openPage(page, '/impressum');
    const menuButton = page.getByRole('button', { name: 'Wettbewerbe' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Wettbewerbssuche' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();
  });

  test('the phone navigation at 390 px', async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await asReturningVisitor(context);
    await openPage(page, '/impressum');
    const toggle = page.getByRole('button', { name: 'Menü' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator('.ast-nav').getByRole('link', { name: 'Start' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('the account menu, and Tab past its end closes it', async ({ page, context }) => {
    await asReturningVisitor(context);
    await login(page, 'max');
    await openPage(page, '/impressum');
    const button = page.getByRole('button', { name: 'Benutzerkonto: Max Mustermann' });
    const menu = page.locator('#account-menu');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Mein Profil' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    // Open again and Tab through: leaving the menu closes it (it never covers what has focus).
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab'); // three entries, then on
    await expect(menu).toBeHidden();
    await expect(page.locator('.ast-nav').getByRole('link', { name: 'Start' })).toBeFocused();
  });

  test('the cookie settings opened from the footer', async ({ page, context }) => {
    await asReturningVisitor(context);
    await openPage(page, '/impressum');
    const opener = page.locator('footer [data-cookie-settings-open]');
    await opener.focus();
    await page.keyboard.press('Enter');
    const layer = page.getByRole('dialog').filter({ hasText: 'Cookies' });
    await expect(layer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(layer).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
