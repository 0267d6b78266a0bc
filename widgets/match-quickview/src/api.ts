/** The quick view's I/O: GET {data-url} → match events data (spec §3 Match events data). */
import * as z from 'zod/mini';
import { getJson } from '@anstoss/api';

export const quickviewEvent = z.object({
  time: z.number(),
  type: z.string(),
  team: z.enum(['home', 'away']),
  label: z.optional(z.string()),
});

const section = z.object({
  start: z.number(),
  end: z.number(),
  events: z._default(z.array(quickviewEvent), []),
});

export const matchEventsResponse = z.object({
  duration: z._default(z.number(), 90),
  extraTimeDuration: z._default(z.number(), 30),
  durationSections: z._default(z.number(), 2),
  homeTeam: z.optional(z.string()),
  awayTeam: z.optional(z.string()),
  sections: z.object({
    'first-half': z.optional(section),
    'second-half': z.optional(section),
    'extra-time': z.optional(section),
  }),
});

export type MatchEvents = z.infer<typeof matchEventsResponse>;
export type QuickviewEvent = z.infer<typeof quickviewEvent>;

export function fetchMatchEvents(url: string, signal?: AbortSignal): Promise<MatchEvents> {
  return getJson(url, matchEventsResponse, { signal });
}
