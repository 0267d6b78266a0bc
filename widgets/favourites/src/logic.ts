import type { FavouritesMap, SaveFavouriteResponse } from './api.ts';

/** Spec §6 Logged-in features: favourites load only when the login cookie is present. */
export function shouldLoadFavourites(loggedIn: boolean, url: string | undefined): boolean {
  return loggedIn && Boolean(url);
}

/** The non-empty fragments of the map, in the server's order: [name, html][]. */
export function favouriteSections(map: FavouritesMap | null): [string, string][] {
  if (!map) return [];
  return Object.entries(map).filter(([, html]) => html.trim() !== '');
}

/** The page a save refers to: the configured fw_url, else the current path and query. */
export function resolveFwUrl(configured: string | undefined, location: Location | URL): string {
  return configured ?? `${location.pathname}${location.search}`;
}

/**
 * Whether the page is a favourite after a save answer: the server's `saved` when it says so,
 * otherwise a successful save means saved. An answer with success false changes nothing.
 */
export function savedAfter(response: SaveFavouriteResponse, before: boolean): boolean {
  if (response.success === false) return before;
  return response.saved ?? true;
}
