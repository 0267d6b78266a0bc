import * as z from 'zod/mini';

/**
 * A whole number from `min` to `max`, checked by one refine: zod/mini's number checks (z.int,
 * z.minimum, z.maximum, z.positive, z.lte) would add about 0.6 kB gzip to the core chunk that
 * every page loads.
 */
export function wholeNumber(min = Number.NEGATIVE_INFINITY, max = Number.POSITIVE_INFINITY) {
  const range =
    max === Number.POSITIVE_INFINITY
      ? min === Number.NEGATIVE_INFINITY
        ? ''
        : `, at least ${min}`
      : `, ${min}–${max}`;
  return z
    .number()
    .check(
      z.refine(
        (n) => Number.isInteger(n) && n >= min && n <= max,
        `must be a whole number${range}`,
      ),
    );
}
