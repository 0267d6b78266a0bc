import * as z from 'zod/mini';

/** Host attributes (camelCased data-*): see README.md. */
export const markupCheckerProps = z.object({
  /** data-rows: visible lines of the markup field (default 12). */
  rows: z._default(
    z.pipe(
      z.string().check(z.regex(/^([4-9]|[1-3]\d|40)$/, 'data-rows must be a number from 4 to 40')),
      z.transform(Number),
    ),
    12,
  ),
});

export type MarkupCheckerProps = z.infer<typeof markupCheckerProps>;
