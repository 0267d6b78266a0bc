/**
 * Issue 27: the item options of the media stream's big view on the start page (spec §2 Media
 * stream widget "Item options, with a report_reply flag", §4 Report offense): a member reports
 * someone else's photo (captcha), the owner edits their own, a guest is offered the login.
 */
import type { Locator, Page } from '@playwright/test';
import {
  collectErrors,
  expect,
  expectNoAxeViolations,
  login,
  nextPost,
  returningVisitorCookies,
  test,
} from '../../../scripts/e2e-support.ts';

/** Opens the big view on the first entry, the rotation stopped. */
async function openBigView(page: Page): Promise<Locator> {
  await page.goto('/');
  const host = page.locator('[data-widget="media-stream"]');
  await host.scrollIntoViewIfNeeded();
  await host.getByRole('button', { name: 'Automatischen Wechsel anhalten' }).click();
  // A step that began before the pause still ends: the tile found in view may then sit in a slide
  // that went out of view (inert), and a click keeps waiting on that element. Find it again then.
  await expect(async () => {
    await host
      .locator('.ast-carousel__slide.is-visible')
      .getByRole('button', { name: /ansehen$/ })
      .first()
      .click({ timeout: 2_000 });
  }).toPass();
  return page.getByRole('dialog').first();
}

/**
 * Steps through the stream (→) until the entry's options offer `control`: which entries are the
 * visitor's own depends on the seed's owners, not on a fixed position.
 */
async function stepUntil(page: Page, dialog: Locator, control: RegExp): Promise<void> {
  for (let step = 0; step < 40; step++) {
    await expect(dialog.getByText(/\d+ Aufrufe?/)).toBeVisible();
    const options = dialog.getByRole('group', { name: 'Aktionen zu diesem Beitrag' });
    const isPhoto = (await dialog.locator('video').count()) === 0;
    if (isPhoto && (await options.getByRole('button', { name: control }).count()) > 0) return;
    await page.keyboard.press('ArrowRight');
  }
  throw new Error(`no entry offered ${control}`);
}

/** Answers the arithmetic captcha the way a person does: reading the question. */
async function solveCaptcha(report: Locator) {
  const question = (await report.locator('.ast-report-offense__question').textContent())!;
  const [, x, op, y] = /(\d+) (plus|minus|mal) (\d+)/.exec(question)!;
  const [a, b] = [Number(x), Number(y)];
  await report
    .getByLabel(/Sicherheitsfrage/)
    .fill(String(op === 'plus' ? a + b : op === 'minus' ? a - b : a * b));
}

test.describe('media stream item options', () => {
  // Stepping to a fitting entry and axe take their time on a busy 2-core machine.
  test.setTimeout(120_000);
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test("a member reports someone else's photo from the big view, with the captcha; the thanks take focus", async ({
    page,
  }, testInfo) => {
    const errors = collectErrors(page);
    await login(page, 'lena');
    const big = await openBigView(page);
    // Someone else's photo: it can be rated (one's own cannot).
    await stepUntil(page, big, /^Bewerten$/);
    await expectNoAxeViolations(page, 'media stream big view with item options');
    await page.screenshot({ path: testInfo.outputPath('big-view-1280.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('big-view-390.png'), fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });
    const title = (await big.getByRole('heading', { level: 2 }).first().textContent())!;
    await big.getByRole('button', { name: 'Verstoß melden' }).click();
    const report = page.getByRole('dialog', { name: 'Verstoß melden' });
    await expect(report.getByLabel(/Sicherheitsfrage/)).toBeVisible();
    await report.getByLabel('Vorname').fill('Lena');
    await report.getByLabel('Nachname').fill('Fan');
    await report.getByLabel('E-Mail-Adresse').fill('lena@example.org');
    await report.getByRole('radio', { name: 'Beleidigung' }).check();
    await report.getByLabel('Was ist passiert?').fill(`Beleidigendes Plakat auf „${title}“`);
    await solveCaptcha(report);
    const sent = await nextPost(page, '**/ajax/report-offense');
    await report.getByRole('button', { name: 'Meldung absenden' }).click();
    const body = new URLSearchParams((await sent.request).postData() ?? '');
    expect(body.get('media_id')).toMatch(/^\d+$/);
    expect(body.get('action')).toBe('report_offense');
    const thanks = report.getByRole('status').filter({ hasText: 'Danke!' });
    await expect(thanks).toBeFocused();
    // Closing the report returns to the big view, its button focused.
    await thanks.getByRole('button', { name: 'Schließen' }).click();
    await expect(big.getByRole('button', { name: 'Verstoß melden' })).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('the owner edits their own photo: the new title shows, focus returns to "Bearbeiten"', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await login(page, 'max');
    const big = await openBigView(page);
    await stepUntil(page, big, /^Bearbeiten$/);
    await expect(big.getByRole('button', { name: 'Bewerten' })).toHaveCount(0);
    await big.getByRole('button', { name: 'Bearbeiten' }).click();
    const title = big.getByLabel(/^Titel/);
    await expect(title).toBeFocused();
    await title.fill('Unser Meisterfoto vom Sonntag');
    const sent = await nextPost(page, '**/ajax/ugc/-/ajax/mstreamedit_list.html');
    await big.getByRole('button', { name: 'Speichern' }).click();
    const body = new URLSearchParams((await sent.request).postData() ?? '');
    expect(body.get('action')).toBe('update');
    await expect(big.getByRole('button', { name: 'Bearbeiten' })).toBeFocused();
    await expect(big.getByRole('heading', { name: 'Unser Meisterfoto vom Sonntag' })).toBeVisible();
    await expect(big.getByText('Gespeichert.')).toBeAttached();
    // The server kept it: after a reload the owner's list has the new title.
    await page.goto('/meine-medien');
    await expect(page.getByText('Unser Meisterfoto vom Sonntag').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a guest is offered the login for rating and comes back to the start page', async ({
    page,
  }) => {
    const big = await openBigView(page);
    await stepUntil(page, big, /^Zum Bewerten anmelden$/);
    await expect(big.getByRole('button', { name: 'Bearbeiten' })).toHaveCount(0);
    await expect(big.getByRole('button', { name: 'Verstoß melden' })).toBeVisible();
    await big.getByRole('button', { name: 'Zum Bewerten anmelden' }).click();
    await page.waitForURL(/\/login\?fw_url=/);
    expect(new URL(page.url()).searchParams.get('fw_url')).toMatch(/^\/(\?.*)?$|^http/);
  });
});
