import type { Page } from '@playwright/test';
import {
  collectErrors,
  expect,
  expectNoAxeViolations,
  login,
  returningVisitorCookies,
  test,
  trapDialogs,
  waitForBehaviours,
} from '../../../scripts/e2e-support.ts';
import { LEGACY_REPLIES_PARENT } from '../../../demo-pages/src/seed/community.ts';
import { LONG_THREAD_SLUG } from '../../../demo-pages/src/seed/fixedNews.ts';

/** The seed puts the long thread and its hostile fixtures on this article, whatever the date. */
const LONG_THREAD = `/news/${LONG_THREAD_SLUG}`;

const thread = (page: Page) => page.locator('[data-widget="comments"]');
const form = (page: Page) => page.locator('[data-widget="comment-form"]');

test.describe('comments and comment form on the reference CMS', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('logged out: the long thread loads, XSS stays text, replies load once, tools are login-gated, axe @phone', async ({
    page,
  }) => {
    const dialogs = trapDialogs(page);
    const errors = collectErrors(page);
    const replies: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/ajax/comments/replies/')) replies.push(r.url());
    });
    await page.goto(LONG_THREAD);
    await thread(page).scrollIntoViewIfNeeded(); // mounts as it approaches the viewport (issue 31)
    await waitForBehaviours(page);
    await expect(thread(page).getByText(/\d{3} Kommentare/)).toBeVisible();
    // Seeded hostile bodies and names are on the first page of the thread (newest first).
    await expect(
      thread(page).getByText('<svg onload=alert("xss-name")>Hacker', { exact: true }),
    ).toBeVisible();
    await expect(thread(page).getByText('Alter Beitrag')).toBeVisible();
    await expect(thread(page).locator('script, svg, [onerror], [href^="javascript"]')).toHaveCount(
      0,
    );

    // Load more pages of the long thread.
    await thread(page).getByRole('button', { name: 'Weitere Kommentare laden' }).click();
    await expect(thread(page).locator('.ast-comment')).toHaveCount(40);

    const withReplies = thread(page).locator('.ast-comment:has(button[aria-controls])').first();
    const toggle = withReplies.locator('button[aria-controls]');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await withReplies.locator('.ast-comment__replies .comment').first().waitFor();
    await toggle.click();
    await toggle.click();
    expect(replies).toHaveLength(1);

    await expectNoAxeViolations(page, 'article with thread, logged out');
    expect(dialogs).toEqual([]);
    // Chromium reports a CSP violation when DOMPurify's inert parse meets an inline handler in a
    // legacy comment; nothing runs (see the test without CSP below). Everything else is an error.
    expect(
      errors.filter((e) => !e.includes('404') && !e.includes('Content Security Policy')),
    ).toEqual([]);

    await thread(page).getByRole('button', { name: 'Melden' }).first().click();
    await page.waitForURL(/\/login\?fw_url=/);
  });

  test('logged in: post (draft kept over a reload), quote, reply toggle, report, delete', async ({
    page,
  }) => {
    // Three loads of the 320-comment thread and axe over it: about 25 s beside a second worker.
    test.slow();
    const dialogs = trapDialogs(page);
    await login(page, 'max');
    await page.goto(LONG_THREAD);
    const message = form(page).getByRole('textbox', { name: 'Dein Kommentar' });
    const draft = 'Entwurf <img src=x onerror=alert("xss-post")> bleibt';
    await message.fill(draft);
    await page.reload();
    await expect(message).toHaveValue('Entwurf <img src=x onerror=alert("xss-post")> bleibt');
    await expect(form(page).getByText(`Noch ${1000 - draft.length} Zeichen`)).toBeVisible();

    // Quote: select text inside a seeded comment, press "Zitieren". The thread must have taken
    // over the server's markup first: a selection made before is dropped with the old nodes.
    // Not simply the first comment: other tests post to and delete from this thread meanwhile
    // (the phone run of this test among them), so the first one may be anybody's, or going.
    await thread(page).scrollIntoViewIfNeeded(); // mounts as it approaches the viewport (issue 31)
    await expect(thread(page)).toHaveAttribute('data-widget-state', 'mounted');
    const first = thread(page)
      .locator('.ast-comment')
      .filter({ hasText: LEGACY_REPLIES_PARENT })
      .first();
    // This imported old post is not shown as the server rendered it: its text is sanitised
    // in the browser once the sanitiser has arrived (empty and busy until then).
    await expect(first.locator('.ast-comment__text')).not.toHaveAttribute('aria-busy', 'true');
    await expect(first.locator('.ast-comment__text')).toContainText(LEGACY_REPLIES_PARENT);
    const author = (await first.locator('.ast-comment__author').textContent())!;
    const quoted = await first.locator('.ast-comment__text').evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
      return getSelection()!.toString().trim();
    });
    expect(quoted).not.toBe('');
    await first.getByRole('button', { name: 'Zitieren' }).click();
    await expect(message).toHaveValue(
      `Entwurf <img src=x onerror=alert("xss-post")> bleibt\n(quote)(quotefrom)${author}(/quotefrom)${quoted}(/quote)`,
    );
    // A selection outside the comment's text fails inline (spec §5); without any selection the
    // whole comment is quoted (issue 18), see community-gaps.e2e.ts.
    await page.locator('h1').evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
    });
    await first.getByRole('button', { name: 'Zitieren' }).click();
    await expect(first.getByRole('alert')).toContainText('Bitte markiere zuerst den Text');

    await form(page).getByRole('button', { name: 'Kommentar senden' }).click();
    const posted = form(page).locator('.ast-comment-form__posted .comment');
    await expect(posted).toContainText('Entwurf <img src=x onerror=alert("xss-post")> bleibt');
    await expect(posted.locator('blockquote')).toContainText(author);
    await expect(message).toHaveValue('');
    await expect(form(page).getByText('Noch 1000 Zeichen')).toBeVisible();

    // Persisted: after a reload it heads the thread and is the member's own, so deletable.
    await page.reload();
    await expect(message).toHaveValue('');
    const mine = thread(page).locator('.ast-comment').first();
    await expect(mine).toContainText('Max Mustermann');
    await expect(mine).toContainText('Entwurf <img src=x onerror=alert("xss-post")> bleibt');

    // Report somebody else's comment.
    const other = thread(page).locator('.ast-comment').nth(1);
    await other.getByRole('button', { name: 'Melden' }).click();
    await other.getByRole('button', { name: 'Meldung senden' }).click();
    // Empty: refused in the browser, the field marked (issue 18); too short: the server says so.
    await expect(other.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await other.getByRole('textbox').fill('kurz');
    await other.getByRole('button', { name: 'Meldung senden' }).click();
    await expect(other.getByRole('alert')).toContainText('mindestens 5 Zeichen');
    await other.getByRole('textbox').fill('Beleidigender Inhalt');
    await other.getByRole('button', { name: 'Meldung senden' }).click();
    await expect(other.getByText('Danke, der Kommentar wurde gemeldet.')).toBeVisible();

    // Delete: the tools exclude one another while the form is open.
    await mine.getByRole('button', { name: 'Löschen' }).click();
    await expect(mine.getByRole('button', { name: 'Melden' })).toBeDisabled();
    await expectNoAxeViolations(page, 'delete tool open');
    await mine.getByRole('button', { name: 'Endgültig löschen' }).click();
    await expect(thread(page).getByText('Der Kommentar wurde gelöscht.')).toBeVisible();
    await page.reload();
    await expect(thread(page).locator('.ast-comment').first()).not.toContainText('Max Mustermann');
    expect(dialogs).toEqual([]);
  });

  test('a poll part with missing fields is flagged and kept; English texts', async ({
    page,
    context,
  }) => {
    await login(page, 'lena');
    await page.goto(LONG_THREAD);
    const f = form(page);
    await f.getByRole('textbox', { name: 'Dein Kommentar' }).fill('Umfrage zum Derby');
    await f.getByRole('checkbox', { name: 'Eine Umfrage hinzufügen' }).check();
    await f.getByRole('textbox', { name: 'Titel der Umfrage' }).fill('Derby');
    await f.getByRole('button', { name: 'Kommentar senden' }).click();
    await expect(f.getByRole('alert')).toContainText('Bitte fülle alle Felder der Umfrage aus.');
    await expect(f.getByRole('textbox', { name: 'Frage', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(f.getByRole('textbox', { name: 'Titel der Umfrage' })).not.toHaveAttribute(
      'aria-invalid',
    );
    await f.getByRole('textbox', { name: 'Frage', exact: true }).fill('Wer gewinnt?');
    await expect(f.getByRole('textbox', { name: 'Frage', exact: true })).not.toHaveAttribute(
      'aria-invalid',
    );
    await expect(f.getByRole('textbox', { name: 'Dein Kommentar' })).toHaveValue(
      'Umfrage zum Derby',
    );
    await f.getByLabel('Gültig ab').fill('2026-12-01');
    await f.getByRole('textbox', { name: 'Antwort 1' }).fill('Heim');
    await f.getByRole('textbox', { name: 'Antwort 2' }).fill('Gast');
    await f.getByRole('button', { name: 'Kommentar senden' }).click();
    await expect(f.locator('.comment-poll')).toContainText('Wer gewinnt?');

    await context.addCookies([{ name: 'FBDE_LANG', value: 'en', domain: '127.0.0.1', path: '/' }]);
    await page.reload();
    await expect(form(page).getByRole('button', { name: 'Send comment' })).toBeVisible();
    await expect(thread(page).getByRole('button', { name: 'Quote' }).first()).toBeVisible();
    await expectNoAxeViolations(page, 'English');
  });

  test.describe('without the page CSP', () => {
    test.use({ bypassCSP: true });
    test('the sanitiser alone keeps every XSS vector in comments, names and replies from running', async ({
      page,
    }) => {
      const dialogs = trapDialogs(page);
      await page.goto(LONG_THREAD);
      await thread(page).scrollIntoViewIfNeeded(); // mounts as it approaches the viewport (issue 31)
      await expect(
        thread(page).getByText('<svg onload=alert("xss-name")>Hacker', { exact: true }),
      ).toBeVisible();
      await expect(thread(page).getByText('Alter Beitrag')).toBeVisible();
      // Imported legacy replies arrive as raw HTML from the replies endpoint.
      const legacy = thread(page).locator('.ast-comment', { hasText: LEGACY_REPLIES_PARENT });
      await legacy.locator('button[aria-controls]').click();
      const replies = legacy.locator('.ast-comment__replies .comment');
      await expect(replies).toHaveCount(2);
      await expect(replies.first()).toContainText('Antwort aus dem Archiv');
      await expect(replies.nth(1)).toContainText('alte Antwort');
      // With no script, handler attribute or javascript: link in the thread, nothing can open a
      // dialog later: no need to wait for one.
      await expect(legacy.locator('script, img[onerror], [href^="javascript"]')).toHaveCount(0);
      await expect(
        thread(page).locator('script, [onerror], [onload], [href^="javascript"]'),
      ).toHaveCount(0);
      expect(dialogs).toEqual([]);
    });
  });
});
