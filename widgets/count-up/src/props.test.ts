import { describe, expect, it } from 'vitest';
import { countUpProps } from './props.ts';

describe('countUpProps', () => {
  it('reads value, from and decimals as numbers', () => {
    expect(countUpProps.parse({ value: '1234' })).toEqual({ value: 1234 });
    expect(countUpProps.parse({ value: '12.5', from: '10', decimals: '1' })).toEqual({
      value: 12.5,
      from: 10,
      decimals: 1,
    });
  });

  it('rejects a missing or non-numeric value and odd decimals, naming the attribute', () => {
    expect(countUpProps.safeParse({}).success).toBe(false);
    const wrong = countUpProps.safeParse({ value: '1.234' + 'x' });
    expect(wrong.success).toBe(false);
    expect(JSON.stringify(wrong.error?.issues)).toContain('data-value');
    expect(countUpProps.safeParse({ value: '1,5' }).success).toBe(false);
    expect(countUpProps.safeParse({ value: '5', decimals: '7' }).success).toBe(false);
    expect(countUpProps.safeParse({ value: '5', from: 'null' }).success).toBe(false);
  });
});
