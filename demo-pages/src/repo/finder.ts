/**
 * Data of the competition finder (spec §3 Competition finder, §7): base data in the nested
 * (successively) and flat (simultaneously) shape, areas, competitions, all from the database.
 */
import { lookupLabel } from '../i18n/pages.ts';
import type { Db } from '../db/types.ts';
import { CT } from '../seed/lookups.ts';

type Labels = Record<string, string>;

export interface FinderBase {
  Mandanten: Labels;
  Saisons: Record<string, string | Labels>;
  CompetitionTypes: Record<string, string | Record<string, Labels>>;
  currentSaison: string;
  defaultCompetitionType: string;
}

async function clientsAndCurrent(db: Db) {
  const clients = await db.query<{ id: string; name: string }>(
    `SELECT id, name FROM associations ORDER BY sort`,
  );
  const seasons = await db.query<{ id: string; label: string; isCurrent: boolean }>(
    `SELECT id, label, is_current AS "isCurrent" FROM seasons ORDER BY sort`,
  );
  return {
    Mandanten: Object.fromEntries(clients.map((c) => [c.id, c.name])),
    seasons,
    currentSaison: seasons.find((s) => s.isCurrent)?.id ?? seasons[0]?.id ?? '',
  };
}

/** Flat shape: every season and competition type for every client. */
export async function finderBaseFlat(db: Db): Promise<FinderBase> {
  const { Mandanten, seasons, currentSaison } = await clientsAndCurrent(db);
  const types = await db.query<{ id: string; label: string }>(
    `SELECT id, label FROM competition_types ORDER BY sort`,
  );
  return {
    Mandanten,
    Saisons: Object.fromEntries(seasons.map((s) => [s.id, s.label])),
    CompetitionTypes: Object.fromEntries(types.map((t) => [t.id, t.label])),
    currentSaison,
    defaultCompetitionType: CT.league,
  };
}

/** Nested shape: seasons by client, competition types by client and season, as they exist. */
export async function finderBaseNested(db: Db): Promise<FinderBase> {
  const { Mandanten, currentSaison } = await clientsAndCurrent(db);
  const rows = await db.query<{
    client: string;
    season: string;
    seasonLabel: string;
    type: string;
    typeLabel: string;
  }>(
    `SELECT DISTINCT co.association_id AS client, co.season_id AS season, s.label AS "seasonLabel", s.sort AS ss,
       co.competition_type_id AS type, ct.label AS "typeLabel", ct.sort AS ts, a.sort AS cs
     FROM competitions co JOIN seasons s ON s.id = co.season_id
     JOIN competition_types ct ON ct.id = co.competition_type_id JOIN associations a ON a.id = co.association_id
     ORDER BY cs, ss, ts`,
  );
  const Saisons: Record<string, Labels> = {};
  const CompetitionTypes: Record<string, Record<string, Labels>> = {};
  for (const r of rows) {
    (Saisons[r.client] ??= {})[r.season] = r.seasonLabel;
    ((CompetitionTypes[r.client] ??= {})[r.season] ??= {})[r.type] = lookupLabel(r.typeLabel);
  }
  return { Mandanten, Saisons, CompetitionTypes, currentSaison, defaultCompetitionType: CT.league };
}

export interface FinderAreas {
  Mannschaftsart: Labels;
  Spielklasse: Record<string, Labels>;
  Gebiet: Record<string, Record<string, Labels>>;
}

/** Team types, leagues and areas that have competitions for a client, season and type. */
export async function finderAreas(
  db: Db,
  client: string,
  season: string,
  type: string,
): Promise<FinderAreas> {
  const rows = await db.query<{
    tt: string;
    ttLabel: string;
    lg: string;
    lgLabel: string;
    ar: string;
    arName: string;
  }>(
    `SELECT DISTINCT co.team_type_id AS tt, tt.label AS "ttLabel", tt.sort AS tts,
       co.league_id AS lg, l.label AS "lgLabel", l.sort AS ls,
       co.area_id AS ar, ar.name AS "arName", ar.kind <> 'verband' AS k1, ar.kind <> 'bezirk' AS k2
     FROM competitions co JOIN team_types tt ON tt.id = co.team_type_id
     JOIN leagues l ON l.id = co.league_id JOIN areas ar ON ar.id = co.area_id
     WHERE co.association_id = $1 AND co.season_id = $2 AND co.competition_type_id = $3
     ORDER BY tts, ls, k1, k2, "arName"`,
    [client, season, type],
  );
  const result: FinderAreas = { Mannschaftsart: {}, Spielklasse: {}, Gebiet: {} };
  for (const r of rows) {
    result.Mannschaftsart[r.tt] = lookupLabel(r.ttLabel);
    (result.Spielklasse[r.tt] ??= {})[r.lg] = r.lgLabel;
    ((result.Gebiet[r.tt] ??= {})[r.lg] ??= {})[r.ar] = r.arName;
  }
  return result;
}

/** [league][area] -> competition url -> name, for one full path of the finder. */
export async function finderCompetitions(
  db: Db,
  p: {
    client: string;
    season: string;
    type: string;
    teamType: string;
    area: string;
    league: string;
  },
): Promise<Record<string, Record<string, Labels>>> {
  const rows = await db.query<{ url: string; name: string }>(
    `SELECT url, name FROM competitions
     WHERE association_id = $1 AND season_id = $2 AND competition_type_id = $3
       AND team_type_id = $4 AND area_id = $5 AND league_id = $6
     ORDER BY name`,
    [p.client, p.season, p.type, p.teamType, p.area, p.league],
  );
  return rows.length
    ? { [p.league]: { [p.area]: Object.fromEntries(rows.map((r) => [r.url, r.name])) } }
    : {};
}
