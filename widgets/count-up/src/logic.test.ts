import { describe, expect, it } from 'vitest';
import { COUNT_UP_DURATION_MS, countUpValue, easeOut } from './logic.ts';

describe('countUpValue', () => {
  it('starts at the start value and ends exactly on the final value', () => {
    expect(countUpValue(0, 1234, 0)).toBe(0);
    expect(countUpValue(0, 1234, COUNT_UP_DURATION_MS)).toBe(1234);
    expect(countUpValue(0, 1234, COUNT_UP_DURATION_MS + 500)).toBe(1234);
    expect(countUpValue(0, 12.5, COUNT_UP_DURATION_MS, 1)).toBe(12.5);
  });

  it('rises monotonically and stays between start and end', () => {
    let last = -1;
    for (let t = 0; t <= COUNT_UP_DURATION_MS; t += 100) {
      const v = countUpValue(0, 500, t);
      expect(v).toBeGreaterThanOrEqual(last);
      expect(v).toBeLessThanOrEqual(500);
      last = v;
    }
  });

  it('is halfway or more after half the time (ease-out) and rounded to the decimals', () => {
    const half = countUpValue(0, 1000, COUNT_UP_DURATION_MS / 2);
    expect(half).toBeGreaterThanOrEqual(500);
    expect(Number.isInteger(half)).toBe(true);
    expect(countUpValue(0, 10, 1000, 2).toString()).toMatch(/^\d+(\.\d{1,2})?$/);
  });

  it('counts down when the start lies above the end', () => {
    expect(countUpValue(100, 0, 0)).toBe(100);
    expect(countUpValue(100, 0, 1500)).toBeLessThan(100);
    expect(countUpValue(100, 0, COUNT_UP_DURATION_MS)).toBe(0);
  });
});

describe('easeOut', () => {
  it('clamps progress to 0…1', () => {
    expect(easeOut(-1)).toBe(0);
    expect(easeOut(2)).toBe(1);
  });
});
