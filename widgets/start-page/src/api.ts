/**
 * The personal start page's I/O (spec §3 and §7 Favourites and start page). The only file of
 * this widget that talks to the network.
 */
import * as z from 'zod/mini';
import { getJson, opaqueId } from '@anstoss/api';

/** A team: its name, or { name, url? }. */
const team = z.union([z.string(), z.object({ name: z.string(), url: z.optional(z.string()) })]);

export const game = z.object({
  id: z.optional(opaqueId),
  homeTeam: team,
  guestTeam: team,
  /** ISO date-time of the kick-off. */
  kickoff: z.optional(z.string()),
  /** "2:1" once played. */
  result: z.optional(z.nullable(z.string())),
  competition: z.optional(z.string()),
  url: z.optional(z.string()),
});

/** recentGames and upcomingGames are groups, each with games[] (spec §3). */
export const gameGroup = z.object({
  title: z.optional(z.string()),
  games: z.array(game),
});

export const favouriteLink = z.object({ name: z.string(), url: z.string() });

export const startPageResponse = z.object({
  success: z.boolean(),
  hasFavorites: z.optional(z.boolean()),
  favoriteDependentUserData: z.optional(
    z.nullable(
      z.object({
        recentGames: z._default(z.array(gameGroup), []),
        upcomingGames: z._default(z.array(gameGroup), []),
        teamsAndClubs: z._default(z.array(favouriteLink), []),
        competitions: z._default(z.array(favouriteLink), []),
      }),
    ),
  ),
});

export type Game = z.infer<typeof game>;
export type GameGroup = z.infer<typeof gameGroup>;
export type FavouriteLink = z.infer<typeof favouriteLink>;
export type StartPageResponse = z.infer<typeof startPageResponse>;
/** What the server sends (ids as numbers or strings), for fixtures. */
export type StartPageAnswer = z.input<typeof startPageResponse>;

export function fetchStartPage(url: string, signal?: AbortSignal): Promise<StartPageResponse> {
  return getJson(url, startPageResponse, { signal });
}
