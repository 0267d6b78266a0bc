import * as z from 'zod/mini';

/** Host attributes (camelCased data-*): see README.md. */
export const matchQuickviewProps = z.object({
  /** data-url: endpoint answering the match events data. */
  url: z.string().check(z.trim(), z.minLength(1, 'data-url must name the match events endpoint')),
});

export type MatchQuickviewProps = z.infer<typeof matchQuickviewProps>;
