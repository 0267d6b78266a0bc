import * as z from 'zod/mini';

export const tabItem = z.object({
  label: z.string().check(z.minLength(1)),
  /** Link tab: navigates to href. */
  href: z.optional(z.string()),
  /** Ajax tab: the panel's HTML fragment. */
  url: z.optional(z.string()),
  /** Tracking value (data-tracking on the tab). */
  tracking: z.optional(z.string()),
  active: z.optional(z.boolean()),
});

export type TabItem = z.infer<typeof tabItem>;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/** Host attributes (camelCased data-*): see README.md. */
export const tabsProps = z.object({
  /** data-items: JSON list of { label, href | url, tracking?, active? }. */
  items: z.pipe(
    z.pipe(z.string(), z.transform(parseJson)),
    z.array(tabItem).check(z.minLength(1, 'data-items must list at least one tab')),
  ),
  /** data-label: accessible name of the tab list. */
  label: z.optional(z.string()),
  /**
   * data-ticker-game: the game whose live ticker these tabs follow; the open ajax panel reloads
   * whenever that ticker shows new events (event liveTickerUpdated).
   */
  tickerGame: z.optional(z.string()),
});

export type TabsProps = z.infer<typeof tabsProps>;
