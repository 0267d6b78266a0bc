import * as z from 'zod/mini';

const number = (attribute: string) =>
  z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.regex(/^-?\d+(\.\d+)?$/, `${attribute} must be a number such as 1234 or 12.5`),
      ),
    z.transform(Number),
  );

/** Host attributes (camelCased data-*): see README.md. */
export const countUpProps = z.object({
  /** data-value: the final number (dot decimals, as a CMS template writes it). */
  value: number('data-value'),
  /** data-from: where the animation starts; default 0. */
  from: z.optional(number('data-from')),
  /** data-decimals: digits after the comma; default 0. */
  decimals: z.optional(
    z.pipe(
      z.string().check(z.regex(/^[0-3]$/, 'data-decimals must be 0, 1, 2 or 3')),
      z.transform(Number),
    ),
  ),
});

export type CountUpProps = z.infer<typeof countUpProps>;
