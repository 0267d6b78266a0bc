/**
 * Queries of the statistics page and the player search (issue 17: the navigation's
 * "Statistiken" and "Spielersuche" lead to real pages). Read-only, over the seeded tables.
 */
import type { Db } from '../db/types.ts';

export interface CompetitionStats {
  slug: string;
  name: string;
  /** The association it belongs to ("Sachsen-Anhalt"): several leagues share a name. */
  association: string;
  played: number;
  goals: number;
  homeWins: number;
  draws: number;
  guestWins: number;
}

/** Played league matches per competition of a season, busiest first. */
export async function competitionStats(db: Db, seasonId: string): Promise<CompetitionStats[]> {
  return db.query<CompetitionStats>(
    `SELECT co.slug, co.name, a.name AS association,
       count(*)::int AS played,
       coalesce(sum(m.home_goals + m.guest_goals), 0)::int AS goals,
       count(*) FILTER (WHERE m.home_goals > m.guest_goals)::int AS "homeWins",
       count(*) FILTER (WHERE m.home_goals = m.guest_goals)::int AS draws,
       count(*) FILTER (WHERE m.home_goals < m.guest_goals)::int AS "guestWins"
     FROM matches m JOIN competitions co ON co.id = m.competition_id
       JOIN associations a ON a.id = co.association_id
     WHERE co.season_id = $1 AND co.format = 'league' AND m.home_goals IS NOT NULL
     GROUP BY co.slug, co.name, a.name
     ORDER BY played DESC, co.name
     LIMIT 50`,
    [seasonId],
  );
}

export interface HighScoringMatch {
  id: number;
  home: string;
  guest: string;
  homeGoals: number;
  guestGoals: number;
  competition: string;
  kickoff: Date;
}

/** The matches with the most goals of a season. */
export async function highScoringMatches(
  db: Db,
  seasonId: string,
  limit = 10,
): Promise<HighScoringMatch[]> {
  return db.query<HighScoringMatch>(
    `SELECT m.id, h.name AS home, g.name AS guest, m.home_goals AS "homeGoals",
       m.guest_goals AS "guestGoals", co.name AS competition, m.kickoff
     FROM matches m
     JOIN competitions co ON co.id = m.competition_id
     JOIN teams h ON h.id = m.home_team_id
     JOIN teams g ON g.id = m.guest_team_id
     WHERE co.season_id = $1 AND m.home_goals IS NOT NULL
     ORDER BY m.home_goals + m.guest_goals DESC, m.kickoff DESC, m.id
     LIMIT $2`,
    [seasonId, limit],
  );
}

export interface PlayerHit {
  id: number;
  firstName: string;
  lastName: string;
  isNotPublic: boolean;
  jerseyNr: number;
  position: string;
  teamId: number;
  teamName: string;
  clubSlug: string;
  clubName: string;
}

/** Escapes LIKE wildcards so a search for "50%" finds "50%". */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Players whose name matches `q` (case-insensitive, first name, last name or both). Players
 * who keep their name private are found only by their last name and shown with an initial,
 * and sorted by it.
 */
export async function searchPlayers(db: Db, q: string, limit = 50): Promise<PlayerHit[]> {
  return db.query<PlayerHit>(
    `SELECT p.id, p.first_name AS "firstName", p.last_name AS "lastName",
       p.is_not_public AS "isNotPublic", p.jersey_nr AS "jerseyNr", p.position,
       t.id AS "teamId", t.name AS "teamName", c.slug AS "clubSlug", c.name AS "clubName"
     FROM players p JOIN teams t ON t.id = p.team_id JOIN clubs c ON c.id = t.club_id
     WHERE p.last_name ILIKE $1
        OR (NOT p.is_not_public AND (p.first_name || ' ' || p.last_name) ILIKE $1)
     ORDER BY p.last_name,
       -- by the name as shown: a private first name is its initial, so the order tells nothing more
       CASE WHEN p.is_not_public THEN left(p.first_name, 1) ELSE p.first_name END, p.id
     LIMIT $2`,
    [likePattern(q), limit],
  );
}

export type SquadPlayer = Pick<
  PlayerHit,
  'id' | 'firstName' | 'lastName' | 'isNotPublic' | 'jerseyNr' | 'position'
>;

/** The positions in the order a squad lists them. */
export const SQUAD_POSITIONS = ['Tor', 'Abwehr', 'Mittelfeld', 'Sturm'] as const;

/** A team's players by jersey number (the squad groups them by SQUAD_POSITIONS). */
export async function playersOfTeam(db: Db, teamId: number): Promise<SquadPlayer[]> {
  return db.query<SquadPlayer>(
    `SELECT p.id, p.first_name AS "firstName", p.last_name AS "lastName",
       p.is_not_public AS "isNotPublic", p.jersey_nr AS "jerseyNr", p.position
     FROM players p
     WHERE p.team_id = $1
     ORDER BY p.jersey_nr, p.id`,
    [teamId],
  );
}
