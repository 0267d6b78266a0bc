// Issue 28: the pages of the newer widgets (media, uploads, TV, profile, editor), keyboard only.
// One test per page type: axe, then Tab through the page; focus must never land on <body>. Runs on
// the desktop and (tagged @phone) the phone project. Then the journeys where a control goes away
// by itself: the last "Weitere Alben laden" / "Mehr laden", and "Video laden" on tv-content, whose
// frame gets a visible focus ring.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, login, test } from '../../../scripts/e2e-support.ts';
import { asReturningVisitor, openPage } from './pageTypes.ts';

const TABS = 40;

test.describe.configure({ mode: 'parallel' });

/** Whether focus is on <body> while a later control exists (Tab past the last one wraps). */
function focusLost(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (el && el !== document.body) {
      (window as unknown as { __last?: Element }).__last = el;
      return null;
    }
    const last = (window as unknown as { __last?: Element }).__last;
    if (!last) return 'focus on <body> before any control';
    const later = [
      ...document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, iframe'),
    ].some(
      (other) =>
        other.checkVisibility() &&
        other.tabIndex >= 0 &&
        last.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING &&
        !last.contains(other),
    );
    return later
      ? `focus on <body> after ${last.tagName} "${last.textContent?.trim().slice(0, 30)}"`
      : null;
  });
}

async function tabLoop(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    (document.activeElement as HTMLElement | null)?.blur();
  });
  const problems: string[] = [];
  for (let i = 1; i <= TABS; i++) {
    await page.keyboard.press('Tab');
    const lost = await focusLost(page);
    if (lost) problems.push(`Tab ${i}: ${lost}`);
  }
  return problems;
}

const PAGES: { name: string; url: string; user?: string }[] = [
  { name: 'photo albums', url: '/fotos' },
  { name: 'TV magazine', url: '/tv' },
  { name: 'TV list', url: '/tv/liste' },
  { name: 'uploads', url: '/hochladen', user: 'max' },
  { name: 'profile', url: '/profil/max', user: 'max' },
  { name: 'article editor', url: '/artikel/neu', user: 'max' },
  { name: 'submission', url: '/einsenden' },
];

for (const { name, url, user } of PAGES) {
  test(`${name}: axe, and ${TABS} Tabs never drop focus to <body> @phone`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await asReturningVisitor(context);
    if (user) await login(page, user);
    await openPage(page, url);
    await expectNoAxeViolations(page, `on ${url}`);
    expect(await tabLoop(page), `${name} (${url})`).toEqual([]);
  });
}

test('the last "Weitere Alben laden" on /fotos hands focus to the first album it brought', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await asReturningVisitor(context);
  await openPage(page, '/fotos');
  const more = page.getByRole('button', { name: 'Weitere Alben laden' });
  for (let i = 0; i < 30 && (await more.count()) > 0; i++) {
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more.or(page.locator('.ast-album-list__link:focus'))).toBeVisible();
  }
  await expect(more).toHaveCount(0);
  await expect(page.locator('.ast-album-list__link:focus')).toHaveCount(1);
  await expectNoAxeViolations(page, 'after the last album page');
});

test('"Mehr laden" on /tv/liste: focus never on <body>, the last page to its first video', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await asReturningVisitor(context);
  await openPage(page, '/tv/liste');
  const more = page.getByRole('button', { name: 'Mehr laden' });
  for (let i = 0; i < 30 && (await more.count()) > 0; i++) {
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more.or(page.locator('.ast-tv-teaser__title a:focus'))).toBeVisible();
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  }
});

test('"Video laden" on tv-content: focus in the player, with a visible ring @phone', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await asReturningVisitor(context);
  await openPage(page, '/tv');
  const link = page.locator('.ast-tv-teaser__title a').first();
  await link.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/tv\/[^/]+$/);
  await openPage(page, page.url());
  const load = page.getByRole('button', { name: 'Video laden' }).first();
  await load.focus();
  await page.keyboard.press('Enter');
  const player = page.locator('.ast-tv-player').first();
  await expect(player.locator('iframe')).toBeFocused();
  const outline = await player.evaluate((el) => {
    const style = getComputedStyle(el);
    return `${style.outlineStyle} ${style.outlineWidth}`;
  });
  expect(outline).toBe('solid 3px');
  await expectNoAxeViolations(page, 'with the player loaded');
});
