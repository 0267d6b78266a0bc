/**
 * Favourites of a member (issue 6): teams live in user_favourite_teams (seeded, shown on the
 * profile), clubs and competitions in user_favourite_pages. A favourite is addressed by the URL
 * of its page (fw_url): /mannschaft/{id}, /verein/{slug}, /wettbewerb/{slug}.
 */
import type { Db } from '../db/types.ts';
import type { MatchRow } from './matches.ts';
import { CURRENT_SEASON_ID } from '../seed/lookups.ts';
import { lookupLabel } from '../i18n/pages.ts';

export type FavouriteTarget =
  | { kind: 'team'; id: number }
  | { kind: 'club'; slug: string }
  | { kind: 'competition'; slug: string };

const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The favourite a page URL stands for (same origin only), or null for any other page. */
export function targetOfUrl(fwUrl: string, origin: string): FavouriteTarget | null {
  let url: URL;
  try {
    url = new URL(fwUrl, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  const path = url.pathname.replace(/\/+$/, '');
  const team = /^\/mannschaft\/([0-9]{1,9})$/.exec(path);
  if (team?.[1]) return { kind: 'team', id: Number(team[1]) };
  const club = /^\/verein\/([^/]+)$/.exec(path);
  if (club?.[1] && SLUG_RE.test(club[1])) return { kind: 'club', slug: club[1] };
  const competition = /^\/wettbewerb\/([^/]+)$/.exec(path);
  if (competition?.[1] && SLUG_RE.test(competition[1]))
    return { kind: 'competition', slug: competition[1] };
  return null;
}

export function urlOfTarget(target: FavouriteTarget): string {
  if (target.kind === 'team') return `/mannschaft/${target.id}`;
  return target.kind === 'club' ? `/verein/${target.slug}` : `/wettbewerb/${target.slug}`;
}

export interface FavouriteLinkRow {
  name: string;
  url: string;
}

export interface Favourites {
  teams: (FavouriteLinkRow & { id: number })[];
  clubs: FavouriteLinkRow[];
  competitions: FavouriteLinkRow[];
}

export async function favouritesOf(db: Db, userId: string): Promise<Favourites> {
  const teamRows = await db.query<{ id: number; name: string; type: string; number: number }>(
    `SELECT t.id, t.name, tt.label AS type, t.number
     FROM user_favourite_teams f JOIN teams t ON t.id = f.team_id JOIN team_types tt ON tt.id = t.team_type_id
     WHERE f.user_id = $1 ORDER BY t.name, tt.sort, t.number`,
    [userId],
  );
  const clubs = await db.query<{ name: string; slug: string }>(
    `SELECT c.name, c.slug FROM user_favourite_pages f JOIN clubs c ON c.slug = f.ref
     WHERE f.user_id = $1 AND f.kind = 'club' ORDER BY c.name`,
    [userId],
  );
  const competitions = await db.query<{ name: string; slug: string; url: string }>(
    `SELECT co.name, co.slug, co.url FROM user_favourite_pages f JOIN competitions co ON co.slug = f.ref
     WHERE f.user_id = $1 AND f.kind = 'competition' ORDER BY co.name`,
    [userId],
  );
  return {
    teams: teamRows.map((t) => ({
      id: t.id,
      name: `${t.name} (${lookupLabel(t.type)}${t.number > 1 ? ` ${t.number}` : ''})`,
      url: `/mannschaft/${t.id}`,
    })),
    clubs: clubs.map((c) => ({ name: c.name, url: `/verein/${c.slug}` })),
    competitions: competitions.map((c) => ({ name: c.name, url: c.url })),
  };
}

/** Whether the target exists at all (nothing is saved for unknown pages). */
async function targetExists(db: Db, target: FavouriteTarget): Promise<boolean> {
  const rows =
    target.kind === 'team'
      ? await db.query(`SELECT 1 FROM teams WHERE id = $1`, [target.id])
      : target.kind === 'club'
        ? await db.query(`SELECT 1 FROM clubs WHERE slug = $1`, [target.slug])
        : await db.query(`SELECT 1 FROM competitions WHERE slug = $1`, [target.slug]);
  return rows.length > 0;
}

export async function isFavourite(
  db: Db,
  userId: string,
  target: FavouriteTarget,
): Promise<boolean> {
  const rows =
    target.kind === 'team'
      ? await db.query(`SELECT 1 FROM user_favourite_teams WHERE user_id = $1 AND team_id = $2`, [
          userId,
          target.id,
        ])
      : await db.query(
          `SELECT 1 FROM user_favourite_pages WHERE user_id = $1 AND kind = $2 AND ref = $3`,
          [userId, target.kind, target.slug],
        );
  return rows.length > 0;
}

/** Saves the favourite, or removes it when it already is one. Returns whether it is saved now. */
export async function toggleFavourite(
  db: Db,
  userId: string,
  target: FavouriteTarget,
): Promise<boolean | null> {
  if (!(await targetExists(db, target))) return null;
  const saved = await isFavourite(db, userId, target);
  if (target.kind === 'team') {
    await db.query(
      saved
        ? `DELETE FROM user_favourite_teams WHERE user_id = $1 AND team_id = $2`
        : `INSERT INTO user_favourite_teams (user_id, team_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [userId, target.id],
    );
  } else {
    await db.query(
      saved
        ? `DELETE FROM user_favourite_pages WHERE user_id = $1 AND kind = $2 AND ref = $3`
        : `INSERT INTO user_favourite_pages (user_id, kind, ref) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [userId, target.kind, target.slug],
    );
  }
  return !saved;
}

/** Games of the favourite teams and of every team of the favourite clubs. */
export async function favouriteGames(
  db: Db,
  userId: string,
  direction: 'upcoming' | 'recent',
  now: Date,
  limit: number,
): Promise<MatchRow[]> {
  const upcoming = direction === 'upcoming';
  return db.query<MatchRow>(
    `WITH fav AS (
       SELECT team_id FROM user_favourite_teams WHERE user_id = $1
       UNION SELECT t.id FROM user_favourite_pages f JOIN clubs c ON c.slug = f.ref JOIN teams t ON t.club_id = c.id
         WHERE f.user_id = $1 AND f.kind = 'club' AND t.number = 1
     )
     SELECT m.id, m.competition_id AS "competitionId", co.slug AS "competitionSlug", co.name AS "competitionName",
       m.matchday, m.round_label AS "roundLabel", m.kickoff,
       m.home_team_id AS "homeTeamId", ht.name AS "homeName", hc.slug AS "homeClubSlug",
       m.guest_team_id AS "guestTeamId", gt.name AS "guestName", gc.slug AS "guestClubSlug",
       m.home_goals AS "homeGoals", m.guest_goals AS "guestGoals",
       m.home_goals_ht AS "homeGoalsHt", m.guest_goals_ht AS "guestGoalsHt", m.venue
     FROM matches m JOIN competitions co ON co.id = m.competition_id
       JOIN teams ht ON ht.id = m.home_team_id JOIN clubs hc ON hc.id = ht.club_id
       JOIN teams gt ON gt.id = m.guest_team_id JOIN clubs gc ON gc.id = gt.club_id
     WHERE (m.home_team_id IN (SELECT team_id FROM fav) OR m.guest_team_id IN (SELECT team_id FROM fav))
       AND co.format <> 'friendly'
       AND ${upcoming ? 'm.kickoff >= $2' : 'm.kickoff < $2 AND m.home_goals IS NOT NULL'}
     ORDER BY m.kickoff ${upcoming ? 'ASC' : 'DESC'}, m.id LIMIT $3`,
    [userId, now, limit],
  );
}

export interface TeamRow {
  id: number;
  name: string;
  number: number;
  teamTypeLabel: string;
  clubName: string;
  clubSlug: string;
  competitionName: string | null;
  competitionUrl: string | null;
}

export async function teamById(db: Db, id: number): Promise<TeamRow | null> {
  const rows = await db.query<TeamRow>(
    `SELECT t.id, t.name, t.number, tt.label AS "teamTypeLabel", c.name AS "clubName", c.slug AS "clubSlug",
       (SELECT co.name FROM competition_teams ct JOIN competitions co ON co.id = ct.competition_id
         WHERE ct.team_id = t.id AND co.season_id = $2 AND co.format = 'league' LIMIT 1) AS "competitionName",
       (SELECT co.url FROM competition_teams ct JOIN competitions co ON co.id = ct.competition_id
         WHERE ct.team_id = t.id AND co.season_id = $2 AND co.format = 'league' LIMIT 1) AS "competitionUrl"
     FROM teams t JOIN clubs c ON c.id = t.club_id JOIN team_types tt ON tt.id = t.team_type_id
     WHERE t.id = $1`,
    [id, CURRENT_SEASON_ID],
  );
  return rows[0] ?? null;
}

export async function matchesOfTeam(
  db: Db,
  teamId: number,
  direction: 'upcoming' | 'recent',
  now: Date,
  limit: number,
): Promise<MatchRow[]> {
  const upcoming = direction === 'upcoming';
  return db.query<MatchRow>(
    `SELECT m.id, m.competition_id AS "competitionId", co.slug AS "competitionSlug", co.name AS "competitionName",
       m.matchday, m.round_label AS "roundLabel", m.kickoff,
       m.home_team_id AS "homeTeamId", ht.name AS "homeName", hc.slug AS "homeClubSlug",
       m.guest_team_id AS "guestTeamId", gt.name AS "guestName", gc.slug AS "guestClubSlug",
       m.home_goals AS "homeGoals", m.guest_goals AS "guestGoals",
       m.home_goals_ht AS "homeGoalsHt", m.guest_goals_ht AS "guestGoalsHt", m.venue
     FROM matches m JOIN competitions co ON co.id = m.competition_id
       JOIN teams ht ON ht.id = m.home_team_id JOIN clubs hc ON hc.id = ht.club_id
       JOIN teams gt ON gt.id = m.guest_team_id JOIN clubs gc ON gc.id = gt.club_id
     WHERE (m.home_team_id = $1 OR m.guest_team_id = $1)
       AND ${upcoming ? 'm.kickoff >= $2' : 'm.kickoff < $2 AND m.home_goals IS NOT NULL'}
     ORDER BY m.kickoff ${upcoming ? 'ASC' : 'DESC'}, m.id LIMIT $3`,
    [teamId, now, limit],
  );
}

/** Typeahead answer: clubs whose name or town starts with the text (text_pattern_ops indexes). */
export async function clubSuggestions(
  db: Db,
  text: string,
  limit: number,
): Promise<{ id: number; name: string; town: string }[]> {
  const prefix = `${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return db.query(
    `SELECT c.id, c.name, c.town FROM clubs c
     WHERE lower(c.name) LIKE $1 OR lower(c.town) LIKE $1
     ORDER BY c.name, c.id LIMIT $2`,
    [prefix, limit],
  );
}
