import { describe, expect, it } from 'vitest';
import { startPageResponse } from './api.ts';
import { noFavouritesFixture, schemaMismatchStartPage, startPageFixture } from './fixtures.ts';
import {
  DEFAULT_FAVOURITES_TAB,
  DEFAULT_GAMES_TAB,
  kickoffText,
  shouldLoadStartPage,
  startPageView,
  teamView,
} from './logic.ts';
import { startPageProps } from './props.ts';

describe('start-page logic', () => {
  it("opens 'upcoming' and 'teamsAndClubs' first (spec §2)", () => {
    expect(DEFAULT_GAMES_TAB).toBe('upcoming');
    expect(DEFAULT_FAVOURITES_TAB).toBe('teamsAndClubs');
  });

  it('loads only with the login cookie (spec §6)', () => {
    expect(shouldLoadStartPage(true)).toBe(true);
    expect(shouldLoadStartPage(false)).toBe(false);
  });

  it('reads recentGames, upcomingGames, teamsAndClubs and competitions', () => {
    const view = startPageView(startPageResponse.parse(startPageFixture));
    expect(view.hasFavorites).toBe(true);
    expect(view.upcoming[0]?.games[0]?.homeTeam).toEqual({
      name: 'FC Musterstadt',
      url: '/mannschaft/7',
    });
    expect(view.recent[0]?.games[0]?.result).toBe('1:3');
    expect(view.teamsAndClubs).toHaveLength(2);
    expect(view.competitions).toHaveLength(1);
  });

  it('shows the empty state without favourites, and drops empty groups', () => {
    expect(startPageView(startPageResponse.parse(noFavouritesFixture)).hasFavorites).toBe(false);
    expect(startPageView({ success: true, hasFavorites: true }).hasFavorites).toBe(false);
    const view = startPageView({
      success: true,
      favoriteDependentUserData: {
        upcomingGames: [{ games: [] }],
        recentGames: [],
        teamsAndClubs: [],
        competitions: [],
      },
    });
    expect(view.hasFavorites).toBe(true);
    expect(view.upcoming).toEqual([]);
  });

  it('takes a team as a name or { name, url } and drops unsafe URLs', () => {
    expect(teamView('TuS Altdorf')).toEqual({ name: 'TuS Altdorf', href: null });
    expect(teamView({ name: 'FC', url: '/mannschaft/7' })).toEqual({
      name: 'FC',
      href: '/mannschaft/7',
    });
    expect(teamView({ name: 'FC', url: 'javascript:alert(1)' }).href).toBeNull();
  });
});

describe('start-page schema and props', () => {
  it('accepts the fixtures, refuses a mismatch', () => {
    expect(startPageResponse.safeParse(startPageFixture).success).toBe(true);
    expect(startPageResponse.safeParse(noFavouritesFixture).success).toBe(true);
    expect(startPageResponse.safeParse(schemaMismatchStartPage).success).toBe(false);
  });

  it('needs data-url', () => {
    expect(startPageProps.safeParse({}).success).toBe(false);
    expect(startPageProps.parse({ url: '/s.json' }).url).toBe('/s.json');
  });
});

describe('kickoffText', () => {
  const kickoff = new Date(2026, 2, 15, 15, 30).toISOString(); // 15.03.2026, 15:30 local
  it('gives only the time under a heading naming the same day', () => {
    expect(kickoffText(kickoff, '15.03.2026')).toBe('15:30');
  });
  it('gives day and time under any other heading, or none', () => {
    expect(kickoffText(kickoff, '16.03.2026')).toBe('15.03.26 15:30');
    expect(kickoffText(kickoff, 'Kreisliga A')).toBe('15.03.26 15:30');
    expect(kickoffText(kickoff, undefined)).toBe('15.03.26 15:30');
    expect(kickoffText(undefined, '15.03.2026')).toBe('');
  });
});
