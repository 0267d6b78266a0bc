import * as z from 'zod/mini';

const flag = (fallback: 'true' | 'false') =>
  z.pipe(
    z._default(z.enum(['true', 'false']), fallback),
    z.transform((value) => value === 'true'),
  );

/** Host attributes (camelCased data-*): see README.md. */
export const textTruncateProps = z.object({
  /** data-text: the paragraph's full plain text. */
  text: z.string().check(z.minLength(1, 'data-text must hold the paragraph text')),
  /** data-enabled: truncation is off unless this is "true" (spec §1: disabled by default). */
  enabled: flag('false'),
  /** data-max-length: the longest head shown, in characters; default 200. */
  maxLength: z.pipe(
    z._default(
      z.string().check(z.regex(/^[1-9]\d*$/, 'data-max-length must be a positive whole number')),
      '200',
    ),
    z.transform(Number),
  ),
  /** data-read-more: "true" adds the "weiterlesen" button that reveals the rest. */
  readMore: flag('false'),
});

export type TextTruncateProps = z.infer<typeof textTruncateProps>;
