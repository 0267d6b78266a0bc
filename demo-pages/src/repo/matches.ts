import type { Db } from '../db/types.ts';

export interface MatchRow {
  id: number;
  competitionId: string;
  competitionSlug: string;
  competitionName: string;
  matchday: number;
  roundLabel: string;
  kickoff: Date;
  homeTeamId: number;
  homeName: string;
  homeClubSlug: string;
  guestTeamId: number;
  guestName: string;
  guestClubSlug: string;
  homeGoals: number | null;
  guestGoals: number | null;
  homeGoalsHt: number | null;
  guestGoalsHt: number | null;
  venue: string;
}

const MATCH_COLUMNS = `m.id, m.competition_id AS "competitionId", co.slug AS "competitionSlug", co.name AS "competitionName",
  m.matchday, m.round_label AS "roundLabel", m.kickoff,
  m.home_team_id AS "homeTeamId", ht.name AS "homeName", hc.slug AS "homeClubSlug",
  m.guest_team_id AS "guestTeamId", gt.name AS "guestName", gc.slug AS "guestClubSlug",
  m.home_goals AS "homeGoals", m.guest_goals AS "guestGoals",
  m.home_goals_ht AS "homeGoalsHt", m.guest_goals_ht AS "guestGoalsHt", m.venue`;

const MATCH_JOINS = `JOIN competitions co ON co.id = m.competition_id
  JOIN teams ht ON ht.id = m.home_team_id JOIN clubs hc ON hc.id = ht.club_id
  JOIN teams gt ON gt.id = m.guest_team_id JOIN clubs gc ON gc.id = gt.club_id`;

export async function matchesOfCompetition(db: Db, competitionId: string): Promise<MatchRow[]> {
  return db.query<MatchRow>(
    `SELECT ${MATCH_COLUMNS} FROM matches m ${MATCH_JOINS}
     WHERE m.competition_id = $1 ORDER BY m.matchday, m.kickoff, m.id`,
    [competitionId],
  );
}

/** The matches of one round of a cup or tournament (the tournament tree's sublevel). */
export async function matchesOfCupRound(db: Db, slug: string, round: number): Promise<MatchRow[]> {
  return db.query<MatchRow>(
    `SELECT ${MATCH_COLUMNS} FROM matches m ${MATCH_JOINS}
     WHERE co.slug = $1 AND co.format IN ('cup', 'tournament') AND m.matchday = $2
     ORDER BY m.kickoff, m.id`,
    [slug, round],
  );
}

/** Next league matches of a region's top competitions (start page). */
export async function upcomingMatches(
  db: Db,
  associationId: string,
  seasonId: string,
  from: Date,
  limit: number,
): Promise<MatchRow[]> {
  return db.query<MatchRow>(
    `SELECT ${MATCH_COLUMNS} FROM matches m ${MATCH_JOINS}
     JOIN leagues l ON l.id = co.league_id
     WHERE co.association_id = $1 AND co.season_id = $2 AND co.format = 'league' AND co.team_type_id = '_1'
       AND m.kickoff >= $3
     ORDER BY date_trunc('day', m.kickoff), l.sort, m.kickoff, m.id LIMIT $4`,
    [associationId, seasonId, from, limit],
  );
}

export async function matchesOfClub(
  db: Db,
  clubId: number,
  direction: 'upcoming' | 'recent',
  now: Date,
  limit: number,
): Promise<MatchRow[]> {
  const upcoming = direction === 'upcoming';
  return db.query<MatchRow>(
    `SELECT ${MATCH_COLUMNS} FROM matches m ${MATCH_JOINS}
     WHERE (ht.club_id = $1 OR gt.club_id = $1) AND co.format <> 'friendly'
       AND ${upcoming ? 'm.kickoff >= $2' : 'm.kickoff < $2 AND m.home_goals IS NOT NULL'}
     ORDER BY m.kickoff ${upcoming ? 'ASC' : 'DESC'}, m.id LIMIT $3`,
    [clubId, now, limit],
  );
}
