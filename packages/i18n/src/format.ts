/**
 * Display formats (spec §9 Locale): German dates dd.MM.y and dd.MM.yy HH:mm, comma decimals with
 * dot grouping, euro amounts. In English the same information in British order (day first,
 * 24-hour clock, point decimals); prices stay in euro. Dates are fixed numeric patterns in local
 * time, written here (date-fns `lightFormat` would add about 0.8 kB gzip to the pages that show a
 * date); numbers use Intl.
 */
import { getLanguage } from './instance.ts';
import type { Language } from './language.ts';

export type DateInput = Date | number | string;

/** The separator of day, month and year: dd.MM.y (de) and dd/MM/y (en). */
const SEPARATOR: Record<Language, string> = { de: '.', en: '/' };
const LOCALE: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };

function toDate(input: DateInput): Date | null {
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** dd.MM.y, or with `shortYear` dd.MM.yy (the separator per language). */
function dayMonthYear(date: Date, language: Language, shortYear: boolean): string {
  const year = date.getFullYear();
  const sep = SEPARATOR[language];
  return `${pad(date.getDate())}${sep}${pad(date.getMonth() + 1)}${sep}${shortYear ? pad(year % 100) : year}`;
}

/** '' for an invalid date, so a bad server value shows nothing rather than "Invalid Date". */
export function formatDate(input: DateInput, language: Language = getLanguage()): string {
  const date = toDate(input);
  return date ? dayMonthYear(date, language, false) : '';
}

/** dd.MM.yy HH:mm (de), dd/MM/yy HH:mm (en). */
export function formatDateTime(input: DateInput, language: Language = getLanguage()): string {
  const date = toDate(input);
  return date
    ? `${dayMonthYear(date, language, true)} ${pad(date.getHours())}:${pad(date.getMinutes())}`
    : '';
}

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE[language], options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** 1234.5 -> '1.234,5' (de) / '1,234.5' (en). '' for NaN and infinities. */
export function formatNumber(
  value: number,
  options: Intl.NumberFormatOptions = {},
  language: Language = getLanguage(),
): string {
  if (!Number.isFinite(value)) return '';
  // Small whole numbers read the same in every locale we have: no Intl.NumberFormat needed, whose
  // first construction costs ~100 ms of main thread on a throttled phone (carousel "1 von 12").
  const small = Number.isInteger(value) && Math.abs(value) < 1000 && !Object.is(value, -0);
  if (small && Object.keys(options).length === 0) {
    return String(value);
  }
  return numberFormat(language, options).format(value);
}

/** 1234.5 -> '1.234,50 €' (de) / '€1,234.50' (en). */
export function formatEuro(value: number, language: Language = getLanguage()): string {
  return Number.isFinite(value)
    ? numberFormat(language, { style: 'currency', currency: 'EUR' }).format(value)
    : '';
}
