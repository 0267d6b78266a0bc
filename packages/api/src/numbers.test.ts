import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { wholeNumber } from './numbers.ts';

const issue = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('wholeNumber', () => {
  it('accepts whole numbers within the range, ends included', () => {
    for (const n of [1, 7, 20]) expect(wholeNumber(1, 20).safeParse(n).success).toBe(true);
    expect(wholeNumber().safeParse(-3).success).toBe(true);
  });

  it('refuses fractions, numbers outside the range and what is not a number', () => {
    for (const value of [0, 21, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '3', null])
      expect(wholeNumber(1, 20).safeParse(value).success).toBe(false);
  });

  it('says what it expects', () => {
    expect(issue(wholeNumber(1, 20), 21)).toBe('must be a whole number, 1–20');
    expect(issue(wholeNumber(5), 4)).toBe('must be a whole number, at least 5');
    expect(issue(wholeNumber(), 0.5)).toBe('must be a whole number');
  });
});
