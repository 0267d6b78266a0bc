// Shared pieces of the browser tests (Playwright against the reference CMS).
import {
  test as base,
  expect,
  type BrowserContext,
  type Frame,
  type Page,
  type Request,
} from '@playwright/test';
import axe from 'axe-core';
import { settleTracker as trackSettling } from './pageSettle.ts';

export { expect };

/**
 * The reference CMS's clock minus this machine's, or null when the server runs on real time.
 * A server with a pinned clock (ANSTOSS_NOW) sends its current time as `X-Anstoss-Now`.
 */
const clockOffsets = new Map<string, Promise<number | null>>();

function serverClockOffset(baseURL: string): Promise<number | null> {
  let offset = clockOffsets.get(baseURL);
  if (!offset) {
    offset = fetch(new URL('/assets/favicon.svg', baseURL), { method: 'HEAD' }).then((res) => {
      const now = res.headers.get('x-anstoss-now');
      return now ? Date.parse(now) - Date.now() : null;
    });
    clockOffsets.set(baseURL, offset);
  }
  return offset;
}

/**
 * Gives the browser the server's clock, so what widgets compute from server data (today's date,
 * minutes since kick-off, countdowns) matches the seeded data whatever the machine date is.
 * Time keeps running from there. Every context needs it: tests that open their own call it.
 */
export async function syncClock(context: BrowserContext, baseURL?: string): Promise<void> {
  if (!baseURL) throw new Error('syncClock: no base URL');
  const offset = await serverClockOffset(baseURL);
  if (offset !== null) await context.clock.install({ time: Date.now() + offset });
}

/**
 * The browser's own clock (ms), not the page's (syncClock): what a cookie's max-age counts from.
 * The same as the runner's on one machine, but not in a run with the clock moved (playwright.config.ts
 * keeps faketime out of Chromium), so cookie lifetimes are measured against this one.
 */
export async function browserClock(context: BrowserContext): Promise<number> {
  const browser = context.browser();
  if (!browser) throw new Error('browserClock: no browser');
  const plain = await browser.newContext();
  try {
    return await (await plain.newPage()).evaluate(() => Date.now());
  } finally {
    await plain.close();
  }
}

/** Playwright's `test` with the server's clock in every page: import it instead of base `test`. */
export const test = base.extend<{ serverClock: void }>({
  serverClock: [
    async ({ context, baseURL }, use) => {
      await syncClock(context, baseURL);
      await use();
    },
    { auto: true },
  ],
});

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's source and the configuration @axe-core/playwright gives it in legacy mode. */
const AXE_SCRIPT = `${axe.source}
;axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: 'playwright' } });`;
/**
 * Puts axe-core into the frame unless it has it already (an earlier call on the same document:
 * only this file puts axe there): parsing and running its half megabyte of source again took
 * longer than a whole axe run on most pages.
 */
async function injectAxe(frame: Frame): Promise<void> {
  const has = await frame.evaluate(() => typeof (window as { axe?: unknown }).axe !== 'undefined');
  if (!has) await frame.evaluate(AXE_SCRIPT);
}

/**
 * axe-core over the whole page and its frames; fails the test with a readable list of violations.
 * What @axe-core/playwright's legacy mode does (axe in the page itself; the default mode opens an
 * extra blank page per run to merge the frames' results, which made each run about twice as slow:
 * 12.9 s against 6.6 s on the start page, same load, 2026-11-28), with axe-core's source sent to
 * each frame once: AxeBuilder sends it to the main frame twice and asks every frame a question
 * more before configuring it (issue 30). Same axe-core, configuration, context and options. axe's
 * `resultTypes: ['violations']` would save another third but reports landmark-unique wrongly
 * (two differently named sections as one), so it is not used.
 */
export async function expectNoAxeViolations(page: Page, context = ''): Promise<void> {
  await injectAxe(page.mainFrame());
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue;
    // As AxeBuilder: a frame that does not take the script within a second is left out.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Script Timeout')), 1_000);
    });
    await Promise.race([injectAxe(frame), late])
      .catch(() => undefined)
      .finally(() => clearTimeout(timer));
  }
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(
        { exclude: [], include: [] },
        { runOnly: { type: 'tag', values: tags } },
      ),
    AXE_TAGS,
  );
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, `axe violations ${context}`).toEqual([]);
}

/** Records every alert/confirm/prompt a page opens: XSS tests assert it stays empty. */
export function trapDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}

/** Collects console errors and uncaught page errors. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/**
 * Waits until every widget host on the page has settled (mounted or error). Hosts that have not
 * started (those that mount when visible, and idle ones not yet started) are scrolled into view
 * one after the other, each with its own Playwright scroll (so each is in view for at least one
 * rendering step: a single in-page loop passing every host within one step left hosts unmounted,
 * issue 30); a host that has started already (eager, idle, or seen during an earlier scroll) is
 * not scrolled to. Scrolling to every host, started or not, cost about 0.3 s per host (2.2-2.9 s
 * on a page whose hosts had all mounted, 13.5 s on the XSS page; 2026-11-29, machine under load).
 */
export async function waitForWidgets(page: Page): Promise<void> {
  // After a click that navigates, the new document can be empty when this starts: with no host
  // parsed yet it counted 0 hosts waiting and returned at once, so a phone's hosts below the fold
  // were never scrolled to and never mounted (the own profile's "Live-Statistik", flaky at 390 px).
  await page.waitForLoadState('domcontentloaded');
  // Hosts can arrive while this waits: /news's content loader inserts a fragment with the
  // competition finder (mounted when seen) after a scroll, and nothing would ever show it (the
  // clean-clone run of 2026-11-28 waited for it until three tests timed out). Each round scrolls
  // to the hosts that have not started, until every host has settled.
  await expect
    .poll(
      async () => {
        // Handles, not a locator's nth(): the list of hosts that have not started shrinks while
        // this scrolls, and nth() would skip hosts.
        const waiting = await page.$$('[data-widget]:not([data-widget-state])');
        for (const host of waiting) {
          // Started meanwhile (a neighbour's scroll brought it near the viewport): no scroll.
          if ((await host.getAttribute('data-widget-state')) === null) {
            await host.scrollIntoViewIfNeeded({ timeout: 5_000 }).catch(() => undefined); // hidden hosts cannot scroll
          }
          await host.dispose();
        }
        return page.evaluate(
          () =>
            [...document.querySelectorAll('[data-widget]')].filter((host) => {
              const state = host.getAttribute('data-widget-state');
              return state !== 'mounted' && state !== 'error';
            }).length,
        );
      },
      { message: 'widget hosts not mounted', timeout: 120_000, intervals: [50, 100, 250] },
    )
    .toBe(0);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/**
 * Waits for the page to settle instead of for a fixed time (scripts/pageSettle.ts): call it once
 * before the page loads, then `await settled()` after each scroll or action. In a test a page that
 * never settles fails it.
 */
export function settleTracker(page: Page): () => Promise<void> {
  return trackSettling(page, { whenLate: 'throw' });
}

const SEEDED_SURVEYS = [
  'FBDE_SURVEY_startseite_2026',
  'FBDE_SURVEY_news_2026',
  'FBDE_SURVEY_verein_2026',
];

/**
 * Cookies of a returning visitor who answered the cookie layer and has seen the seeded surveys,
 * for tests about something else than those layers.
 */
export function returningVisitorCookies(options: { consent?: boolean; surveys?: boolean } = {}) {
  const { consent = true, surveys = true } = options;
  const cookie = (name: string, value: string) => ({ name, value, domain: '127.0.0.1', path: '/' });
  return [
    ...(consent ? [cookie('FBDE_COOKIE_LAYER_DISMISS', '1')] : []),
    ...(surveys ? SEEDED_SURVEYS.map((name) => cookie(name, 'true')) : []),
  ];
}

/** The test-mode cookie that holds one client's simulated games at a sim second. */
export const SIM_SECOND_COOKIE = 'ANSTOSS_SIM_SECOND';

/**
 * Holds the simulated games at the shared simulator's second now, for this context only (its own
 * clock: demo-pages/src/simulator/clientHold.ts). A live game that goes on while a page loads
 * makes the ticker report events and the tabs reload their panel; a test about what a page does
 * without news needs the game to stand still, whatever another test steps.
 */
export async function holdLiveGames(context: BrowserContext, baseURL?: string): Promise<number> {
  if (!baseURL) throw new Error('holdLiveGames: no base URL');
  const clock = await context.request.get(new URL('/testing/simulator', baseURL).href);
  if (!clock.ok())
    throw new Error('the CMS runs without its simulator test mode (ANSTOSS_SIMULATOR_TESTING=1)');
  const { simSecond } = (await clock.json()) as { simSecond: number };
  await context.addCookies([
    { name: SIM_SECOND_COOKIE, value: String(simSecond), domain: '127.0.0.1', path: '/' },
  ]);
  return simSecond;
}

/** Waits until the runtime has loaded and applied the behaviours on server markup. */
export async function waitForBehaviours(page: Page): Promise<void> {
  await page.waitForSelector('html[data-anstoss-behaviours="ready"]', { state: 'attached' });
}

/**
 * Logs a demo account in (every demo password is 'anstoss') by sending the login form's request
 * from the page's context: the session cookie lands in the browser as after the form, without
 * loading and rendering two pages. The page stays where it was; the test goes on with its own
 * `goto`. The form itself, by keyboard and mouse, is tested in demo-pages/e2e/pages.e2e.ts.
 */
export async function login(page: Page, user: string): Promise<void> {
  // A pooled connection the server has just closed as idle (Node's keep-alive timeout) answers
  // ECONNRESET; a browser sends such a request again on a new connection, and so does this.
  const form = await page.request.get('/login', { maxRetries: 1 });
  const csrf = /name="csrf" value="([^"]+)"/.exec(await form.text())?.[1];
  if (!csrf) throw new Error(`login as ${user}: no CSRF field on /login (status ${form.status()})`);
  const answer = await page.request.post('/login', {
    form: { username: user, password: 'anstoss', fw_url: '/', csrf },
    maxRedirects: 0,
    maxRetries: 1,
  });
  expect(answer.status(), `login as ${user}`).toBe(303);
}

/** Logs out as a reader does: the account button in the header opens its menu, then "Abmelden". */
export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Benutzerkonto: / }).click();
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/logout'));
}

/**
 * The next POST to `url` (a glob or RegExp), its body readable: Chromium's network log leaves out
 * the body of a fetch whose Request was cloned (ky clones each request to be able to retry it),
 * an intercepted request carries it. The request goes on to the server unchanged. Call it before
 * the action that sends the request, await `.request` after.
 */
export async function nextPost(
  page: Page,
  url: string | RegExp,
): Promise<{ request: Promise<Request> }> {
  let seen!: (request: Request) => void;
  const request = new Promise<Request>((resolve) => (seen = resolve));
  await page.route(url, async (route) => {
    if (route.request().method() === 'POST') seen(route.request());
    await route.continue();
  });
  return { request };
}

/** Every URL the context's pages and frames request, in order (for counting third-party requests). */
export function recordRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** The page config the CMS wrote into `#anstoss-config` (ad server, player origin, …). */
export async function pageConfig(page: Page): Promise<Record<string, unknown>> {
  const text = (await page.locator('#anstoss-config').textContent()) ?? '{}';
  return JSON.parse(text) as Record<string, unknown>;
}
