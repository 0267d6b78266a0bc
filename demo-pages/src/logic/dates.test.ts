import { formatCount, withLang } from '../i18n/current.ts';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  ageOn,
  berlinDate,
  berlinTime,
  formatDate,
  formatTime,
  formatWeekdayDate,
  sundayOnOrAfter,
  weekday,
} from './dates.ts';

describe('calendar helpers', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('finds weekdays and the next Sunday', () => {
    expect(weekday('2026-03-14')).toBe(6);
    expect(sundayOnOrAfter('2026-03-14')).toBe('2026-03-15');
    expect(sundayOnOrAfter('2026-03-15')).toBe('2026-03-15');
  });

  it('converts Berlin wall-clock time to instants in winter and summer', () => {
    expect(berlinTime('2026-01-10', 15, 0).toISOString()).toBe('2026-01-10T14:00:00.000Z');
    expect(berlinTime('2026-07-10', 15, 30).toISOString()).toBe('2026-07-10T13:30:00.000Z');
    // The day clocks go forward (29 March 2026) and back (25 October 2026).
    expect(berlinTime('2026-03-29', 15, 0).toISOString()).toBe('2026-03-29T13:00:00.000Z');
    expect(berlinTime('2026-10-25', 15, 0).toISOString()).toBe('2026-10-25T14:00:00.000Z');
  });

  it('reads today in Berlin, not UTC', () => {
    expect(berlinDate(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
  });

  it('computes ages on a day', () => {
    expect(ageOn('2012-03-15', '2026-03-14')).toBe(13);
    expect(ageOn('2012-03-14', '2026-03-14')).toBe(14);
  });

  it('formats German dates and times', () => {
    const d = new Date('2026-11-22T14:00:00Z');
    expect(formatDate(d)).toBe('22.11.2026');
    expect(formatTime(d)).toBe('15:00');
    expect(formatWeekdayDate(d)).toBe('So., 22.11.2026');
  });

  it('formats English dates in the request language, one year form in every context', () => {
    const d = new Date('2026-11-22T14:00:00Z');
    withLang('en', () => {
      expect(formatDate(d)).toBe('22/11/2026');
      expect(formatWeekdayDate(d)).toBe('Sun, 22/11/2026');
      expect(formatTime(d)).toBe('15:00');
    });
    // Outside a request (seeding) and after it: German.
    expect(formatDate(d)).toBe('22.11.2026');
  });

  it('writes counts with thousands separators by language', () => {
    expect(formatCount(12500)).toBe('12.500');
    expect(formatCount(4800)).toBe('4.800');
    expect(withLang('en', () => formatCount(12500))).toBe('12,500');
  });
});
