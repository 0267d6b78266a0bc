/**
 * Issue 6, navigation and personal. Pages and endpoints:
 *   GET  /mein-fussball                      "Mein Fußball" (start-page widget)
 *   GET  /vereinssuche                       301 to /vereine (the club search, club-search widget)
 *   GET  /mannschaft/{id}                    team page with the save-favourite button
 *   GET  /ajax/favourites.json               { success, favorites: { teamsAndClubs, competitions } } (HTML fragments); 401 logged out
 *   POST /ajax/favourites/save               JSON { 'mime-type': 'JSON', fw_url } -> { success, saved, favorites }
 *   GET  /ajax/startpage.json                { success, hasFavorites, favoriteDependentUserData }; 401 logged out
 *   GET  /ajax/shop/menu.json                { categories: [{ name, url }] }
 *   GET  /ajax/vereine/suche?client=…        { success, entries: [{ id, name, town }] } (prefix search, ≥ 4 characters)
 *   GET  /ajax/vereine/mannschaften/id/{id}  { success, entries: [{ id, name, url, competition }] }
 */
import { lookupLabel } from '../i18n/pages.ts';
import type { Hono } from 'hono';
import { MATCH_PAGE_SIZE } from '../views/pages/matchLists.ts';
import { z } from 'zod';
import type { AppEnv, AppRuntime } from '../context.ts';
import { html } from '../html.ts';
import { berlinDate, type Lang } from '../logic/dates.ts';
import { parseLang } from '../i18n/chrome.ts';
import { getCookie } from 'hono/cookie';
import { COOKIE } from '../security/cookies.ts';
import { clubById, teamsOfClub } from '../repo/clubs.ts';
import {
  clubSuggestions,
  favouriteGames,
  favouritesOf,
  isFavourite,
  matchesOfTeam,
  targetOfUrl,
  teamById,
  toggleFavourite,
  type Favourites,
} from '../repo/favourites.ts';
import type { MatchRow } from '../repo/matches.ts';
import { playersOfTeam } from '../repo/statistics.ts';
import { CURRENT_SEASON_ID } from '../seed/lookups.ts';
import { personalStartPage, savedFavourite, teamPage } from '../views/pages/personal.ts';
import { personal, sendPage, st } from './helpers.ts';
import { teamHighlightFor, teamHighlightUrl, teamPhotoFor, teamPhotoUrl } from './teamPhotos.ts';
import { intId, params, parse, query, text } from './validation.ts';

const idParam = z.object({ id: intId });
const saveBody = z.object({ fw_url: text(2000) });

/** Typeahead: the minimum length (spec §5) and the answer's size (the client filters it further). */
export const SUGGEST_MIN_LENGTH = 4;
export const SUGGEST_LIMIT = 200;

/** The favourites map: one HTML fragment per group (spec §3: a map of HTML fragments). */
export function favouritesMap(f: Favourites): Record<string, string> {
  const list = (links: { name: string; url: string }[]) =>
    links.length
      ? html`<ul>${links.map((l) => html`<li><a href="${l.url}">${l.name}</a></li>`)}</ul>`.value
      : '';
  return {
    teamsAndClubs: list([...f.teams, ...f.clubs]),
    competitions: list(f.competitions),
  };
}

/** A game as the start page reads it: homeTeam and guestTeam (spec §3). */
function gameOf(m: MatchRow) {
  return {
    id: m.id,
    homeTeam: { name: m.homeName, url: `/mannschaft/${m.homeTeamId}` },
    guestTeam: { name: m.guestName, url: `/mannschaft/${m.guestTeamId}` },
    kickoff: m.kickoff.toISOString(),
    result: m.homeGoals === null || m.guestGoals === null ? null : `${m.homeGoals}:${m.guestGoals}`,
    competition: m.competitionName,
    url: `/wettbewerb/${m.competitionSlug}`,
  };
}

/**
 * Games grouped by Berlin calendar day, in the given order; each group's title is its day as the
 * widgets write dates in the visitor's language (dd.MM.y, in English dd/MM/y), so the heading
 * matches the kick-off times under it.
 */
export function groupByDay(matches: MatchRow[], lang: Lang = 'de') {
  const groups: { title: string; games: ReturnType<typeof gameOf>[] }[] = [];
  const sep = lang === 'en' ? '/' : '.';
  for (const m of matches) {
    const day = berlinDate(m.kickoff);
    const [y, mo, d] = day.split('-');
    const title = `${d}${sep}${mo}${sep}${y}`;
    const last = groups[groups.length - 1];
    if (last && last.title === title) last.games.push(gameOf(m));
    else groups.push({ title, games: [gameOf(m)] });
  }
  return groups;
}

const notLoggedIn = { success: false, error: { message: 'Bitte melde dich an.' } };

export function registerPersonalRoutes(app: Hono<AppEnv>, runtime: AppRuntime): void {
  const { db } = runtime.options;

  // Pages with a save-favourite button learn whether they are a favourite already.
  app.use('*', async (c, next) => {
    const state = st(c);
    if (
      c.req.method === 'GET' &&
      state.user &&
      /^\/(verein|wettbewerb|mannschaft)\//.test(c.req.path)
    ) {
      const target = targetOfUrl(c.req.path, state.origin);
      if (target) savedFavourite.set(state, await isFavourite(db, state.user.id, target));
    }
    return next();
  });

  app.get('/mein-fussball', (c) => sendPage(c, personalStartPage(st(c))));
  // One club search (issue 26): the typeahead lives on /vereine; old links land there.
  app.get('/vereinssuche', (c) => c.redirect('/vereine', 301));

  app.get('/mannschaft/:id{[0-9]+}', async (c) => {
    const team = await teamById(db, params(c, idParam).id);
    if (!team) return c.notFound();
    const now = runtime.now();
    return sendPage(
      c,
      teamPage(st(c), {
        team,
        upcoming: await matchesOfTeam(db, team.id, 'upcoming', now, MATCH_PAGE_SIZE + 1),
        recent: await matchesOfTeam(db, team.id, 'recent', now, 6),
        photo: {
          ...(await teamPhotoFor(runtime, team.id, st(c).user)),
          uploadUrl: teamPhotoUrl(team.id),
        },
        highlight: {
          ...(await teamHighlightFor(runtime, team.id, st(c).user)),
          uploadUrl: teamHighlightUrl(team.id),
        },
        squad: await playersOfTeam(db, team.id),
      }),
    );
  });

  app.get('/ajax/favourites.json', async (c) => {
    const user = st(c).user;
    personal(c);
    if (!user) return c.json(notLoggedIn, 401);
    return c.json({ success: true, favorites: favouritesMap(await favouritesOf(db, user.id)) });
  });

  app.post('/ajax/favourites/save', async (c) => {
    const state = st(c);
    if (!state.user) return c.json(notLoggedIn, 401);
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ success: false, error: { message: 'Die Anfrage war unvollständig.' } }, 400);
    }
    const fwUrl = parse(saveBody, body).fw_url;
    const target = targetOfUrl(fwUrl, state.origin);
    if (!target)
      return c.json(
        {
          success: false,
          error: { message: 'Diese Seite kann nicht als Favorit gespeichert werden.' },
        },
        400,
      );
    const saved = await toggleFavourite(db, state.user.id, target);
    if (saved === null)
      return c.json({ success: false, error: { message: 'Diese Seite gibt es nicht.' } }, 404);
    return c.json({
      success: true,
      saved,
      favorites: favouritesMap(await favouritesOf(db, state.user.id)),
    });
  });

  app.get('/ajax/startpage.json', async (c) => {
    const user = st(c).user;
    personal(c);
    if (!user) return c.json(notLoggedIn, 401);
    const favourites = await favouritesOf(db, user.id);
    const hasFavorites =
      favourites.teams.length + favourites.clubs.length + favourites.competitions.length > 0;
    if (!hasFavorites)
      return c.json({ success: true, hasFavorites: false, favoriteDependentUserData: null });
    const now = runtime.now();
    const lang = parseLang(getCookie(c, COOKIE.lang));
    return c.json({
      success: true,
      hasFavorites: true,
      favoriteDependentUserData: {
        upcomingGames: groupByDay(await favouriteGames(db, user.id, 'upcoming', now, 12), lang),
        recentGames: groupByDay(await favouriteGames(db, user.id, 'recent', now, 12), lang),
        teamsAndClubs: [...favourites.teams, ...favourites.clubs].map(({ name, url }) => ({
          name,
          url,
        })),
        competitions: favourites.competitions,
      },
    });
  });

  app.get('/ajax/shop/menu.json', (c) =>
    c.json({
      categories: [
        { name: 'Trikots', url: '/shop/trikots' },
        { name: 'Bälle', url: '/shop/baelle' },
        { name: 'Fanartikel', url: '/shop/fanartikel' },
        { name: 'Trainingsbedarf', url: '/shop/training' },
      ],
    }),
  );

  app.get('/ajax/vereine/suche', async (c) => {
    const typed = (query(c, z.object({ client: text(200).optional() })).client ?? '')
      .trim()
      .slice(0, 60);
    if (typed.length < SUGGEST_MIN_LENGTH) return c.json({ success: true, entries: [] });
    return c.json({ success: true, entries: await clubSuggestions(db, typed, SUGGEST_LIMIT) });
  });

  app.get('/ajax/vereine/mannschaften/id/:id{[0-9]+}', async (c) => {
    const club = await clubById(db, params(c, idParam).id);
    if (!club)
      return c.json({ success: false, error: { message: 'Diesen Verein gibt es nicht.' } }, 404);
    const teams = await teamsOfClub(db, club.id, CURRENT_SEASON_ID);
    return c.json({
      success: true,
      entries: teams.map((t) => ({
        id: t.id,
        name: `${lookupLabel(t.teamTypeLabel)}${t.number > 1 ? ` ${t.number}` : ''}`,
        url: `/mannschaft/${t.id}`,
        competition: t.competitionName,
      })),
    });
  });
}
