import { describe, expect, it } from 'vitest';
import {
  addMonths,
  clampFrom,
  clampTo,
  displayDay,
  formatDmy,
  inputKind,
  monthGrid,
  moveFocus,
  parseEntry,
  parseIso,
  weekdayIndex,
  withinBounds,
} from './logic.ts';

describe("'from' clamping (spec §5)", () => {
  it('no later than to', () => {
    expect(clampFrom('2025-10-05', '2025-10-01', 30)).toBe('2025-10-01');
  });
  it('no earlier than to minus calendarSpan', () => {
    expect(clampFrom('2025-08-01', '2025-10-01', 30)).toBe('2025-09-01');
  });
  it('unchanged inside the range, without a to date, or without a span', () => {
    expect(clampFrom('2025-09-15', '2025-10-01', 30)).toBe('2025-09-15');
    expect(clampFrom('2020-01-01', null, 30)).toBe('2020-01-01');
    expect(clampFrom('2020-01-01', '2025-10-01', 0)).toBe('2020-01-01');
  });
});

describe("'to' clamping (spec §5)", () => {
  it('no earlier than from', () => {
    expect(clampTo('2025-08-20', '2025-09-01', 30)).toBe('2025-09-01');
  });
  it('no later than from plus calendarSpan', () => {
    expect(clampTo('2025-12-24', '2025-09-01', 30)).toBe('2025-10-01');
  });
  it('across a daylight-saving change the span is still whole days', () => {
    expect(clampTo('2025-12-01', '2025-10-20', 14)).toBe('2025-11-03');
  });
});

describe('clearing (spec §5)', () => {
  it("'-' or empty clears only when clearing is enabled", () => {
    expect(parseEntry('-', true)).toEqual({ kind: 'cleared' });
    expect(parseEntry('', true)).toEqual({ kind: 'cleared' });
    expect(parseEntry('-', false)).toEqual({ kind: 'invalid' });
  });
  it("a cleared date is shown as '-'", () => {
    expect(displayDay(null, 'text')).toBe('-');
  });
});

describe('entries and formats (spec §5, §9)', () => {
  it('reads D.M.YYYY, DD.MM.YYYY and yyyy-MM-dd; rejects impossible days', () => {
    expect(parseEntry('1.9.2025', false)).toEqual({ kind: 'day', day: '2025-09-01' });
    expect(parseEntry('01.09.2025', false)).toEqual({ kind: 'day', day: '2025-09-01' });
    expect(parseEntry('2025-09-01', false)).toEqual({ kind: 'day', day: '2025-09-01' });
    expect(parseEntry('30.2.2025', false)).toEqual({ kind: 'invalid' });
    expect(parseIso('2025-13-01')).toBeNull();
  });
  it('D.M.YYYY on touch devices without a native date input', () => {
    expect(inputKind(true, false)).toBe('text-dmy');
    expect(formatDmy('2025-09-01')).toBe('1.9.2025');
    expect(displayDay('2025-09-01', 'text-dmy')).toBe('1.9.2025');
    expect(inputKind(true, true)).toBe('native');
    expect(inputKind(false, true)).toBe('text');
    expect(displayDay('2025-09-01', 'text')).toBe('01.09.2025');
  });
  it('within min and max', () => {
    expect(withinBounds('2025-09-01', '2025-08-01', '2025-09-30')).toBe(true);
    expect(withinBounds('2025-10-01', '2025-08-01', '2025-09-30')).toBe(false);
  });
});

describe('calendar grid (spec §9: week starts Monday)', () => {
  it('weeks start on Monday and cover the month', () => {
    const weeks = monthGrid('2025-09-17');
    expect(weeks[0]?.[0]).toBe('2025-09-01'); // 1.9.2025 is a Monday
    expect(weeks.every((w) => w.length === 7 && weekdayIndex(w[0]!) === 0)).toBe(true);
    expect(weeks.flat()).toContain('2025-09-30');
    const oct = monthGrid('2025-10-01');
    expect(oct[0]?.[0]).toBe('2025-09-29');
  });
  it('keyboard moves (APG date picker)', () => {
    expect(moveFocus('2025-09-03', 'ArrowRight', false)).toBe('2025-09-04');
    expect(moveFocus('2025-09-03', 'ArrowUp', false)).toBe('2025-08-27');
    expect(moveFocus('2025-09-03', 'Home', false)).toBe('2025-09-01');
    expect(moveFocus('2025-09-03', 'End', false)).toBe('2025-09-07');
    expect(moveFocus('2025-01-31', 'PageDown', false)).toBe('2025-02-28');
    expect(moveFocus('2024-02-29', 'PageDown', true)).toBe('2025-02-28');
    expect(moveFocus('2025-09-03', 'x', false)).toBeNull();
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
  });
});
