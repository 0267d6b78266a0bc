import type { Page } from '@playwright/test';
import {
  collectErrors,
  expect,
  expectNoAxeViolations,
  returningVisitorCookies,
  test,
  waitForWidgets,
} from '../../../scripts/e2e-support.ts';

/**
 * The simulated games are shared by every page of the server: the tests that restart them (the
 * admin's kick-off) and the one that steps them through a match live in this one file, so they
 * run one after the other, never beside each other in two workers.
 */

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

test.describe('live ticker on the reference CMS', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
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

/**
 * A whole cup tie on the match page, driven by the server's clock: the test-mode step endpoint
 * (ANSTOSS_SIMULATOR_TESTING=1) puts every simulated game at a sim second and holds it there, so
 * each phase is looked at without waiting. Screenshots of every phase at 1280 and 390 px, German
 * and English, go to this test's folder under test-results/ (issue 26).
 */
interface StepAnswer {
  games: {
    gameId: number;
    outcome: string;
    phases: { section: number; start: number; end: number }[];
  }[];
}

async function simulator(page: Page, query: string): Promise<unknown> {
  const cookies = await page.context().cookies();
  const token = cookies.find((c) => c.name === 'FBDE_CSRF')?.value ?? '';
  const origin = new URL(page.url()).origin;
  const res = await page.request.post(`/testing/simulator/step?${query}`, {
    headers: { 'X-CSRF-Token': token, Origin: origin },
  });
  expect(res.status()).toBe(200);
  return res.json();
}

/** Every game at `simSecond`, held there until {@link release}. */
const step = (page: Page, simSecond: number) =>
  simulator(page, `zu=${simSecond}&anhalten=1`) as Promise<StepAnswer>;

/**
 * The games back on the server's clock: the simulator is the whole server's, and the other
 * browser tests (the match page's weight, the page walk, the offense report under the ticker)
 * expect games that run on, not one held after its final whistle.
 */
const release = (page: Page) => simulator(page, 'freigeben=1');

const mid = (p: { start: number; end: number }) => Math.round((p.start + p.end) / 2);

test.describe('match centre through a whole match', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('every phase of a cup tie decided on penalties, ticker and match course in step', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    const errors = collectErrors(page);
    await page.goto('/spiele/live');
    const plan = await step(page, 0);
    const cup = plan.games.find((g) => g.outcome === 'penalties');
    if (!cup) throw new Error('no game decided on penalties');
    const phase = (section: number) => {
      const p = cup.phases.find((x) => x.section === section);
      if (!p) throw new Error(`no section ${section}`);
      return p;
    };
    const moments: { name: string; at: number; meta: RegExp; metaEn: RegExp; log?: RegExp }[] = [
      {
        name: '1-vor-dem-anpfiff',
        at: -600,
        meta: /^Anpfiff \d\d:\d\d Uhr$/,
        metaEn: /^Kick-off \d\d:\d\d$/,
      },
      {
        name: '2-anpfiff',
        // The answers are cached in 2-second windows (120 sim seconds at 60x).
        at: 150,
        meta: /^1\. Halbzeit · \d:\d\d/,
        metaEn: /^First half · \d:\d\d/,
      },
      {
        name: '3-erste-halbzeit',
        at: 1500,
        meta: /^1\. Halbzeit · \d+:\d\d/,
        metaEn: /^First half · \d+:\d\d/,
      },
      {
        name: '4-halbzeit',
        at: phase(2).end + 300,
        meta: /^Halbzeit$/,
        metaEn: /^Half-time$/,
        log: /^45(\+\d)?\. Halbzeit$/,
      },
      {
        name: '5-zweite-halbzeit',
        at: phase(3).start + 1200,
        meta: /^2\. Halbzeit · \d+:\d\d · Halbzeitstand \d+:\d+$/,
        metaEn: /^Second half · \d+:\d\d · Half-time score \d+:\d+$/,
      },
      {
        name: '6-vor-der-verlaengerung',
        // Like every moment, at least one cache window (120 sim seconds) past the boundary: the
        // answer belongs to the 2-second window of the held second, which starts up to 120 sim
        // seconds earlier, wherever the server's start put the windows. At end + 100 it showed
        // the second half's added time still running on the clean-clone run (twice in a row).
        at: phase(3).end + 150,
        meta: /^Verlängerung folgt/,
        metaEn: /^Extra time to follow/,
        log: /^90(\+\d)?\. Ende der regulären Spielzeit$/,
      },
      {
        name: '7-verlaengerung',
        at: mid(phase(4)),
        meta: /^1\. Verlängerung · \d+:\d\d/,
        metaEn: /^Extra time, first half · \d+:\d\d/,
      },
      {
        name: '8-elfmeterschiessen',
        at: phase(6).start + 5 * 60 + 10,
        meta: /^Elfmeterschießen \d+:\d+/,
        metaEn: /^Penalty shoot-out \d+:\d+/,
        log: /^Elfmeter (verwandelt|verschossen) \d+:\d+ – /,
      },
      {
        name: '9-endstand',
        at: phase(6).end + 300,
        meta: /^Endstand/,
        metaEn: /^Full time/,
        log: /^Ende des Elfmeterschießens$/,
      },
    ];

    try {
      for (const m of moments) {
        await step(page, m.at);
        for (const lang of ['de', 'en'] as const) {
          // Loaded at 1280 px, then narrowed to 390 px: the texts are the same, the layout reflows.
          await page.setViewportSize({ width: 1280, height: 900 });
          await page.goto(`/sprache?lang=${lang}&fw_url=%2Fspiel%2F${cup.gameId}`);
          await waitForWidgets(page);
          const ticker = page.locator('[data-widget="live-ticker"]');
          const meta = ticker.locator('.ast-live-ticker__meta');
          await expect(meta, `${m.name} (${lang})`).toHaveText(lang === 'de' ? m.meta : m.metaEn);
          const log = ticker.getByRole('log');
          const lines = log.getByRole('listitem');
          if (m.log && lang === 'de') await expect(lines.first()).toHaveText(m.log);
          // Once kicked off, the log never is an empty box: its oldest line is the kick-off
          // (a start line, without a minute).
          if (m.at > 0)
            await expect(lines.last()).toHaveText(lang === 'de' ? /^Anpfiff$/ : /^Kick-off$/);
          // English minutes read 23' and 45+2', never with the German ordinal dot.
          if (lang === 'en') await expect(log).not.toContainText(/\d\. /);
          // One text per event, no glued section ends, no shoot-out kick as a goal of minute 120.
          await expect(log).not.toContainText(/beendet|ended|Abschnitt|120\. Tor/);
          // The match course tells what the ticker tells: one line per ticker line.
          const course = page.locator('[data-widget="tabs"] .match-course__entry');
          const count = await lines.count();
          if (count > 0) await expect(course).toHaveCount(count);
          else
            await expect(page.locator('[data-widget="tabs"]')).toContainText(
              /nicht begonnen|not started/,
            );
          await expect(page.locator('[data-widget="tabs"] ol')).toHaveCount(0);
          if (m.name === '9-endstand' && lang === 'de')
            await expect(ticker.getByTestId('live-score')).toHaveText(
              /\d+:\d+ n\. V\., \d+:\d+ i\. E\.$/,
            );
          if (m.name === '9-endstand' && lang === 'en')
            await expect(ticker.getByTestId('live-score')).toHaveText(
              /\d+:\d+ a\.e\.t\., \d+:\d+ pen\.$/,
            );
          for (const width of [1280, 390]) {
            if (width === 390) await page.setViewportSize({ width, height: 844 });
            // Team names never break inside a word (phones: "Unterwiesschei d").
            for (const name of await ticker.locator('.ast-live-ticker__team').all()) {
              const words = ((await name.textContent()) ?? '').split(/\s+/).filter(Boolean);
              const lineCount = await name.evaluate((el) => el.getClientRects().length);
              expect(lineCount, `${words.join(' ')} at ${width}`).toBeLessThanOrEqual(words.length);
            }
            // Pictures of every phase for a person to look at; CI has nobody looking.
            if (!process.env.CI)
              await page.screenshot({
                path: testInfo.outputPath(`${m.name}-${lang}-${width}.png`),
                fullPage: true,
              });
          }
        }
      }
    } finally {
      await release(page);
    }
    // Back to German for the other tests of this worker.
    await page.goto('/sprache?lang=de&fw_url=%2F');
    expect(errors).toEqual([]);
  });
});
