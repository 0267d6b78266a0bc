import { describe, expect, it } from 'vitest';
import { clampFrom, clampTo, inputKind } from './logic.ts';

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

describe('field kind (spec §9)', () => {
  it('D.M.YYYY on touch devices without a native date input, native with one', () => {
    expect(inputKind(true, false)).toBe('text-dmy');
    expect(inputKind(true, true)).toBe('native');
    expect(inputKind(false, true)).toBe('text');
  });
});
