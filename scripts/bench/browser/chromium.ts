// The bench's browser: Debian's Chromium, launched as the browser tests launch it (scripts/chromium.ts).
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../chromium.ts';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}

/**
 * A fresh context is a cold load: empty HTTP cache, no V8 code cache, no cookies. The viewport is
 * a common laptop size; the portal's pages are laid out for it as well as for phones.
 */
export function coldContext(
  browser: Browser,
  viewport: { width: number; height: number } = { width: 1280, height: 800 },
): Promise<BrowserContext> {
  return browser.newContext({
    viewport,
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
