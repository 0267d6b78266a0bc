import type { FavouritesResponse, SaveFavouriteResponse } from './api.ts';

/** Schema-valid samples shared by tests and stories. */
export const favouritesFixture: FavouritesResponse = {
  success: true,
  favorites: {
    teamsAndClubs:
      '<ul><li><a href="/mannschaft/7">FC Musterstadt (Herren)</a></li><li><a href="/verein/fc-musterstadt">FC Musterstadt</a></li></ul>',
    competitions: '<ul><li><a href="/wettbewerb/kreisliga-a">Kreisliga A</a></li></ul>',
  },
};

export const emptyFavouritesFixture: FavouritesResponse = {
  success: true,
  favorites: { teamsAndClubs: '', competitions: '' },
};

export const savedAnswerFixture: SaveFavouriteResponse = {
  success: true,
  saved: true,
  favorites: {
    teamsAndClubs:
      '<ul><li><a href="/verein/sv-neustadt">SV Neustadt</a></li><li><a href="/verein/fc-musterstadt">FC Musterstadt</a></li></ul>',
    competitions: '<ul><li><a href="/wettbewerb/kreisliga-a">Kreisliga A</a></li></ul>',
  },
};

export const removedAnswerFixture: SaveFavouriteResponse = {
  success: true,
  saved: false,
  favorites: { teamsAndClubs: '', competitions: '' },
};

export const hostileFavouritesFixture: FavouritesResponse = {
  favorites: {
    teamsAndClubs:
      '<ul><li><a href="javascript:alert(1)">Böse</a><img src=x onerror="alert(1)"><script>alert(1)</script></li></ul>',
  },
};

export const schemaMismatchFavourites = { favorites: ['keine', 'Karte'] };
