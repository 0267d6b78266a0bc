import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  nextPost,
  returningVisitorCookies,
  test,
} from '../../../scripts/e2e-support.ts';

async function articleUrl(page: Page): Promise<string> {
  await page.goto('/news');
  return (await page.locator('a[href^="/news/"]').first().getAttribute('href'))!;
}

/** The report button sits under the comments: it mounts as it approaches the viewport (issue 31). */
async function scrollToReport(page: Page) {
  await page.locator('[data-widget="report-offense"]').scrollIntoViewIfNeeded();
}

/** Answers the arithmetic captcha the way a person does: reading the question. */
async function solveCaptcha(page: Page, wrong = false) {
  const dialog = page.getByRole('dialog', { name: 'Verstoß melden' });
  const question = (await dialog.locator('.ast-report-offense__question').textContent())!;
  const [, x, op, y] = /(\d+) (plus|minus|mal) (\d+)/.exec(question)!;
  const [a, b] = [Number(x), Number(y)];
  const answer = op === 'plus' ? a + b : op === 'minus' ? a - b : a * b;
  await dialog.getByLabel(/Sicherheitsfrage/).fill(String(answer + (wrong ? 1 : 0)));
}

test.describe('report offense on a news article', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('a wrong captcha keeps the form with a message and a new question; the right one confirms', async ({
    page,
  }) => {
    await page.goto(await articleUrl(page));
    await scrollToReport(page);
    await page.getByRole('button', { name: 'Verstoß melden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verstoß melden' });
    await dialog.getByLabel('Vorname').fill('Erika');
    await dialog.getByLabel('Nachname').fill('Muster');
    await dialog.getByLabel('E-Mail-Adresse').fill('erika@example.org');
    await dialog.getByRole('radio', { name: 'Beleidigung' }).check();
    await dialog.getByLabel('Was ist passiert?').fill('Im Kommentarbereich wird beleidigt.');
    await expect(dialog.locator('.ast-report-offense__question')).toBeVisible();
    await expectNoAxeViolations(page, 'report layer open');
    const firstQuestion = await dialog.locator('.ast-report-offense__question').textContent();
    await solveCaptcha(page, true);
    const posted = await nextPost(page, '**/ajax/report-offense');
    await dialog.getByRole('button', { name: 'Meldung absenden' }).click();
    const body = new URLSearchParams((await posted.request).postData()!);
    expect(body.get('action')).toBe('report_offense');
    expect(body.get('article-uuid')).toMatch(/^news-\d+$/);
    expect(body.get('fw_url')).toBe(page.url());
    expect(body.get('captcha-digest')).toMatch(/^\d+(\.[\w-]+)+$/);
    await expect(dialog.getByRole('alert')).toContainText(
      'Die Sicherheitsfrage wurde falsch beantwortet.',
    );
    await expect(dialog.getByLabel('Vorname')).toHaveValue('Erika');
    await expect(dialog.getByLabel(/Sicherheitsfrage/)).toHaveValue('');
    // A new captcha (a new digest at least; the question may repeat by chance).
    expect(firstQuestion).toBeTruthy();
    await solveCaptcha(page);
    await dialog.getByRole('button', { name: 'Meldung absenden' }).click();
    await expect(dialog.getByText(/Danke! Deine Meldung ist bei uns eingegangen/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Schließen' }).first().click();
    await expect(page.getByRole('button', { name: 'Verstoß melden' })).toBeFocused();
  });

  test('a transport failure shows the generic failure state', async ({ page }) => {
    await page.goto(await articleUrl(page));
    await page.route('**/ajax/report-offense', (route) => route.abort());
    await scrollToReport(page);
    await page.getByRole('button', { name: 'Verstoß melden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verstoß melden' });
    await dialog.getByLabel('Was ist passiert?').fill('Text');
    await expect(dialog.locator('.ast-report-offense__question')).toBeVisible();
    await dialog.getByRole('button', { name: 'Meldung absenden' }).click();
    await expect(dialog.getByText(/konnte nicht gesendet werden/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Zurück zum Formular' }).click();
    await expect(dialog.getByLabel('Was ist passiert?')).toHaveValue('Text');
  });
});

test.describe('report offense on the live ticker (issue 17)', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('the match page reports match_id and ticker_id; focus stays in the flow and returns to the button', async ({
    page,
  }) => {
    await page.goto('/spiele/live');
    const href = (await page.locator('a[href^="/spiel/"]').first().getAttribute('href'))!;
    const gameId = /\/spiel\/(\d+)/.exec(href)![1]!;
    await page.goto(href);
    const section = page.locator('.ticker-report');
    await section.scrollIntoViewIfNeeded(); // mounts as it approaches the viewport (issue 31)
    const open = section.getByRole('button', { name: 'Verstoß melden' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Verstoß melden' });
    await expect(dialog.locator('.ast-report-offense__question')).toBeVisible();
    // An empty text is refused in the browser: marked and described, nothing sent.
    await dialog.getByRole('button', { name: 'Meldung absenden' }).click();
    const text = dialog.getByLabel('Was ist passiert?');
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(text).toBeFocused();
    await expectNoAxeViolations(page, 'ticker report layer, empty text marked');
    await dialog.getByLabel('Vorname').fill('Erika');
    await dialog.getByLabel('Nachname').fill('Muster');
    await dialog.getByLabel('E-Mail-Adresse').fill('erika@example.org');
    await dialog.getByRole('radio', { name: 'Beleidigung' }).check();
    await text.fill('Im Liveticker steht eine Beleidigung.');
    await solveCaptcha(page);
    const posted = await nextPost(page, '**/ajax/report-offense');
    await dialog.getByRole('button', { name: 'Meldung absenden' }).click();
    const body = new URLSearchParams((await posted.request).postData()!);
    expect(body.get('match_id')).toBe(gameId);
    expect(body.get('ticker_id')).toBe(`${gameId}1`);
    expect(body.get('article-uuid')).toBeNull();
    const thanks = dialog.locator('.ast-report-offense__confirm');
    await expect(thanks).toContainText('Danke!');
    await expect(thanks).toBeFocused();
    await thanks.getByRole('button', { name: 'Schließen' }).press('Enter');
    await expect(open).toBeFocused();
  });
});
