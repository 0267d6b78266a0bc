import type { Page } from '@playwright/test';
import {
  collectErrors,
  expect,
  expectNoAxeViolations,
  returningVisitorCookies,
  test,
  waitForWidgets,
} from '../../../scripts/e2e-support.ts';

/** Logs in as the demo admin and kicks every simulated game off again (SIMULATOR_SPEED=60). */
async function kickOff(page: Page): Promise<string> {
  await page.goto('/login?fw_url=%2Fspiele%2Flive');
  await page.getByLabel('Benutzername').fill('admin');
  await page.getByLabel('Passwort').fill('anstoss');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL('**/spiele/live');
  await page.getByRole('button', { name: 'Alle Spiele neu anstoßen' }).click();
  await page.waitForURL('**/spiele/live');
  const href = await page.locator('.live-games a[href^="/spiel/"]').first().getAttribute('href');
  if (!href) throw new Error('no live game listed');
  return href;
}

/** The simulator's ticker asks to be polled every 5 s (should_update). */
const POLL_MS = 5_000;

/** Moves every simulated game on by `seconds` at once (POST /testing/simulator/step). */
async function stepSimulator(page: Page, seconds: number): Promise<void> {
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/testing/simulator/step', {
    form: { sekunden: String(seconds), csrf },
    headers: { Origin: origin },
  });
  expect(res.status()).toBe(204);
}

test.describe('live ticker on the reference CMS', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('watches a simulated match change the score on screen', async ({ page }) => {
    const errors = collectErrors(page);
    const match = await kickOff(page);
    await page.goto(match);
    const ticker = page.locator('[data-widget="live-ticker"]');
    const score = ticker.getByTestId('live-score');
    await expect(score).toBeVisible();
    // The first game scores in minute 4: the simulator is moved on by 5 minutes at once (test
    // mode, demo-pages/src/routes/simulatorTesting.ts) and the browser's clock on to the next
    // poll, which brings the goal.
    await stepSimulator(page, 300);
    await page.clock.runFor(POLL_MS);
    await expect(score).toContainText('1:0');
    await expect(ticker.getByRole('log')).toContainText('Tor');
    await expect(ticker.getByRole('timer')).toHaveText(/^\d+:\d\d$/);
    expect(errors).toEqual([]);
  });

  test('switches to the second ticker: tabs follow the ticker id', async ({ page }) => {
    const match = await kickOff(page);
    const gameId = match.split('/').pop() ?? '';
    await page.goto(match);
    await waitForWidgets(page);
    const ticker = page.locator('[data-widget="live-ticker"]');
    await ticker.getByLabel('Ticker wählen').selectOption(`${gameId}2`);
    const tabs = page.locator('[data-widget="tabs"]');
    await expect(tabs).toHaveAttribute('data-items', new RegExp(`/ticker-id/${gameId}2`));
    await expect(tabs.getByRole('tabpanel')).toContainText('Fanticker');
    await page.reload();
    await expect(
      page.locator('[data-widget="live-ticker"]').getByLabel('Ticker wählen'),
    ).toHaveValue(`${gameId}2`);
  });

  test('match page passes axe in German and English @phone', async ({ page }) => {
    await page.goto('/spiele/live');
    const href = await page.locator('.live-games a[href^="/spiel/"]').first().getAttribute('href');
    await page.goto(href ?? '/');
    // The quick view mounts when visible (phone: below the fold).
    await page.locator('[data-widget="match-quickview"]').scrollIntoViewIfNeeded();
    await waitForWidgets(page);
    await expect(
      page.locator('[data-widget="live-ticker"]').getByTestId('live-score'),
    ).toBeVisible();
    await expect(page.locator('[data-widget="match-quickview"] h2')).toBeVisible();
    await expectNoAxeViolations(page, 'match page (de)');
    await page.goto(`/sprache?lang=en&fw_url=${encodeURIComponent(href ?? '/')}`);
    await page.locator('[data-widget="match-quickview"]').scrollIntoViewIfNeeded();
    await waitForWidgets(page);
    await expect(
      page.locator('[data-widget="live-ticker"]').getByRole('log', { name: 'Match events' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'match page (en)');
  });
});
