/**
 * The club search's I/O (spec §7 Typeahead). The only file of this widget that talks to the
 * network.
 */
import * as z from 'zod/mini';
import { getJson, opaqueId } from '@anstoss/api';

export const clubEntry = z.object({
  id: opaqueId,
  name: z.string(),
  town: z.optional(z.string()),
});

/** GET {itemsUrl}: { entries, success } or a plain array. */
export const itemsResponse = z.union([
  z.array(clubEntry),
  z.object({ success: z.optional(z.boolean()), entries: z._default(z.array(clubEntry), []) }),
]);

export const teamEntry = z.object({
  id: opaqueId,
  name: z.string(),
  url: z.optional(z.string()),
  competition: z.optional(z.nullable(z.string())),
});

/** GET {teamsUrl}/id/{clubId}: { entries, success } or a plain array. */
export const teamsResponse = z.union([
  z.array(teamEntry),
  z.object({ success: z.optional(z.boolean()), entries: z._default(z.array(teamEntry), []) }),
]);

export type ClubEntry = z.infer<typeof clubEntry>;
export type TeamEntry = z.infer<typeof teamEntry>;
/** What the server sends (ids as numbers or strings), for fixtures. */
export type ClubEntryAnswer = z.input<typeof clubEntry>;
export type TeamEntryAnswer = z.input<typeof teamEntry>;
export type ItemsResponse = z.infer<typeof itemsResponse>;
export type TeamsResponse = z.infer<typeof teamsResponse>;

export function fetchClubs(
  url: string,
  data: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<ItemsResponse> {
  return getJson(url, itemsResponse, { signal, searchParams: data });
}

export function fetchTeams(
  teamsUrl: string,
  clubId: string | number,
  signal?: AbortSignal,
): Promise<TeamsResponse> {
  return getJson(
    `${teamsUrl.replace(/\/+$/, '')}/id/${encodeURIComponent(String(clubId))}`,
    teamsResponse,
    {
      signal,
    },
  );
}
