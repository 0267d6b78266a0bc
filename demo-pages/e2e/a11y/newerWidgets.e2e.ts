// Issue 28: the pages of the newer widgets (media, uploads, TV, profile, editor), keyboard only.
// Each page's axe run and Tab walk (focus never on <body>) is in pageWalk.e2e.ts. Here the
// journeys where a control goes away by itself: the last "Weitere Alben laden" / "Mehr laden", and "Video laden" on tv-content, whose
// frame gets a visible focus ring.
import { expect, expectNoAxeViolations, test } from '../../../scripts/e2e-support.ts';
import { asReturningVisitor, openPage } from './pageTypes.ts';

test.describe.configure({ mode: 'parallel' });

test('the last "Weitere Alben laden" on /fotos hands focus to the first album it brought', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await asReturningVisitor(context);
  await openPage(page, '/fotos');
  // A mounted album list may still be fetching its first page: the count below does not wait.
  await expect(page.locator('.ast-album-list__link').first()).toBeVisible();
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
  // As on /fotos: the list's first page before the count, which does not wait.
  await expect(page.locator('.ast-tv-teaser__title a').first()).toBeVisible();
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
