// Debian's Chromium, launched the way the project's browser tests launch it: headless and with the
// background networking off (this machine reaches only the package registries).
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
}

/**
 * A fresh context is a cold load: empty HTTP cache, no V8 code cache, no cookies. The viewport is
 * a common laptop size; the portal's pages are laid out for it as well as for phones.
 */
export function coldContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    serviceWorkers: 'block',
  });
}

/**
 * A returning reader: the consent layer dismissed and the seeded surveys answered, so no layer
 * covers the page (and commits of its own) while a widget is measured.
 */
export async function asReturningReader(context: BrowserContext, origin: string): Promise<void> {
  const names = [
    'FBDE_COOKIE_LAYER_DISMISS',
    'FBDE_SURVEY_startseite_2026',
    'FBDE_SURVEY_news_2026',
    'FBDE_SURVEY_verein_2026',
  ];
  await context.addCookies(
    names.map((name) => ({ name, value: name.includes('SURVEY') ? 'true' : '1', url: origin })),
  );
}
