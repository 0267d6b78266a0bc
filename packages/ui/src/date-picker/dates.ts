/**
 * Calendar-day rules of the date picker as pure functions. A day is written 'yyyy-MM-dd' (the
 * form and popup format, spec §5) and turned into a local-midnight Date only for date-fns, whose
 * day and month arithmetic never shifts a day across daylight saving. Month and weekday names
 * come from Intl (the browser has the German locale built in): date-fns' format, parse and
 * locale objects would have tripled the date picker's weight (16.1 kB instead of 4–5 kB gzip).
 */
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { endOfWeek } from 'date-fns/endOfWeek';
import { getISOWeek } from 'date-fns/getISOWeek';
import { getWeek } from 'date-fns/getWeek';
import { lightFormat } from 'date-fns/lightFormat';
import { startOfMonth } from 'date-fns/startOfMonth';
import { startOfWeek } from 'date-fns/startOfWeek';

export type IsoDay = string;
/** 0 = Sunday … 6 = Saturday (date-fns' weekStartsOn). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
/** The text field's format: dd.MM.yyyy, or D.M.YYYY on touch devices without a date input. */
export type DayFormat = 'dd.MM.yyyy' | 'd.M.yyyy' | 'yyyy-MM-dd';

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
/** D.M.YYYY as German pages write it, D/M/YYYY as English pages do (one separator per date). */
const DMY = /^(\d{1,2})([./])(\d{1,2})\2(\d{4})$/;

/** yyyy-MM-dd of a real calendar day (not 30.2.), else null. */
function validDay(y: number, m: number, d: number): IsoDay | null {
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d
    ? toIso(date)
    : null;
}

export function toDate(day: IsoDay): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

export const toIso = (date: Date): IsoDay => lightFormat(date, 'yyyy-MM-dd');

/** A real 'yyyy-MM-dd' day (not 2025-02-30), else null. */
export function parseIso(value: string): IsoDay | null {
  const text = value.trim();
  const m = ISO.exec(text);
  return m ? validDay(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

export const CLEARED = '-';

export type Entry = { kind: 'day'; day: IsoDay } | { kind: 'cleared' } | { kind: 'invalid' };

/**
 * What a typed text means: D.M.YYYY / DD.MM.YYYY (or with '/', as in English) or yyyy-MM-dd; an
 * empty text or '-' clears the
 * day only when clearing is allowed. Impossible days (30.2.) are invalid.
 */
export function parseEntry(text: string, clearable: boolean): Entry {
  const value = text.trim();
  if (value === '' || value === CLEARED)
    return clearable ? { kind: 'cleared' } : { kind: 'invalid' };
  const iso = parseIso(value);
  if (iso) return { kind: 'day', day: iso };
  const m = DMY.exec(value);
  const day = m ? validDay(Number(m[4]), Number(m[3]), Number(m[1])) : null;
  return day ? { kind: 'day', day } : { kind: 'invalid' };
}

/**
 * The field's text of a day; `separator` '/' writes the day-first patterns as English pages
 * write dates (dd/MM/yyyy, as formatDate in @anstoss/i18n).
 */
export function formatEntry(
  day: IsoDay | null,
  pattern: DayFormat = 'dd.MM.yyyy',
  separator: '.' | '/' = '.',
): string {
  if (!day) return CLEARED;
  const text = lightFormat(toDate(day), pattern);
  return separator === '.' ? text : text.replaceAll('.', separator);
}

export function withinBounds(day: IsoDay, min?: IsoDay | null, max?: IsoDay | null): boolean {
  return (!min || day >= min) && (!max || day <= max);
}

export function clampBounds(day: IsoDay, min?: IsoDay | null, max?: IsoDay | null): IsoDay {
  if (min && day < min) return min;
  if (max && day > max) return max;
  return day;
}

export interface GridWeek {
  /** ISO week with Monday first; otherwise the week of the locale rule for that first day. */
  week: number;
  days: IsoDay[];
}

export function weekNumber(day: IsoDay, weekStartsOn: Weekday): number {
  const date = toDate(day);
  return weekStartsOn === 1
    ? getISOWeek(date)
    : getWeek(date, { weekStartsOn, firstWeekContainsDate: 1 });
}

/** The weeks of the month of `day`, padded with neighbour days, starting on `weekStartsOn`. */
export function monthGrid(day: IsoDay, weekStartsOn: Weekday = 1): GridWeek[] {
  const first = startOfMonth(toDate(day));
  const month = first.getMonth();
  let cursor = startOfWeek(first, { weekStartsOn });
  const weeks: GridWeek[] = [];
  do {
    const days: IsoDay[] = [];
    for (let i = 0; i < 7; i++) {
      days.push(toIso(cursor));
      cursor = addDays(cursor, 1);
    }
    weeks.push({ week: weekNumber(days[0]!, weekStartsOn), days });
  } while (cursor.getMonth() === month);
  return weeks;
}

/** APG date picker grid keys: the day focus moves to, or null for other keys. */
export function moveFocus(
  day: IsoDay,
  key: string,
  shift: boolean,
  weekStartsOn: Weekday = 1,
): IsoDay | null {
  const date = toDate(day);
  switch (key) {
    case 'ArrowLeft':
      return toIso(addDays(date, -1));
    case 'ArrowRight':
      return toIso(addDays(date, 1));
    case 'ArrowUp':
      return toIso(addDays(date, -7));
    case 'ArrowDown':
      return toIso(addDays(date, 7));
    case 'Home':
      return toIso(startOfWeek(date, { weekStartsOn }));
    case 'End':
      return toIso(endOfWeek(date, { weekStartsOn }));
    case 'PageUp':
      return toIso(addMonths(date, shift ? -12 : -1));
    case 'PageDown':
      return toIso(addMonths(date, shift ? 12 : 1));
    default:
      return null;
  }
}

export const shiftMonths = (day: IsoDay, months: number) => toIso(addMonths(toDate(day), months));

/** Texts of the calendar in the page language (German by default). */
export function calendarTexts(language: string) {
  const locale = language === 'en' ? 'en-GB' : 'de-DE';
  const names = (options: Intl.DateTimeFormatOptions) => {
    const f = new Intl.DateTimeFormat(locale, options);
    return (day: IsoDay) => f.format(toDate(day));
  };
  return {
    month: names({ month: 'long', year: 'numeric' }),
    full: names({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    weekdayShort: names({ weekday: 'short' }),
    weekdayLong: names({ weekday: 'long' }),
  };
}

/** Today as yyyy-MM-dd in local time. */
export const today = (now = new Date()): IsoDay => toIso(now);

/**
 * The years a year select offers: `span` years centred on today's year (spec §9: the publisher
 * pickers span 20), narrowed to min/max.
 */
export function yearOptions(
  todayDay: IsoDay,
  span: number,
  min?: IsoDay | null,
  max?: IsoDay | null,
): number[] {
  const year = Number(todayDay.slice(0, 4));
  let from = year - Math.floor(span / 2);
  let to = year + Math.ceil(span / 2);
  if (min) from = Math.max(from, Number(min.slice(0, 4)));
  if (max) to = Math.min(to, Number(max.slice(0, 4)));
  const years: number[] = [];
  for (let y = from; y <= to; y += 1) years.push(y);
  return years;
}

/** The same month and day in another year (29 February becomes 28 February), clamped. */
export function withYear(day: IsoDay, year: number, min?: IsoDay | null, max?: IsoDay | null) {
  const month = day.slice(5, 7);
  let d = Number(day.slice(8));
  let candidate = `${String(year).padStart(4, '0')}-${month}-${String(d).padStart(2, '0')}`;
  while (parseIso(candidate) === null && d > 28) {
    d -= 1;
    candidate = `${String(year).padStart(4, '0')}-${month}-${String(d).padStart(2, '0')}`;
  }
  return clampBounds(candidate, min, max);
}
