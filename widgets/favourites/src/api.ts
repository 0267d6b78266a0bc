/**
 * The favourites widget's I/O (spec §7 Favourites and start page). The endpoints and schemas are
 * shared with the navigation flyout through @anstoss/api; this file is the widget's only door to
 * the network and the page.
 */
export {
  fetchFavourites,
  saveFavourite,
  favouritesResponse,
  saveFavouriteResponse,
  favouritesOfEvent,
  type FavouritesMap,
  type FavouritesResponse,
  type SaveFavouriteResponse,
} from '@anstoss/api';
