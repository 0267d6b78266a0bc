import type { Db } from '../db/types.ts';
import type { Club } from '../seed/model.ts';

/** A club as pages show it: the seed's club with the names of its association and area. */
export interface ClubRow extends Club {
  associationName: string;
  areaName: string;
}

export interface ClubTeam {
  id: number;
  name: string;
  teamTypeLabel: string;
  number: number;
  competitionSlug: string | null;
  competitionName: string | null;
}

const CLUB_COLUMNS = `c.id, c.slug, c.name, c.short_name AS "shortName", c.town, c.founded, c.colors, c.ground,
  c.association_id AS "associationId", a.name AS "associationName", c.area_id AS "areaId", ar.name AS "areaName"`;

export async function clubBySlug(db: Db, slug: string): Promise<ClubRow | null> {
  const rows = await db.query<ClubRow>(
    `SELECT ${CLUB_COLUMNS} FROM clubs c JOIN associations a ON a.id = c.association_id JOIN areas ar ON ar.id = c.area_id
     WHERE c.slug = $1`,
    [slug],
  );
  return rows[0] ?? null;
}

export async function clubById(db: Db, id: number): Promise<ClubRow | null> {
  const rows = await db.query<ClubRow>(
    `SELECT ${CLUB_COLUMNS} FROM clubs c JOIN associations a ON a.id = c.association_id JOIN areas ar ON ar.id = c.area_id
     WHERE c.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** The club's teams with the league competition each plays in this season (if any). */
export async function teamsOfClub(db: Db, clubId: number, seasonId: string): Promise<ClubTeam[]> {
  return db.query<ClubTeam>(
    `SELECT t.id, t.name, tt.label AS "teamTypeLabel", t.number,
       (SELECT co.slug FROM competition_teams ct JOIN competitions co ON co.id = ct.competition_id
         WHERE ct.team_id = t.id AND co.season_id = $2 AND co.format = 'league' LIMIT 1) AS "competitionSlug",
       (SELECT co.name FROM competition_teams ct JOIN competitions co ON co.id = ct.competition_id
         WHERE ct.team_id = t.id AND co.season_id = $2 AND co.format = 'league' LIMIT 1) AS "competitionName"
     FROM teams t JOIN team_types tt ON tt.id = t.team_type_id
     WHERE t.club_id = $1 ORDER BY tt.sort, t.number`,
    [clubId, seasonId],
  );
}

/** Escapes LIKE wildcards so a search for '100%' finds exactly that. */
export function likePrefix(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Prefix search on club name or town (uses the text_pattern_ops indexes). */
export async function searchClubs(db: Db, query: string, limit: number): Promise<ClubRow[]> {
  const prefix = likePrefix(query.trim());
  return db.query<ClubRow>(
    `SELECT ${CLUB_COLUMNS} FROM clubs c JOIN associations a ON a.id = c.association_id JOIN areas ar ON ar.id = c.area_id
     WHERE lower(c.name) LIKE $1 OR lower(c.town) LIKE $1
     ORDER BY c.name LIMIT $2`,
    [prefix, limit],
  );
}
