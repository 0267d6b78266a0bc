import fc from 'fast-check';
import { lightFormat } from 'date-fns/lightFormat';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatEuro, formatNumber } from './format.ts';

const NBSP = '\u00a0';
const kickoff = new Date(2025, 7, 3, 15, 30);

describe('German formats (spec §9 Locale)', () => {
  it('formats dates as dd.MM.y and date-times as dd.MM.yy HH:mm', () => {
    expect(formatDate(kickoff, 'de')).toBe('03.08.2025');
    expect(formatDateTime(kickoff, 'de')).toBe('03.08.25 15:30');
    expect(formatDateTime(new Date(2025, 0, 9, 9, 5), 'de')).toBe('09.01.25 09:05');
  });

  it('accepts timestamps and ISO strings, and gives "" for invalid dates', () => {
    expect(formatDate(kickoff.getTime(), 'de')).toBe('03.08.2025');
    expect(formatDate('2025-12-24T18:00:00', 'de')).toBe('24.12.2025');
    expect(formatDate('kein Datum', 'de')).toBe('');
    expect(formatDateTime(Number.NaN, 'de')).toBe('');
  });

  it('uses comma decimals and dot grouping', () => {
    expect(formatNumber(1234567.5, {}, 'de')).toBe('1.234.567,5');
    expect(formatNumber(0.25, { style: 'percent' }, 'de')).toBe(`25${NBSP}%`);
    expect(formatNumber(2.5, { minimumFractionDigits: 2 }, 'de')).toBe('2,50');
    expect(formatNumber(Number.NaN, {}, 'de')).toBe('');
    // The fast path for small whole numbers says what Intl says.
    for (const language of ['de', 'en'] as const) {
      const intl = new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB');
      for (let n = -1000; n <= 1000; n++)
        expect(formatNumber(n, {}, language)).toBe(intl.format(n));
      expect(formatNumber(-0, {}, language)).toBe(intl.format(-0));
    }
  });

  it('formats euro amounts', () => {
    expect(formatEuro(1234.5, 'de')).toBe(`1.234,50${NBSP}€`);
    expect(formatEuro(-3, 'de')).toBe(`-3,00${NBSP}€`);
    expect(formatEuro(Number.POSITIVE_INFINITY, 'de')).toBe('');
  });

  it('defaults to German before any language is set', () => {
    expect(formatDate(kickoff)).toBe('03.08.2025');
    expect(formatEuro(5)).toBe(`5,00${NBSP}€`);
  });
});

describe('English formats', () => {
  it('keeps day-first order and a 24-hour clock', () => {
    expect(formatDate(kickoff, 'en')).toBe('03/08/2025');
    expect(formatDateTime(kickoff, 'en')).toBe('03/08/25 15:30');
  });

  it('uses point decimals and keeps the euro', () => {
    expect(formatNumber(1234567.5, {}, 'en')).toBe('1,234,567.5');
    expect(formatEuro(1234.5, 'en')).toBe('€1,234.50');
  });
});

describe('dates written without date-fns', () => {
  it('match date-fns lightFormat for the patterns they replace', () => {
    const dates = fc.date({
      min: new Date(1000, 0, 1),
      max: new Date(9999, 11, 31),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(dates, (date) => {
        expect(formatDate(date, 'de')).toBe(lightFormat(date, 'dd.MM.y'));
        expect(formatDate(date, 'en')).toBe(lightFormat(date, 'dd/MM/y'));
        expect(formatDateTime(date, 'de')).toBe(lightFormat(date, 'dd.MM.yy HH:mm'));
        expect(formatDateTime(date, 'en')).toBe(lightFormat(date, 'dd/MM/yy HH:mm'));
      }),
    );
  });
});
