// Keyboard loops over the main page types (one page per test, so they run in parallel): Tab
// about 60 times from the top; after the first Tab focus is never on <body> (unless Tab went past
// the page's last control and wraps), and every focused control looks focused: its outline or
// box-shadow differs from the unfocused one. Then the layers a keyboard user opens: Escape closes
// the navigation's menu, the phone navigation, the account menu and the cookie settings, and
// focus is back on what opened them.
import type { Page } from '@playwright/test';
import { expect, login, test } from '../../../scripts/e2e-support.ts';
import { asReturningVisitor, openPage, pageTypes } from './pageTypes.ts';

const TABS = 60;

test.describe.configure({ mode: 'parallel' });

/** The page types of the loop, by their pageTypes.ts names (and /fotos). */
const LOOPED = [
  'start',
  'article',
  'news list',
  'fixtures',
  'club',
  'league',
  'match',
  'login',
  'photos',
] as const;

interface Step {
  /** 'body' when nothing has focus, 'wrap' when that is Tab going past the last control. */
  where: 'body' | 'wrap' | 'control' | 'frame';
  what: string;
  /** The focus indicator: outline or box-shadow differs from the same control unfocused. */
  visible: boolean;
}

/**
 * Looks at what has focus: the control, how it looks focused, and how it looks with focus parked
 * on the document (then focus goes back, with focus-visible, so the next Tab continues there).
 */
function step(page: Page): Promise<Step> {
  return page.evaluate(() => {
    const el = document.activeElement;
    const tabbable =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, summary, [tabindex]:not([tabindex="-1"])';
    const store = window as unknown as { __lastFocus?: Element };
    if (!(el instanceof HTMLElement) || el === document.body) {
      // Past the last control, Tab leaves the document (and the next one comes back to the top).
      const last = store.__lastFocus;
      const later =
        last &&
        [...document.querySelectorAll<HTMLElement>(tabbable)].some(
          (other) =>
            other.checkVisibility() &&
            last.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING &&
            !last.contains(other),
        );
      return { where: later || !last ? 'body' : 'wrap', what: 'body', visible: true };
    }
    store.__lastFocus = el;
    const what = `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
    // A frame's document draws its own focus; a native date input's inner picker button too.
    if (el.tagName === 'IFRAME') return { where: 'frame', what, visible: true };
    const look = () => {
      const style = getComputedStyle(el);
      const outline =
        style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
          ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
          : 'none';
      return { outline, shadow: style.boxShadow };
    };
    const focused = look();
    el.blur();
    const plain = look();
    el.focus({ focusVisible: true } as FocusOptions);
    const visible =
      (focused.outline !== 'none' && focused.outline !== plain.outline) ||
      (focused.shadow !== 'none' && focused.shadow !== plain.shadow);
    return { where: 'control', what, visible };
  });
}

for (const name of LOOPED) {
  test(`${name}: ${TABS} Tabs keep focus on the page, and every focused control shows it`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(60_000);
    await asReturningVisitor(context);
    const url =
      name === 'photos'
        ? '/fotos'
        : (await pageTypes(request)).find((type) => type.name === name)?.url;
    if (!url) throw new Error(`no ${name} page`);
    await openPage(page, url);
    await page.evaluate(() => {
      window.scrollTo(0, 0);
      (document.activeElement as HTMLElement | null)?.blur();
    });
    const problems: string[] = [];
    for (let i = 1; i <= TABS; i++) {
      await page.keyboard.press('Tab');
      const now = await step(page);
      if (now.where === 'body') problems.push(`Tab ${i}: focus on <body>`);
      else if (!now.visible) problems.push(`Tab ${i}: ${now.what} shows no focus`);
    }
    expect(problems, `${name} (${url})`).toEqual([]);
  });
}

test.describe('Escape returns focus to the opener', () => {
  test('a navigation menu at 1280 px', async ({ page, context }) => {
    await asReturningVisitor(context);
    await openPage(page, '/news');
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
    await openPage(page, '/news');
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
    await openPage(page, '/news');
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
    await openPage(page, '/news');
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
