import { describe, expect, it } from 'vitest';
import { litStars, starsFromAverage, starsFromPoints } from './stars.ts';

describe('star rules (spec §9 Ratings)', () => {
  it('media star n is lit when 100 · n ≤ rating points', () => {
    expect(starsFromPoints(0)).toBe(0);
    expect(starsFromPoints(99)).toBe(0);
    expect(starsFromPoints(100)).toBe(1);
    expect(starsFromPoints(350)).toBe(3);
    expect(starsFromPoints(500)).toBe(5);
    expect(starsFromPoints(900)).toBe(5);
    expect(starsFromPoints(Number.NaN)).toBe(0);
  });
  it('photo star n is lit when the average exceeds n − 1', () => {
    expect(starsFromAverage(0)).toBe(0);
    expect(starsFromAverage(0.01)).toBe(1);
    expect(starsFromAverage(2)).toBe(2);
    expect(starsFromAverage(2.5)).toBe(3);
    expect(starsFromAverage(4)).toBe(4);
    expect(starsFromAverage(4.01)).toBe(5);
    expect(starsFromAverage(-1)).toBe(0);
  });
  it('lists lit and unlit stars', () => {
    expect(litStars(3)).toEqual([true, true, true, false, false]);
    expect(litStars(0, 3)).toEqual([false, false, false]);
  });
});
