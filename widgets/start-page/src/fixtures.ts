import type { StartPageAnswer } from './api.ts';

/** Schema-valid samples shared by tests and stories. */
export const startPageFixture: StartPageAnswer = {
  success: true,
  hasFavorites: true,
  favoriteDependentUserData: {
    upcomingGames: [
      {
        title: '22.11.2026',
        games: [
          {
            id: 1,
            homeTeam: { name: 'FC Musterstadt', url: '/mannschaft/7' },
            guestTeam: { name: 'SV Neustadt', url: '/mannschaft/9' },
            kickoff: '2026-11-22T14:00:00.000Z',
            result: null,
            competition: 'Kreisliga A',
            url: '/wettbewerb/kreisliga-a',
          },
        ],
      },
    ],
    recentGames: [
      {
        title: '15.11.2026',
        games: [
          {
            id: 2,
            homeTeam: 'TuS Altdorf',
            guestTeam: { name: 'FC Musterstadt', url: '/mannschaft/7' },
            kickoff: '2026-11-15T14:00:00.000Z',
            result: '1:3',
            competition: 'Kreisliga A',
          },
        ],
      },
    ],
    teamsAndClubs: [
      { name: 'FC Musterstadt (Herren)', url: '/mannschaft/7' },
      { name: 'FC Musterstadt', url: '/verein/fc-musterstadt' },
    ],
    competitions: [{ name: 'Kreisliga A', url: '/wettbewerb/kreisliga-a' }],
  },
};

export const noFavouritesFixture: StartPageAnswer = {
  success: true,
  hasFavorites: false,
  favoriteDependentUserData: null,
};

export const schemaMismatchStartPage = { success: 'ja', favoriteDependentUserData: 7 };
