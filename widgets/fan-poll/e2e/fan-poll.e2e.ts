import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  login,
  returningVisitorCookies,
  syncClock,
  test,
  trapDialogs,
} from '../../../scripts/e2e-support.ts';

const poll = (page: Page) => page.locator('[data-widget="fan-poll"]');

test.describe('fan poll on the start page', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('logged out: week label, poll text, answers as text, voting is login-gated; axe', async ({
    page,
  }) => {
    const dialogs = trapDialogs(page);
    await page.goto('/');
    await poll(page).scrollIntoViewIfNeeded();
    await expect(poll(page).getByText(/^KW \d{1,2}\/\d{4}$/)).toBeVisible();
    await expect(
      poll(page).getByText('Welche Szene des Spieltags war die schönste?', { exact: true }).first(),
    ).toBeVisible();
    await expect(
      poll(page).getByText('<img src=x onerror=alert("xss-poll")>Dribbling'),
    ).toBeVisible();
    await expect(poll(page).locator('img')).toHaveCount(0);
    await expectNoAxeViolations(page, 'start page with the fan poll');
    expect(dialogs).toEqual([]);
    // Choosing with the keyboard stays on the page (WCAG 3.2.2); "Abstimmen" is the gate.
    await expect(poll(page).getByText('Zum Abstimmen musst du angemeldet sein.')).toBeVisible();
    await poll(page).getByRole('radio', { name: 'Tor des Monats' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(poll(page).getByRole('radio', { name: 'Parade des Monats' })).toBeChecked();
    expect(new URL(page.url()).pathname).toBe('/');
    await poll(page).getByRole('button', { name: 'Abstimmen' }).click();
    await page.waitForURL(/\/login\?fw_url=/);
  });

  test('results change as demo accounts vote; a second vote is refused', async ({
    browser,
    baseURL,
  }) => {
    // Up to four fresh browser contexts, each with a login: past 30 s beside a second worker.
    test.slow();
    const votes: number[] = [];
    // Demo accounts that have not voted yet (a reused server keeps earlier votes).
    for (const user of ['max', 'lena', 'verein', 'admin']) {
      if (votes.length === 2) break;
      const context = await browser.newContext();
      await syncClock(context, baseURL);
      await context.addCookies(returningVisitorCookies());
      const page = await context.newPage();
      await login(page, user);
      const state = (await (await page.request.get('/ajax/fan-poll/questions.json')).json()) as {
        poll: { votedAnswer: string };
      };
      if (state.poll.votedAnswer !== 'none') {
        await context.close();
        continue;
      }
      await page.goto('/');
      await poll(page).scrollIntoViewIfNeeded();
      await poll(page).getByRole('radio', { name: 'Parade des Monats' }).check();
      const answer = page.waitForResponse((r) => r.url().includes('/ajax/fan-poll/vote.json'));
      await poll(page).getByRole('button', { name: 'Abstimmen' }).click();
      const body = (await (await answer).json()) as { success: boolean; poll?: { votes: number } };
      expect(body.success).toBe(true);
      await expect(poll(page).getByText('Danke für deine Stimme!')).toBeVisible();
      await expect(poll(page).getByText('(deine Stimme)')).toBeVisible();
      votes.push(body.poll!.votes);
      // Persisted: a reload shows the results with the member's vote.
      await page.reload();
      await expect(poll(page).getByText('(deine Stimme)')).toBeVisible();
      await expect(poll(page).getByText(`${body.poll!.votes} Stimmen`)).toBeVisible();
      // A second vote from the page itself (same-site: the server refuses cross-site votes).
      const again = await page.evaluate(() =>
        fetch('/ajax/fan-poll/vote.json?id=2&votedAnswer=question1').then((r) => r.json()),
      );
      expect(again).toMatchObject({
        success: false,
        error: { message: 'Du hast bereits abgestimmt.' },
      });
      await context.close();
    }
    test.skip(votes.length < 2, 'every demo account has voted on this server already');
    expect(votes[1]).toBe(votes[0]! + 1);
  });
});
