/**
 * The favourites widget's I/O (spec §7 Favourites and start page). The endpoints and schemas are
 * shared with the navigation flyout through @anstoss/api; this file is the widget's only door to
 * the network and the page.
 */
import { acceptedOrThrow, saveFavourite, type SaveFavouriteResponse } from '@anstoss/api';

export {
  fetchFavourites,
  favouritesResponse,
  saveFavouriteResponse,
  favouritesOfEvent,
  type FavouritesMap,
  type FavouritesResponse,
  type SaveFavouriteResponse,
} from '@anstoss/api';

/** Saves (or removes) the page; a `{ success: false }` answer rejects with the server's text. */
export async function savePage(
  saveUrl: string,
  fwUrl: string,
  signal?: AbortSignal,
): Promise<SaveFavouriteResponse> {
  return acceptedOrThrow(await saveFavourite(saveUrl, fwUrl, signal), 'favourite refused');
}
