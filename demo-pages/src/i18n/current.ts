/**
 * The language of the request being rendered. The language middleware (app.ts) runs every page
 * and endpoint inside `withLang(state.lang, …)`, so views and formatters read it without a `lang`
 * parameter on every helper. Outside a request (seeding, tests) it is German.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Lang } from '../logic/dates.ts';

const store = new AsyncLocalStorage<Lang>();

export function withLang<T>(lang: Lang, run: () => T): T {
  return store.run(lang, run);
}

export function currentLang(): Lang {
  return store.getStore() ?? 'de';
}

const locales: Record<Lang, string> = { de: 'de-DE', en: 'en-GB' };
const integer: Record<Lang, Intl.NumberFormat> = {
  de: new Intl.NumberFormat(locales.de, { maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat(locales.en, { maximumFractionDigits: 0 }),
};

/** 12500 -> "12.500" (de) or "12,500" (en): counts people read, with thousands separators. */
export function formatCount(value: number, lang: Lang = currentLang()): string {
  return integer[lang].format(value);
}

/** A decimal with a fixed number of fraction digits in the current language ("1,5" / "1.5"). */
export function formatDecimal(value: number, digits: number, lang: Lang = currentLang()): string {
  return value.toLocaleString(locales[lang], {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}
