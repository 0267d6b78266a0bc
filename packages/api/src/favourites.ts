/**
 * Favourites (spec §3 Favourites and start page, §7): shared by every widget that shows or saves
 * them (favourites, navigation-flyout). A widget never imports another widget, so the endpoint
 * shapes and the event name live here.
 */
import * as z from 'zod/mini';
import { getJson, postJson } from './client.ts';
import { withSanitizer } from './sanitize.ts';

/** `favorites`: a map of HTML fragments keyed by name (sanitise before inserting). */
export const favouritesMap = z.record(z.string(), z.string());

/** GET {favoritesUrl} -> { favorites }. */
export const favouritesResponse = z.object({
  success: z.optional(z.boolean()),
  favorites: favouritesMap,
});

/**
 * POST {saveUrl} -> { success, favorites?, saved? } (saved: whether the page is now a favourite);
 * a refusal `{ success: false, error: { message } }` keeps its message for the person.
 */
export const saveFavouriteResponse = z.object({
  success: z.optional(z.boolean()),
  error: z.optional(z.object({ message: z.optional(z.string()) })),
  favorites: z.optional(favouritesMap),
  saved: z.optional(z.boolean()),
});

export type FavouritesMap = z.infer<typeof favouritesMap>;
export type FavouritesResponse = z.infer<typeof favouritesResponse>;
export type SaveFavouriteResponse = z.infer<typeof saveFavouriteResponse>;

/** The favourites' HTML fragments are shown with ServerHtml: the sanitiser loads alongside. */
export function fetchFavourites(url: string, signal?: AbortSignal): Promise<FavouritesResponse> {
  return withSanitizer(getJson(url, favouritesResponse, { signal }));
}

/** Save favourite: POST, JSON body {'mime-type':'JSON', fw_url} (spec §7). Never retried. */
export function saveFavourite(
  saveUrl: string,
  fwUrl: string,
  signal?: AbortSignal,
): Promise<SaveFavouriteResponse> {
  return postJson(saveUrl, { 'mime-type': 'JSON', fw_url: fwUrl }, saveFavouriteResponse, {
    signal,
  });
}

/** The favourites carried by a 'favourites changed' event's data, or null when it has none. */
export function favouritesOfEvent(data: unknown): FavouritesMap | null {
  const parsed = z.object({ favorites: favouritesMap }).safeParse(data);
  return parsed.success ? parsed.data.favorites : null;
}
