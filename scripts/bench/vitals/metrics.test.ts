import { describe, expect, it } from 'vitest';
import { cumulativeLayoutShift, largestSessionWindow, totalBlockingTime } from './metrics.ts';

describe('totalBlockingTime', () => {
  it('counts what exceeds 50 ms of tasks after FCP', () => {
    expect(
      totalBlockingTime(
        [
          { startTime: 200, duration: 120 },
          { startTime: 400, duration: 40 },
        ],
        100,
      ),
    ).toBe(70);
  });

  it('ignores tasks that ended before FCP and clips those spanning it', () => {
    const tasks = [
      { startTime: 0, duration: 90 },
      { startTime: 50, duration: 150 },
    ];
    expect(totalBlockingTime(tasks, 100)).toBe(50);
  });
});

describe('cumulativeLayoutShift', () => {
  it('is the largest session window, not the sum of all shifts', () => {
    const shifts = [
      { startTime: 100, value: 0.1 },
      { startTime: 600, value: 0.05 },
      { startTime: 3000, value: 0.12 },
    ];
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.15);
  });

  it('starts a new window after 5 s even without a 1 s gap', () => {
    const shifts = Array.from({ length: 7 }, (_, i) => ({ startTime: i * 900, value: 0.1 }));
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.6);
  });

  it('is 0 without shifts', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
  });
});

describe('largestSessionWindow', () => {
  it('returns the shifts of the largest window in time order, for naming what moved', () => {
    const shifts = [
      { startTime: 3000, value: 0.12, name: 'late' },
      { startTime: 100, value: 0.1, name: 'first' },
      { startTime: 600, value: 0.05, name: 'second' },
    ];
    const window = largestSessionWindow(shifts);
    expect(window.value).toBeCloseTo(0.15);
    expect(window.shifts.map((s) => s.name)).toEqual(['first', 'second']);
  });

  it('is empty without shifts', () => {
    expect(largestSessionWindow([])).toEqual({ value: 0, shifts: [] });
  });
});
