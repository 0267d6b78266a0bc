/**
 * The live ticker's I/O (spec §7 Live ticker): GET {tickerUrl}/ticker-id/{tickerId}, polled with
 * If-Modified-Since; the response headers Last-Modified and Age are read; a 404 is its own
 * outcome. Also the remembered ticker choice (localStorage, 24 h). The only file of this widget
 * that talks to the network or storage.
 */
import * as z from 'zod/mini';
import {
  conditionalGetJson,
  opaqueId,
  optionalOpaqueId,
  type ConditionalResult,
  type PollContext,
} from '@anstoss/api';
import { readItem, removeItem, writeItem } from '@anstoss/storage';

const optionalNumber = z.optional(z.nullable(z.union([z.number(), z.string()])));

export const tickerMember = z.object({
  firstname: z._default(z.string(), ''),
  name: z._default(z.string(), ''),
  is_not_public: z._default(z.boolean(), false),
  player_image_url: z.optional(z.nullable(z.string())),
  jersey_nr: z.optional(z.nullable(z.union([z.number(), z.string()]))),
});

export const tickerTeam = z.object({
  id: opaqueId,
  name: z.string(),
  members: z._default(z.record(z.string(), tickerMember), {}),
});

export const tickerEvent = z.object({
  section_type_id: z.number(),
  type_id: z.number(),
  team_id: optionalOpaqueId,
  member_id: optionalOpaqueId,
  /** Substitution: the player who went off (`member_id` came on). */
  replaced_member_id: optionalOpaqueId,
  minute: z._default(z.number(), 0),
  text: z.optional(z.nullable(z.string())),
});

/** Both shapes in use: `score` ('home:away') or `scoreHome` / `scoreAway` / `time_running`. */
export const tickerResponse = z.object({
  id: opaqueId,
  should_update: z.optional(z.nullable(z.number())),
  score: z.optional(z.nullable(z.string())),
  score_halftime: z.optional(z.nullable(z.string())),
  scoreHome: optionalNumber,
  scoreAway: optionalNumber,
  time_running: z.optional(z.nullable(z.boolean())),
  live: z.optional(z.nullable(z.union([z.boolean(), z.number(), z.string()]))),
  liveticker_enabled: z.optional(z.nullable(z.union([z.boolean(), z.number(), z.string()]))),
  timeplayed: z._default(z.nullable(z.number()), null),
  /** Kick-off (ISO instant): "Anpfiff 15:30 Uhr" before the game. */
  kickoff: z.optional(z.nullable(z.string())),
  /** The section being played (or the last one played); raises the one derived from events. */
  section_type_id: z.optional(z.nullable(z.number())),
  /** The final whistle has gone. Without it a game ends with its last regular section. */
  finished: z.optional(z.nullable(z.boolean())),
  duration: z._default(z.number(), 90),
  duration_sections: z._default(z.number(), 2),
  extratime_duration: z._default(z.number(), 30),
  presenter_visible: z.optional(z.nullable(z.boolean())),
  tickers: z._default(z.array(z.object({ id: opaqueId, name: z.optional(z.string()) })), []),
  events: z._default(z.array(tickerEvent), []),
  home_team: tickerTeam,
  guest_team: tickerTeam,
});

export type TickerResponse = z.infer<typeof tickerResponse>;
export type TickerEvent = z.infer<typeof tickerEvent>;
export type TickerMember = z.infer<typeof tickerMember>;

/** GET {tickerUrl}/ticker-id/{tickerId} */
export function tickerAddress(tickerUrl: string, tickerId: string): string {
  return `${tickerUrl.replace(/\/+$/, '')}/ticker-id/${encodeURIComponent(tickerId)}`;
}

/**
 * One conditional GET of the ticker (the widget polls it through its resource): 304 and
 * identical bodies change nothing; any answer the schema accepts (200, 304, 404) means the server
 * is reachable again.
 */
export async function requestTicker(
  url: string,
  context: PollContext,
  onReachable: () => void,
): Promise<ConditionalResult<TickerResponse>> {
  const result = await conditionalGetJson(url, tickerResponse, context);
  onReachable();
  return result;
}

/** The remembered ticker of a game; null when none, expired or storage is blocked. */
export function readTickerChoice(key: string): string | null {
  return readItem<string>(key, (v) => (typeof v === 'string' ? v : undefined));
}

/** Remembers the ticker of a game for 24 h (spec §9: 86400000 ms = 1 day). */
export function writeTickerChoice(key: string, tickerId: string, days: number): boolean {
  return writeItem(key, tickerId, { days });
}

/** Forgets the remembered ticker of a game. */
export function forgetTickerChoice(key: string): void {
  removeItem(key);
}
