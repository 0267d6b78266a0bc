import { describe, expect, it } from 'vitest';
import {
  calendarTexts,
  clampBounds,
  formatEntry,
  monthGrid,
  moveFocus,
  parseEntry,
  parseIso,
  weekNumber,
  withinBounds,
  withYear,
  yearOptions,
} from './dates.ts';

describe('entries (spec §5 Dates)', () => {
  it('reads D.M.YYYY, DD.MM.YYYY and yyyy-MM-dd; rejects impossible days and short years', () => {
    expect(parseEntry('1.9.2025', false)).toEqual({ kind: 'day', day: '2025-09-01' });
    expect(parseEntry(' 01.09.2025 ', false)).toEqual({ kind: 'day', day: '2025-09-01' });
    expect(parseEntry('2025-09-01', false)).toEqual({ kind: 'day', day: '2025-09-01' });
    expect(parseEntry('30.2.2025', false)).toEqual({ kind: 'invalid' });
    expect(parseEntry('1.9.25', false)).toEqual({ kind: 'invalid' });
    expect(parseEntry('morgen', false)).toEqual({ kind: 'invalid' });
    // English pages write 01/09/2025; one separator per date.
    expect(parseEntry('01/09/2025', false)).toEqual({ kind: 'day', day: '2025-09-01' });
    expect(parseEntry('1/9.2025', false)).toEqual({ kind: 'invalid' });
    expect(parseIso('2025-13-01')).toBeNull();
    expect(parseIso('2024-02-29')).toBe('2024-02-29');
  });
  it("an empty text or '-' clears only when clearing is allowed", () => {
    expect(parseEntry('-', true)).toEqual({ kind: 'cleared' });
    expect(parseEntry('', true)).toEqual({ kind: 'cleared' });
    expect(parseEntry('-', false)).toEqual({ kind: 'invalid' });
  });
  it('writes dd.MM.yyyy or D.M.YYYY, and "-" for none', () => {
    expect(formatEntry('2025-09-01')).toBe('01.09.2025');
    expect(formatEntry('2025-09-01', 'd.M.yyyy')).toBe('1.9.2025');
    expect(formatEntry(null)).toBe('-');
    expect(formatEntry('2025-09-01', 'dd.MM.yyyy', '/')).toBe('01/09/2025');
    expect(formatEntry('2025-09-01', 'yyyy-MM-dd', '/')).toBe('2025-09-01');
  });
  it('min and max', () => {
    expect(withinBounds('2025-09-01', '2025-08-01', '2025-09-30')).toBe(true);
    expect(withinBounds('2025-10-01', '2025-08-01', '2025-09-30')).toBe(false);
    expect(clampBounds('2025-10-01', '2025-08-01', '2025-09-30')).toBe('2025-09-30');
    expect(clampBounds('2025-07-01', '2025-08-01', null)).toBe('2025-08-01');
  });
});

describe('calendar grid', () => {
  it('weeks start on Monday by default and cover the month', () => {
    const weeks = monthGrid('2025-09-17');
    expect(weeks[0]?.days[0]).toBe('2025-09-01'); // a Monday
    expect(weeks.every((w) => w.days.length === 7)).toBe(true);
    expect(weeks.flatMap((w) => w.days)).toContain('2025-09-30');
    expect(monthGrid('2025-10-01')[0]?.days[0]).toBe('2025-09-29');
  });
  it('starts on another weekday when told (0 = Sunday)', () => {
    expect(monthGrid('2025-09-17', 0)[0]?.days[0]).toBe('2025-08-31');
    expect(monthGrid('2025-09-17', 6)[0]?.days[0]).toBe('2025-08-30');
  });
  it('week numbers: ISO weeks with Monday first', () => {
    expect(monthGrid('2025-09-01').map((w) => w.week)).toEqual([36, 37, 38, 39, 40]);
    // 29.12.2025 is in ISO week 1 of 2026; 1.1.2021 in week 53 of 2020.
    expect(weekNumber('2025-12-29', 1)).toBe(1);
    expect(weekNumber('2021-01-01', 1)).toBe(53);
    expect(weekNumber('2025-01-05', 0)).toBe(2);
  });
  it('keyboard moves (APG date picker), across months, years and daylight saving', () => {
    expect(moveFocus('2025-09-03', 'ArrowRight', false)).toBe('2025-09-04');
    expect(moveFocus('2025-09-03', 'ArrowUp', false)).toBe('2025-08-27');
    expect(moveFocus('2025-10-22', 'ArrowDown', false)).toBe('2025-10-29');
    expect(moveFocus('2025-03-29', 'ArrowRight', false)).toBe('2025-03-30');
    expect(moveFocus('2025-09-03', 'Home', false)).toBe('2025-09-01');
    expect(moveFocus('2025-09-03', 'End', false)).toBe('2025-09-07');
    expect(moveFocus('2025-09-03', 'Home', false, 0)).toBe('2025-08-31');
    expect(moveFocus('2025-01-31', 'PageDown', false)).toBe('2025-02-28');
    expect(moveFocus('2024-02-29', 'PageDown', true)).toBe('2025-02-28');
    expect(moveFocus('2025-09-03', 'x', false)).toBeNull();
  });
  it('German and English texts', () => {
    const de = calendarTexts('de');
    expect(de.month('2025-09-01')).toBe('September 2025');
    expect(de.full('2025-09-01')).toBe('Montag, 1. September 2025');
    expect(de.weekdayShort('2025-09-01')).toBe('Mo');
    expect(calendarTexts('en').full('2025-09-01')).toBe('Monday, 1 September 2025');
  });
});

describe('year select (spec §9: year range 20)', () => {
  it('offers span years around today, narrowed to min/max', () => {
    const years = yearOptions('2026-03-14', 20);
    expect(years[0]).toBe(2016);
    expect(years.at(-1)).toBe(2036);
    expect(yearOptions('2026-03-14', 20, '2025-01-01', '2027-12-31')).toEqual([2025, 2026, 2027]);
  });
  it('keeps month and day, 29 February becomes 28, clamped to the bounds', () => {
    expect(withYear('2024-02-29', 2025)).toBe('2025-02-28');
    expect(withYear('2026-07-04', 2030)).toBe('2030-07-04');
    expect(withYear('2026-07-04', 2030, null, '2029-01-01')).toBe('2029-01-01');
  });
  it('formats yyyy-MM-dd', () => {
    expect(formatEntry('2026-03-04', 'yyyy-MM-dd')).toBe('2026-03-04');
  });
});
