/**
 * Display formats (spec §9 Locale): German dates dd.MM.y and dd.MM.yy HH:mm, comma decimals with
 * dot grouping, euro amounts. In English the same information in British order (day first,
 * 24-hour clock, point decimals); prices stay in euro. From date-fns only `lightFormat` is used
 * (fixed numeric patterns, no locale data), to keep the shared vendor chunk small; numbers use Intl.
 */
import { lightFormat } from 'date-fns/lightFormat';
import { getLanguage } from './instance.ts';
import type { Language } from './language.ts';

export type DateInput = Date | number | string;

const DATE: Record<Language, string> = { de: 'dd.MM.y', en: 'dd/MM/y' };
const DATE_TIME: Record<Language, string> = { de: 'dd.MM.yy HH:mm', en: 'dd/MM/yy HH:mm' };
const LOCALE: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };

function toDate(input: DateInput): Date | null {
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '' for an invalid date, so a bad server value shows nothing rather than "Invalid Date". */
export function formatDate(input: DateInput, language: Language = getLanguage()): string {
  const date = toDate(input);
  return date ? lightFormat(date, DATE[language]) : '';
}

export function formatDateTime(input: DateInput, language: Language = getLanguage()): string {
  const date = toDate(input);
  return date ? lightFormat(date, DATE_TIME[language]) : '';
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
