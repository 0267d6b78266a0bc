/**
 * Match calendar range rules (spec §5 Dates, §9 Date pickers) as pure functions. Days are
 * 'yyyy-MM-dd'; arithmetic runs in UTC so daylight saving never shifts a day. Parsing, formats and
 * the calendar grid belong to the DatePicker of @anstoss/ui.
 */
import type { IsoDay } from '@anstoss/ui';

const DAY_MS = 86_400_000;

export function addDays(day: IsoDay, days: number): IsoDay {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
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

export type InputKind = 'native' | 'text-dmy' | 'text';

/**
 * Which field to render: touch devices with a native date input use it; touch devices without one
 * get a text field in D.M.YYYY; other devices a text field (dd.MM.yyyy) with the calendar dialog.
 */
export function inputKind(isTouch: boolean, hasNativeDateInput: boolean): InputKind {
  if (!isTouch) return 'text';
  return hasNativeDateInput ? 'native' : 'text-dmy';
}

/**
 * The days a field may take given the other field and the span (issue 18, item 4): the
 * calendar marks every other day `aria-disabled`, so a day beyond the limit is never offered.
 */
export function spanBounds(
  field: 'from' | 'to',
  other: IsoDay | null,
  span: number,
  min: IsoDay | null,
  max: IsoDay | null,
): { min: IsoDay | null; max: IsoDay | null } {
  if (!other) return { min, max };
  const lower = field === 'to' ? other : span > 0 ? addDays(other, -span) : null;
  const upper = field === 'from' ? other : span > 0 ? addDays(other, span) : null;
  return {
    min: lower && (!min || lower > min) ? lower : min,
    max: upper && (!max || upper < max) ? upper : max,
  };
}
