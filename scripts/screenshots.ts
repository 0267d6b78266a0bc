// `pnpm screenshots`: every page type of the reference CMS at 1280 and 390 px, in German and
// English, logged out and logged in (as max), into screenshots/ (git-ignored). Debian's Chromium
// through playwright-core; nothing is downloaded. The CMS must be running:
//
//   pnpm build && PORT=8080 pnpm exec tsx demo-pages/src/server.ts
//   pnpm screenshots                      # SCREENSHOT_BASE=http://127.0.0.1:8080 by default
//   pnpm screenshots -- club competition  # only these page types (keys below)
//
// Pages without a fixed path are found by following the listings' links, so the script uses
// real URLs of the seeded database. Each picture is the whole page (full-page screenshot),
// taken after scrolling to the end so lazily mounted widgets are in it, saved in parts of at
// most 1800 px (name-1.png, name-2.png …) when the page is longer.
//
//   pnpm screenshots -- --cls             # layout shift instead of pictures (issue 26)
//
// With --cls each page type is a cold first visit (a fresh context, as in
// demo-pages/e2e/firstVisit.e2e.ts: the server's clock, the simulator held at one second, the
// cookie layer left open) scrolled to its end in instant steps, each step settled; it prints the
// CLS (largest session window of shifts without recent input) per page, width and login with the
// elements that moved, and exits 1 when one is above firstVisit's limit. Logged in is max, the
// club officials' pages verein. SCREENSHOT_LANGS defaults to de there.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { scrollThrough, settleTracker } from './pageSettle.ts';
import { largestSessionWindow } from './bench/vitals/metrics.ts';
import { VITALS_OBSERVER_SCRIPT, type RawVitals } from './bench/vitals/observerScript.ts';
import { TV_SLUGS } from '../demo-pages/src/seed/tv.ts';

const BASE = (process.env.SCREENSHOT_BASE ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const OUT = process.env.SCREENSHOT_DIR ?? 'screenshots';
// SCREENSHOT_USER=verein for the club officials' pages (article editor, match reports).
const USER = { name: process.env.SCREENSHOT_USER ?? 'max', password: 'anstoss' };
const WIDTHS = [
  { name: '1280', width: 1280, height: 800 },
  { name: '390', width: 390, height: 844 },
] as const;
const LANGS = ['de', 'en'] as const;
const PART_HEIGHT = 1800;
/** Narrow a run: SCREENSHOT_LANGS=de, SCREENSHOT_LOGIN=out|in, SCREENSHOT_WIDTHS=390. */
const CLS_MODE = process.argv.includes('--cls');
const pickedLangs = (process.env.SCREENSHOT_LANGS ?? (CLS_MODE ? 'de' : 'de,en')).split(',');
const pickedLogins = (process.env.SCREENSHOT_LOGIN ?? 'out,in').split(',');
const pickedWidths = (process.env.SCREENSHOT_WIDTHS ?? '1280,390').split(',');

type Finder = (read: (path: string) => Promise<string>) => Promise<string>;

async function firstLink(
  read: (path: string) => Promise<string>,
  from: string,
  pattern: RegExp,
): Promise<string> {
  const html = await read(from);
  for (const match of html.matchAll(/href="([^"#]+)"/g)) {
    const href = (match[1] ?? '').replace(/&amp;/g, '&');
    if (pattern.test(href)) return href;
  }
  throw new Error(`no link matching ${String(pattern)} on ${from}`);
}

/** Page types: a fixed path or a finder that follows links of the seeded data. */
const PAGE_TYPES: Record<string, string | Finder> = {
  start: '/',
  newsList: '/news',
  news: (read) => firstLink(read, '/news', /^\/news\/[^/?]+$/),
  competitions: '/wettbewerbe',
  league: (read) => firstLink(read, '/wettbewerbe', /^\/wettbewerb\/[^/?]+$/),
  cup: (read) => firstLink(read, '/wettbewerbe?typ=pokal', /^\/wettbewerb\/[^/?]*pokal[^/?]*$/),
  fixtures: '/spielplan',
  clubs: '/vereine?q=Gr%C3%BCn',
  club: async (read) =>
    firstLink(read, await firstLink(read, '/wettbewerbe', /^\/wettbewerb\//), /^\/verein\//),
  team: (read) => firstLink(read, '/spieler?q=Mü', /^\/mannschaft\/\d+$/),
  match: (read) => firstLink(read, '/spiele/live', /^\/spiel\/\d+$/),
  live: '/spiele/live',
  statistics: '/statistik',
  players: '/spieler?q=Mü',
  // Another member's profile and max's own (the old address by name answers with the profile).
  profile: '/profil/lena',
  ownProfile: '/profil/max',
  upload: '/hochladen',
  photos: '/fotos',
  album: '/fotos/-/album/16973375',
  tv: '/tv',
  tvList: '/tv/liste',
  tvContent: `/tv/${TV_SLUGS.week}`,
  myFootball: '/mein-fussball',
  myMedia: '/meine-medien',
  widgets: '/widgets',
  widget: '/widgets/comments',
  myAlbums: '/meine-alben',
  articleNew: '/artikel/neu',
  matchReports: '/verein/spielberichte',
  fanPhotos: '/fanfotos',
  goalOfTheWeek: '/tor-der-woche',
  submit: '/einsenden',
  login: '/login',
  imprint: '/impressum',
  privacy: '/datenschutz',
  notFound: '/gibt-es-nicht',
};

async function logIn(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${BASE}/login`);
  // The cookie layer is modal: answered here, the first picture of the context has none.
  await dismissCookieLayer(page);
  await page.fill('#login-username', USER.name);
  await page.fill('#login-password', USER.password);
  await Promise.all([page.waitForNavigation(), page.click('form.login-form button[type=submit]')]);
  await page.close();
}

/** The cookie layer covers every first visit: "Nur notwendige" once per context. */
async function dismissCookieLayer(page: Page): Promise<boolean> {
  const button = page.getByRole('button', { name: /^(Nur notwendige|Necessary only)/ });
  const shown = await button
    .waitFor({ state: 'visible', timeout: 4000 })
    .then(() => true)
    .catch(() => false);
  if (!shown) return false;
  await button.click();
  await page.waitForTimeout(300);
  return true;
}

/** Scrolls to the end so lazily mounted widgets are in the picture, then back to the top. */
async function scrollToEndAndBack(page: Page, settled: () => Promise<void>): Promise<void> {
  await scrollThrough(page, settled, { maxSteps: 40 });
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  // Pictures a reader scrolled past have loaded by the time they look back: the picture waits
  // for every image that started loading (lazy ones never reached stay as they are).
  await page
    .waitForFunction(
      () => [...document.images].every((img) => !img.currentSrc || img.complete),
      null,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(400);
}

async function shoot(
  browser: Browser,
  paths: Record<string, string>,
  lang: (typeof LANGS)[number],
  loggedIn: boolean,
): Promise<void> {
  for (const viewport of WIDTHS) {
    if (!pickedWidths.includes(viewport.name)) continue;
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      locale: lang === 'de' ? 'de-DE' : 'en-GB',
      timezoneId: 'Europe/Berlin',
      deviceScaleFactor: 1,
      isMobile: viewport.width < 500,
      hasTouch: viewport.width < 500,
    });
    await context.addCookies([{ name: 'FBDE_LANG', value: lang, url: BASE }]);
    if (loggedIn) await logIn(context);
    const page = await context.newPage();
    // A widget still loading after 5 s shows in the picture as it is.
    const settled = settleTracker(page, { whenLate: 'give up', timeoutMs: 5000 });
    let consentGiven = false;
    for (const [key, path] of Object.entries(paths)) {
      const name = `${key}-${viewport.name}-${lang}-${loggedIn ? 'in' : 'out'}`;
      const file = join(OUT, `${name}.png`);
      try {
        await page.goto(`${BASE}${path}`, { waitUntil: 'load' });
        await page.waitForTimeout(600);
        if (!consentGiven) consentGiven = await dismissCookieLayer(page);
        await scrollToEndAndBack(page, settled);
        // In parts of at most PART_HEIGHT px, so each picture stays readable in an image viewer.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const parts = Math.ceil(height / PART_HEIGHT);
        for (let part = 0; part < parts; part++) {
          const y = part * PART_HEIGHT;
          await page.screenshot({
            path: parts === 1 ? file : join(OUT, `${name}-${part + 1}.png`),
            fullPage: true,
            clip: { x: 0, y, width: viewport.width, height: Math.min(PART_HEIGHT, height - y) },
          });
        }
        console.log(`${file}${parts > 1 ? ` (${parts} parts)` : ''}  ${path}`);
      } catch (error) {
        console.error(`${file}: ${(error as Error).message}`);
      }
    }
    await context.close();
  }
}

async function main(): Promise<void> {
  const only = process.argv.slice(2).filter((arg) => arg !== '--' && arg !== '--cls');
  const read = async (path: string) => {
    const response = await fetch(`${BASE}${path}`);
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return response.text();
  };
  const paths: Record<string, string> = {};
  for (const [key, target] of Object.entries(PAGE_TYPES)) {
    if (only.length && !only.includes(key)) continue;
    try {
      paths[key] = typeof target === 'string' ? target : await target(read);
    } catch (error) {
      console.error(`${key}: ${(error as Error).message}`);
    }
  }
  if (CLS_MODE) {
    process.exitCode = await measureAll(paths);
    return;
  }
  await mkdir(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  try {
    for (const lang of LANGS.filter((l) => pickedLangs.includes(l))) {
      for (const loggedIn of [false, true]) {
        if (pickedLogins.includes(loggedIn ? 'in' : 'out'))
          await shoot(browser, paths, lang, loggedIn);
      }
    }
  } finally {
    await browser.close();
  }
}

/** firstVisit.e2e.ts's limit. */
const MAX_CLS = 0.05;
/** The club officials' pages, logged in as the club's account instead of max. */
const CLUB_PAGES: ReadonlySet<string> = new Set(['articleNew', 'matchReports']);

async function loginRequest(context: BrowserContext, user: string): Promise<void> {
  const form = await context.request.get(`${BASE}/login`);
  const csrf = /name="csrf" value="([^"]+)"/.exec(await form.text())?.[1];
  if (!csrf) throw new Error(`login as ${user}: no CSRF field on /login`);
  const answer = await context.request.post(`${BASE}/login`, {
    form: { username: user, password: USER.password, fw_url: '/', csrf },
    maxRedirects: 0,
  });
  if (answer.status() !== 303) throw new Error(`login as ${user}: HTTP ${answer.status()}`);
}

interface Held {
  /** The server's clock minus this machine's (a pinned clock), or null. */
  offset: number | null;
  /** The simulator's second to hold the games at (test mode), or null. */
  simSecond: number | null;
}

async function measureCls(
  browser: Browser,
  path: string,
  viewport: (typeof WIDTHS)[number],
  lang: string,
  user: string | null,
  held: Held,
): Promise<{ cls: number; moved: string[] }> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    locale: lang === 'de' ? 'de-DE' : 'en-GB',
    timezoneId: 'Europe/Berlin',
  });
  try {
    if (held.offset !== null) await context.clock.install({ time: Date.now() + held.offset });
    const cookie = (name: string, value: string) => ({ name, value, url: BASE });
    await context.addCookies([
      cookie('FBDE_LANG', lang),
      ...(held.simSecond === null ? [] : [cookie('ANSTOSS_SIM_SECOND', String(held.simSecond))]),
    ]);
    if (user) await loginRequest(context, user);
    const page = await context.newPage();
    await page.addInitScript({ content: VITALS_OBSERVER_SCRIPT });
    const settled = settleTracker(page, { whenLate: 'give up', timeoutMs: 10_000 });
    await page.goto(`${BASE}${path}`);
    await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done())));
    await settled();
    await scrollThrough(page, settled);
    const vitals = await page.evaluate(
      () => (window as unknown as { __benchVitals: RawVitals }).__benchVitals,
    );
    const largest = largestSessionWindow(vitals.shifts);
    return {
      cls: largest.value,
      moved: largest.shifts.map(
        (shift) =>
          `${shift.value.toFixed(3)} at ${Math.round(shift.startTime)} ms: ${shift.moves.join(' | ')}`,
      ),
    };
  } finally {
    await context.close();
  }
}

/** Measures every page, width and login; returns the exit code (1 when one is above MAX_CLS). */
async function measureAll(paths: Record<string, string>): Promise<number> {
  const head = await fetch(`${BASE}/assets/favicon.svg`, { method: 'HEAD' });
  const now = head.headers.get('x-anstoss-now');
  const clock = await fetch(`${BASE}/testing/simulator`);
  const held: Held = {
    offset: now ? Date.parse(now) - Date.now() : null,
    simSecond: clock.ok ? ((await clock.json()) as { simSecond: number }).simSecond : null,
  };
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  const rows: string[] = [];
  let over = 0;
  try {
    for (const lang of pickedLangs)
      for (const [key, path] of Object.entries(paths))
        for (const login of pickedLogins)
          for (const viewport of WIDTHS) {
            if (!pickedWidths.includes(viewport.name)) continue;
            const user = login === 'in' ? (CLUB_PAGES.has(key) ? 'verein' : USER.name) : null;
            const label = `${key} ${viewport.name} ${lang} ${user ?? 'out'}`;
            try {
              const { cls, moved } = await measureCls(browser, path, viewport, lang, user, held);
              const bad = cls > MAX_CLS;
              if (bad) over++;
              rows.push(`${label.padEnd(32)} ${cls.toFixed(3)}${bad ? ' !' : ''}`);
              console.log(`${label} ${path}: CLS ${cls.toFixed(3)}`);
              if (cls > 0.001) for (const line of moved) console.log(`  ${line}`);
            } catch (error) {
              over++;
              rows.push(`${label.padEnd(32)} error`);
              console.error(`${label} ${path}: ${(error as Error).message}`);
            }
          }
  } finally {
    await browser.close();
  }
  console.log(`\n${rows.join('\n')}\n${over} above ${MAX_CLS} (or failed)`);
  return over ? 1 : 0;
}

await main();
