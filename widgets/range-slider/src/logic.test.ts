import { describe, expect, it } from 'vitest';
import { leftFromPointer, splitFromLeft, splitFromRight } from './logic.ts';

describe('split', () => {
  it('always sums to 100 in whole percent', () => {
    for (const left of [-20, 0, 0.4, 33.3, 50, 66.6, 99.6, 100, 180, Number.NaN]) {
      const { valueLeft, valueRight } = splitFromLeft(left);
      expect(valueLeft + valueRight).toBe(100);
      expect(Number.isInteger(valueLeft)).toBe(true);
      expect(valueLeft).toBeGreaterThanOrEqual(0);
      expect(valueLeft).toBeLessThanOrEqual(100);
    }
    expect(splitFromLeft(70)).toEqual({ valueLeft: 70, valueRight: 30 });
    expect(splitFromRight(70)).toEqual({ valueLeft: 30, valueRight: 70 });
  });
});

describe('leftFromPointer', () => {
  it('maps the pointer position on the track to the left share', () => {
    expect(leftFromPointer(100, 100, 400)).toBe(0);
    expect(leftFromPointer(300, 100, 400)).toBe(50);
    expect(leftFromPointer(600, 100, 400)).toBe(100);
    expect(leftFromPointer(50, 100, 400)).toBe(0);
    expect(leftFromPointer(10, 0, 0)).toBe(50);
  });
});
