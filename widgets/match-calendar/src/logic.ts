/**
 * Match calendar date rules (spec §5 Dates, §9 Date pickers) as pure functions. Dates are
 * calendar days written 'yyyy-MM-dd' (the popup format); arithmetic runs in UTC so daylight
 * saving never shifts a day.
 */

export type IsoDay = string;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** A valid 'yyyy-MM-dd' (e.g. not 2025-02-30), else null. */
export function parseIso(value: string): IsoDay | null {
  const m = ISO.exec(value.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
    ? value.trim()
    : null;
}

function toUtc(day: IsoDay): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

function fromUtc(ms: number): IsoDay {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(day: IsoDay, days: number): IsoDay {
  return fromUtc(toUtc(day) + days * DAY_MS);
}

/** Same day of month in another month, clamped to that month's length (31.1. + 1 → 28./29.2.). */
export function addMonths(day: IsoDay, months: number): IsoDay {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return fromUtc(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last)));
}

const minDay = (a: IsoDay, b: IsoDay) => (a < b ? a : b);
const maxDay = (a: IsoDay, b: IsoDay) => (a > b ? a : b);

/**
 * Spec §5: a 'from' date is clamped to be no later than 'to' and no earlier than 'to' minus
 * calendarSpan days. Without 'to' it stays; a span of 0 or less means no span limit.
 */
export function clampFrom(from: IsoDay, to: IsoDay | null, span: number): IsoDay {
  if (!to) return from;
  let result = minDay(from, to);
  if (span > 0) result = maxDay(result, addDays(to, -span));
  return result;
}

/** Spec §5: a 'to' date no earlier than 'from' and no later than 'from' plus calendarSpan days. */
export function clampTo(to: IsoDay, from: IsoDay | null, span: number): IsoDay {
  if (!from) return to;
  let result = maxDay(to, from);
  if (span > 0) result = minDay(result, addDays(from, span));
  return result;
}

/** Spec §5 Datepicker: valid and within min/max. */
export function withinBounds(day: IsoDay, min?: IsoDay | null, max?: IsoDay | null): boolean {
  return (!min || day >= min) && (!max || day <= max);
}

export function clampBounds(day: IsoDay, min?: IsoDay | null, max?: IsoDay | null): IsoDay {
  let result = day;
  if (min) result = maxDay(result, min);
  if (max) result = minDay(result, max);
  return result;
}

/** The value shown for a cleared date (spec §5). */
export const CLEARED = '-';

/** What a text entry means: a day, a clearing (only when enabled), or invalid. */
export type Entry = { kind: 'day'; day: IsoDay } | { kind: 'cleared' } | { kind: 'invalid' };

/**
 * Reads D.M.YYYY (also DD.MM.YYYY) or yyyy-MM-dd. An empty entry or '-' clears the date only when
 * clearing is enabled; otherwise it is invalid.
 */
export function parseEntry(text: string, clearable: boolean): Entry {
  const value = text.trim();
  if (value === '' || value === CLEARED)
    return clearable ? { kind: 'cleared' } : { kind: 'invalid' };
  const iso = parseIso(value);
  if (iso) return { kind: 'day', day: iso };
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  if (!m) return { kind: 'invalid' };
  const day = parseIso(`${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`);
  return day ? { kind: 'day', day } : { kind: 'invalid' };
}

/** Spec §9: D.M.YYYY on touch devices without a native date input. */
export function formatDmy(day: IsoDay): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${d}.${m}.${y}`;
}

/** dd.MM.yyyy elsewhere (the portal's German date format). */
export function formatDdMmYyyy(day: IsoDay): string {
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}

export type InputKind = 'native' | 'text-dmy' | 'text';

/**
 * Which field to render: touch devices with a native date input use it; touch devices without one
 * get a text field in D.M.YYYY; other devices a text field (dd.MM.yyyy) with the calendar dialog.
 */
export function inputKind(isTouch: boolean, hasNativeDateInput: boolean): InputKind {
  if (!isTouch) return 'text';
  return hasNativeDateInput ? 'native' : 'text-dmy';
}

export function displayDay(day: IsoDay | null, kind: InputKind): string {
  if (!day) return CLEARED;
  return kind === 'text-dmy' ? formatDmy(day) : formatDdMmYyyy(day);
}

/** Spec §9: the week starts on Monday. 0 = Monday … 6 = Sunday. */
export function weekdayIndex(day: IsoDay): number {
  return (new Date(toUtc(day)).getUTCDay() + 6) % 7;
}

/** The weeks of the month of `day`, Monday first, padded with days of the neighbour months. */
export function monthGrid(day: IsoDay): IsoDay[][] {
  const first = `${day.slice(0, 7)}-01`;
  let cursor = addDays(first, -weekdayIndex(first));
  const month = day.slice(0, 7);
  const weeks: IsoDay[][] = [];
  do {
    const week: IsoDay[] = [];
    for (let i = 0; i < 7; i++) {
      week.push(cursor);
      cursor = addDays(cursor, 1);
    }
    weeks.push(week);
  } while (cursor.slice(0, 7) === month);
  return weeks;
}

/** APG date picker grid keys: the day focus moves to (null for other keys). */
export function moveFocus(day: IsoDay, key: string, shift: boolean): IsoDay | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekdayIndex(day));
    case 'End':
      return addDays(day, 6 - weekdayIndex(day));
    case 'PageUp':
      return addMonths(day, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(day, shift ? 12 : 1);
    default:
      return null;
  }
}

/** Today as yyyy-MM-dd in local time. */
export function today(now = new Date()): IsoDay {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
