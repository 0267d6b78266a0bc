/** Fixtures search ("Spielplan"): matches of a region in a date range, optionally one team type. */
import type { Db, SqlValue } from '../db/types.ts';
import type { MatchRow } from './matches.ts';

const COLUMNS = `m.id, m.competition_id AS "competitionId", co.slug AS "competitionSlug", co.name AS "competitionName",
  m.matchday, m.round_label AS "roundLabel", m.kickoff,
  m.home_team_id AS "homeTeamId", ht.name AS "homeName", hc.slug AS "homeClubSlug",
  m.guest_team_id AS "guestTeamId", gt.name AS "guestName", gc.slug AS "guestClubSlug",
  m.home_goals AS "homeGoals", m.guest_goals AS "guestGoals",
  m.home_goals_ht AS "homeGoalsHt", m.guest_goals_ht AS "guestGoalsHt", m.venue`;

export interface FixtureQuery {
  associationId: string;
  teamTypeId?: string | undefined;
  /** yyyy-mm-dd, inclusive (Europe/Berlin calendar days). */
  from: string;
  to: string;
}

export async function searchFixtures(db: Db, q: FixtureQuery, limit = 300): Promise<MatchRow[]> {
  const params: SqlValue[] = [q.associationId, q.from, q.to];
  let extra = '';
  if (q.teamTypeId) {
    params.push(q.teamTypeId);
    extra = ` AND co.team_type_id = $${params.length}`;
  }
  params.push(limit);
  return db.query<MatchRow>(
    `SELECT ${COLUMNS} FROM matches m
     JOIN competitions co ON co.id = m.competition_id
     JOIN teams ht ON ht.id = m.home_team_id JOIN clubs hc ON hc.id = ht.club_id
     JOIN teams gt ON gt.id = m.guest_team_id JOIN clubs gc ON gc.id = gt.club_id
     WHERE co.association_id = $1
       AND m.kickoff >= ($2::date AT TIME ZONE 'Europe/Berlin')
       AND m.kickoff < (($3::date + 1) AT TIME ZONE 'Europe/Berlin')${extra}
     ORDER BY m.kickoff, co.name, m.id LIMIT $${params.length}`,
    params,
  );
}
