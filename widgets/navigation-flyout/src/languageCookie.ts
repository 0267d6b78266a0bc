/**
 * The server's language cookie: its name, and bringing it in line with the widgets' language.
 * A module of its own so the server navigation's stand-in (LazyNavigation.tsx) does this from the
 * start without the flyout's other code.
 */
import { getLanguage } from '@anstoss/i18n';
import { readCookie, writeCookie } from '@anstoss/storage';

/** The language cookie's name: the configured one, else `{productPrefix}_LANG`. */
export function languageCookieName(configured: string | undefined, productPrefix: string): string {
  return configured ?? `${productPrefix}_LANG`;
}

/**
 * The widgets' language (a stored choice wins over the page's) and the server's cookie can
 * disagree; the cookie follows, so the next server page matches what the visitor chose.
 */
export function syncLanguageCookie(cookieName: string): void {
  const language = getLanguage();
  if (readCookie(cookieName) !== language) writeCookie(cookieName, language, { days: 365 });
}
