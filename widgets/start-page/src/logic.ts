import { safeUrl } from '@anstoss/api';
import { formatDate, formatDateTime } from '@anstoss/i18n';
import type { FavouriteLink, Game, GameGroup, StartPageResponse } from './api.ts';

export const GAMES_TABS = ['upcoming', 'recent'] as const;
export const FAVOURITES_TABS = ['teamsAndClubs', 'competitions'] as const;
export type GamesTab = (typeof GAMES_TABS)[number];
export type FavouritesTab = (typeof FAVOURITES_TABS)[number];

/** Spec §2: 'upcoming' and 'teamsAndClubs' are the tabs open at first. */
export const DEFAULT_GAMES_TAB: GamesTab = 'upcoming';
export const DEFAULT_FAVOURITES_TAB: FavouritesTab = 'teamsAndClubs';

/** Spec §6: the start page loads only when the login cookie is present. */
export function shouldLoadStartPage(loggedIn: boolean): boolean {
  return loggedIn;
}

export interface StartPageView {
  hasFavorites: boolean;
  upcoming: GameGroup[];
  recent: GameGroup[];
  teamsAndClubs: FavouriteLink[];
  competitions: FavouriteLink[];
}

/**
 * What to show. Without favourites (hasFavorites false, or no favourite-dependent data) the
 * inviting empty state; empty groups are dropped.
 */
export function startPageView(response: StartPageResponse): StartPageView {
  const data = response.favoriteDependentUserData;
  const nonEmpty = (groups: GameGroup[]) => groups.filter((g) => g.games.length > 0);
  const hasFavorites = response.hasFavorites !== false && Boolean(data);
  return {
    hasFavorites,
    upcoming: hasFavorites && data ? nonEmpty(data.upcomingGames) : [],
    recent: hasFavorites && data ? nonEmpty(data.recentGames) : [],
    teamsAndClubs: hasFavorites && data ? data.teamsAndClubs : [],
    competitions: hasFavorites && data ? data.competitions : [],
  };
}

export interface TeamView {
  name: string;
  href: string | null;
}

/** A team given as a name or as { name, url }; unsafe URLs are dropped. */
export function teamView(
  team: Game['homeTeam'],
  base: string = globalThis.document?.baseURI ?? 'http://localhost/',
): TeamView {
  if (typeof team === 'string') return { name: team, href: null };
  return { name: team.name, href: team.url && safeUrl(team.url, base) ? team.url : null };
}

/**
 * A game's kick-off as its row shows it: only the time ("15:00") under a heading that already
 * names the day ("15.03.2026"), else day and time ("15.03.26 15:00"). Rows under a day heading
 * repeated the day in another form.
 */
export function kickoffText(kickoff: string | undefined, groupTitle: string | undefined): string {
  if (!kickoff) return '';
  const date = new Date(kickoff);
  const full = formatDateTime(date);
  return groupTitle && full && groupTitle === formatDate(date)
    ? full.slice(full.indexOf(' ') + 1)
    : full;
}
