import type { Db } from '../db/types.ts';

export interface CompetitionRow {
  id: string;
  slug: string;
  url: string;
  name: string;
  format: 'league' | 'cup' | 'tournament' | 'friendly';
  seasonId: string;
  seasonLabel: string;
  associationId: string;
  associationName: string;
  competitionTypeId: string;
  competitionTypeLabel: string;
  teamTypeId: string;
  teamTypeLabel: string;
  leagueId: string;
  leagueLabel: string;
  areaId: string;
  areaName: string;
}

const COLUMNS = `co.id, co.slug, co.url, co.name, co.format, co.season_id AS "seasonId", s.long_label AS "seasonLabel",
  co.association_id AS "associationId", a.name AS "associationName",
  co.competition_type_id AS "competitionTypeId", ct.label AS "competitionTypeLabel",
  co.team_type_id AS "teamTypeId", tt.label AS "teamTypeLabel", co.league_id AS "leagueId", l.label AS "leagueLabel",
  co.area_id AS "areaId", ar.name AS "areaName"`;

const JOINS = `JOIN seasons s ON s.id = co.season_id JOIN associations a ON a.id = co.association_id
  JOIN competition_types ct ON ct.id = co.competition_type_id JOIN team_types tt ON tt.id = co.team_type_id
  JOIN leagues l ON l.id = co.league_id JOIN areas ar ON ar.id = co.area_id`;

export async function competitionBySlug(db: Db, slug: string): Promise<CompetitionRow | null> {
  const rows = await db.query<CompetitionRow>(
    `SELECT ${COLUMNS} FROM competitions co ${JOINS} WHERE co.slug = $1`,
    [slug],
  );
  return rows[0] ?? null;
}

export async function competitionsOfAssociation(
  db: Db,
  associationId: string,
  seasonId: string,
): Promise<CompetitionRow[]> {
  return db.query<CompetitionRow>(
    `SELECT ${COLUMNS} FROM competitions co ${JOINS}
     WHERE co.association_id = $1 AND co.season_id = $2
     ORDER BY ct.sort, tt.sort, l.sort, ar.kind <> 'verband', ar.kind <> 'bezirk', ar.name`,
    [associationId, seasonId],
  );
}

export async function associations(db: Db): Promise<{ id: string; name: string; slug: string }[]> {
  return db.query(`SELECT id, name, slug FROM associations ORDER BY sort`);
}

export async function seasons(
  db: Db,
): Promise<{ id: string; label: string; longLabel: string; isCurrent: boolean }[]> {
  return db.query(
    `SELECT id, label, long_label AS "longLabel", is_current AS "isCurrent" FROM seasons ORDER BY sort`,
  );
}
