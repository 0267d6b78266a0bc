import * as z from 'zod/mini';

/** Host attributes (camelCased data-*): see README.md. */
export const liveTickerProps = z.object({
  /** data-ticker-url: base of the ticker endpoint; the widget appends /ticker-id/{tickerId}. */
  tickerUrl: z
    .string()
    .check(z.trim(), z.minLength(1, 'data-ticker-url must name the ticker endpoint')),
  /** data-ticker-id: the ticker shown unless the visitor chose another one of this game. */
  tickerId: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]+$/, 'data-ticker-id must be an id')),
  /** data-game-id: optional; otherwise read from the page path /spiel/{gameId}. */
  gameId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]+$/, 'data-game-id must be an id'))),
});

export type LiveTickerProps = z.infer<typeof liveTickerProps>;
