// Issue 17 (server-rendered first page, "Antworten", scroll after submit) and issue 18 (focus
// never on <body>, keyboard quoting, names with the author, an empty report marked invalid) on
// the comments widgets of the reference CMS.
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  login,
  nextPost,
  returningVisitorCookies,
  syncClock,
  test,
  waitForWidgets,
} from '../../../scripts/e2e-support.ts';
import { LEGACY_REPLIES_PARENT } from '../../../demo-pages/src/seed/community.ts';
import { LONG_THREAD_SLUG } from '../../../demo-pages/src/seed/fixedNews.ts';

const LONG_THREAD = `/news/${LONG_THREAD_SLUG}`;
const thread = (page: Page) => page.locator('[data-widget="comments"]');
const form = (page: Page) => page.locator('[data-widget="comment-form"]');
const focusOnBody = (page: Page) =>
  page.evaluate(() => document.activeElement === document.body || !document.activeElement);
/** The form's top in the viewport once a smooth scroll has settled. */
/**
 * Where the form was scrolled to: 160 px from the top (spec §9), or as far as the page goes when
 * there is not enough below the form to bring it that high.
 */
const scrolledToForm = (page: Page) =>
  form(page)
    .locator('form')
    .evaluate((el) => {
      const top = Math.round(el.getBoundingClientRect().top);
      const atEnd =
        Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
      return top === 160 || (atEnd && top > 160 && top < window.innerHeight) ? 'scrolled' : top;
    });

test.describe('comments: server-rendered first page', () => {
  test('readable without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await syncClock(context, baseURL);
    const page = await context.newPage();
    await page.goto(LONG_THREAD);
    await expect(thread(page).locator('.ast-comment')).toHaveCount(20);
    await expect(thread(page).getByText(/\d{3} Kommentare/)).toBeVisible();
    await expect(
      thread(page).locator('script:not([type="application/json"]), [onerror]'),
    ).toHaveCount(0);
    await context.close();
  });

  test('the widget takes the first page over and fetches only later pages', async ({
    page,
    context,
  }) => {
    await context.addCookies(returningVisitorCookies());
    const requests: string[] = [];
    page.on('request', (r) => {
      if (/\/ajax\/comments\/\d+(\?|$)/.test(r.url())) requests.push(r.url());
    });
    await page.goto(LONG_THREAD);
    await thread(page).scrollIntoViewIfNeeded(); // mounts as it approaches the viewport (issue 31)
    await expect(thread(page)).toHaveAttribute('data-widget-state', 'mounted');
    await expect(
      thread(page)
        .getByRole('button', { name: /^Zitieren, Kommentar von / })
        .first(),
    ).toBeVisible();
    await expect(thread(page).locator('.ast-comment')).toHaveCount(20);
    expect(requests).toEqual([]);
    await thread(page).getByRole('button', { name: 'Weitere Kommentare laden' }).click();
    await expect(thread(page).locator('.ast-comment')).toHaveCount(40);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toContain('offset=20');
  });
});

test.describe('comments: keyboard and focus (logged in)', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('Zitieren without a selection, Melden with cancel/empty/success, never <body>', async ({
    page,
  }) => {
    await login(page, 'max');
    await page.goto(LONG_THREAD);
    await thread(page).scrollIntoViewIfNeeded(); // mounts as it approaches the viewport (issue 31)
    await expect(thread(page)).toHaveAttribute('data-widget-state', 'mounted');
    // A seeded comment no test posts or deletes: the thread's newest comment is not one, as
    // comments.e2e.ts (in the other worker) posts one as max and deletes it again, and a report
    // on a comment deleted meanwhile is answered "Diesen Kommentar gibt es nicht mehr."
    const seeded = thread(page)
      .locator('.ast-comment', { hasText: LEGACY_REPLIES_PARENT })
      // A posted comment may quote it (Zitieren): the seeded one is the archive's.
      .filter({ has: page.locator('.ast-comment__author', { hasText: 'Altbestand' }) });
    const author = (await seeded.locator('.ast-comment__author').textContent())!.trim();

    // Zitieren by keyboard: the whole comment lands in the field, which takes focus.
    const quote = seeded.getByRole('button', { name: `Zitieren, Kommentar von ${author}` });
    await quote.focus();
    await page.keyboard.press('Enter');
    const message = form(page).getByRole('textbox', { name: 'Dein Kommentar' });
    await expect(message).toBeFocused();
    await expect(message).toHaveValue(
      new RegExp(
        `^\\(quote\\)\\(quotefrom\\)${author.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\(/quotefrom\\).+\\(/quote\\)$`,
      ),
    );
    await expect(thread(page).locator('[role="status"][aria-live="polite"]').first()).toContainText(
      'zitiert',
    );
    await message.fill('');

    // Melden: into the field; Abbrechen back to the trigger.
    const report = seeded.getByRole('button', { name: `Melden, Kommentar von ${author}` });
    await report.focus();
    await page.keyboard.press('Enter');
    const field = seeded.getByRole('textbox');
    await expect(field).toBeFocused();
    await seeded.getByRole('button', { name: 'Abbrechen' }).focus();
    await page.keyboard.press('Enter');
    await expect(report).toBeFocused();

    // Empty submit: marked, described, focused; nothing sent.
    await page.keyboard.press('Enter');
    await expect(field).toBeFocused();
    await seeded.getByRole('button', { name: 'Meldung senden' }).focus();
    await page.keyboard.press('Enter');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    await expectNoAxeViolations(page, 'report tool open with an invalid empty field');

    // A real report: the confirmation takes focus.
    await field.fill('Das ist beleidigend.');
    await seeded.getByRole('button', { name: 'Meldung senden' }).focus();
    await page.keyboard.press('Enter');
    const done = seeded.getByText('Danke, der Kommentar wurde gemeldet.');
    await expect(done).toBeFocused();
    expect(await focusOnBody(page)).toBe(false);
  });

  test('Antworten: the form answers the comment, scrolls to 160 px above it, and after sending too', async ({
    page,
  }) => {
    await login(page, 'max');
    await page.goto(LONG_THREAD);
    await thread(page).scrollIntoViewIfNeeded(); // mounts as it approaches the viewport (issue 31)
    await expect(thread(page)).toHaveAttribute('data-widget-state', 'mounted');
    await expect(form(page)).toHaveAttribute('data-widget-state', 'mounted');
    // Every widget of the page mounted first, so no gallery grows above the form after the scroll.
    await waitForWidgets(page);
    const fifth = thread(page).locator('.ast-comment').nth(4);
    const author = (await fifth.locator('.ast-comment__author').textContent())!.trim();
    await fifth.getByRole('button', { name: `Antworten, Kommentar von ${author}` }).click();
    const message = form(page).getByRole('textbox', { name: 'Dein Kommentar' });
    await expect(message).toBeFocused();
    await expect(form(page).getByText(`Antwort an ${author}`, { exact: true })).toBeVisible();
    await expect.poll(() => scrolledToForm(page)).toBe('scrolled');

    await message.fill('Da hast du recht, finde ich auch.');
    const posted = await nextPost(page, /\/ajax\/comments\/\d+$/);
    // From the top of the page: the button takes focus without scrolling the form into view.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await form(page)
      .getByRole('button', { name: 'Kommentar senden' })
      .evaluate((button: HTMLElement) => button.focus({ preventScroll: true }));
    expect(await scrolledToForm(page)).not.toBe('scrolled');
    await page.keyboard.press('Enter');
    const body = new URLSearchParams((await posted.request).postData()!);
    expect(body.get('parentId')).toMatch(/^\d+$/);
    const status = form(page).locator('.ast-comment-form__posted');
    await expect(status).toBeFocused();
    await expect.poll(() => scrolledToForm(page)).toBe('scrolled');
    await expect(form(page).getByText(`Antwort an ${author}`, { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page, 'after a reply was posted');
  });
});
