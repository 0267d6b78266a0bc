import { describe, expect, it } from 'vitest';
import { rangeSliderProps } from './props.ts';

const base = { label: 'Ballbesitz', labelLeft: 'Heim', labelRight: 'Gast' };

describe('rangeSliderProps', () => {
  it('defaults to 50 % and field names valueLeft/valueRight', () => {
    expect(rangeSliderProps.parse(base)).toEqual({ ...base, valueLeft: 50, name: 'value' });
    expect(rangeSliderProps.parse({ ...base, valueLeft: '100' }).valueLeft).toBe(100);
  });

  it('rejects missing labels and values outside 0…100, naming the attribute', () => {
    expect(rangeSliderProps.safeParse({}).success).toBe(false);
    const side = rangeSliderProps.safeParse({ label: 'x', labelLeft: 'Heim' });
    expect(side.success).toBe(false);
    const value = rangeSliderProps.safeParse({ ...base, valueLeft: '101' });
    expect(JSON.stringify(value.error?.issues)).toContain('data-value-left');
    expect(rangeSliderProps.safeParse({ ...base, valueLeft: '-5' }).success).toBe(false);
    expect(rangeSliderProps.safeParse({ ...base, valueLeft: '50.5' }).success).toBe(false);
    expect(rangeSliderProps.safeParse({ ...base, name: '1 x' }).success).toBe(false);
  });
});
