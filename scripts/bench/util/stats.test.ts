import { describe, expect, it } from 'vitest';
import { median, spread } from './stats.ts';

describe('median and spread', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('reports min and max beside the median', () => {
    expect(spread([30, 10, 20])).toMatchObject({ median: 20, min: 10, max: 30 });
  });

  it('is NaN without samples', () => {
    expect(median([])).toBeNaN();
  });
});
