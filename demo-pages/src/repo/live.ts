/**
 * Games for the live match simulator: real matches and players of the seed. League matches of
 * the coming matchday in the home region, and a cup match for the extra-time scenarios.
 */
import type { Db } from '../db/types.ts';
import { CURRENT_SEASON_ID, DEFAULT_ASSOCIATION_ID } from '../seed/lookups.ts';
import type { SimTeam } from '../simulator/engine.ts';
import { SCENARIOS, type GameSetup } from '../simulator/simulator.ts';
import { hashString } from '../seed/prng.ts';

interface Candidate {
  id: number;
  format: string;
  competitionName: string;
  venue: string;
  homeId: number;
  homeName: string;
  guestId: number;
  guestName: string;
}

const COLUMNS = `m.id, co.format, co.name AS "competitionName", m.venue,
  m.home_team_id AS "homeId", ht.name AS "homeName", m.guest_team_id AS "guestId", gt.name AS "guestName"`;
const JOINS = `JOIN competitions co ON co.id = m.competition_id
  JOIN teams ht ON ht.id = m.home_team_id JOIN teams gt ON gt.id = m.guest_team_id`;

async function candidates(db: Db, format: 'league' | 'cup', limit: number): Promise<Candidate[]> {
  const rows = await db.query<Candidate>(
    `SELECT ${COLUMNS} FROM matches m ${JOINS}
     WHERE co.format = $1 AND co.season_id = $2 AND co.association_id = $3
     ORDER BY m.home_goals IS NOT NULL, m.kickoff, m.id LIMIT $4`,
    [format, CURRENT_SEASON_ID, DEFAULT_ASSOCIATION_ID, limit],
  );
  if (rows.length >= limit || format === 'league') return rows;
  return [...rows, ...(await candidates(db, 'league', limit * 2)).slice(-(limit - rows.length))];
}

async function team(db: Db, id: number, name: string): Promise<SimTeam> {
  const players = await db.query<{
    id: number;
    firstname: string;
    name: string;
    jerseyNr: number;
    isNotPublic: boolean;
  }>(
    `SELECT id, first_name AS firstname, last_name AS name, jersey_nr AS "jerseyNr",
       is_not_public AS "isNotPublic" FROM players WHERE team_id = $1 ORDER BY jersey_nr, id LIMIT 18`,
    [id],
  );
  const club = await db.query<{ slug: string }>(
    `SELECT c.slug FROM teams t JOIN clubs c ON c.id = t.club_id WHERE t.id = $1`,
    [id],
  );
  return { id, name, players, ...(club[0] ? { clubSlug: club[0].slug } : {}) };
}

/** One setup per scenario, from distinct matches; deterministic for a seeded database. */
export async function simulatorGames(db: Db): Promise<GameSetup[]> {
  const league = await candidates(db, 'league', 4);
  const cup = await candidates(db, 'cup', 2);
  const picks = [league[0], cup[0], cup[1] ?? league[2], league[1]];
  const used = new Set<number>();
  const setups: GameSetup[] = [];
  for (const [i, entry] of SCENARIOS.entries()) {
    const m = picks[i] ?? league.find((c) => !used.has(c.id));
    if (!m || used.has(m.id)) continue;
    used.add(m.id);
    setups.push({
      gameId: m.id,
      scenario: { ...entry.scenario, seed: hashString(`simulator-${m.id}`) },
      home: await team(db, m.homeId, m.homeName),
      away: await team(db, m.guestId, m.guestName),
      tickers: entry.tickers,
      competitionName: m.competitionName,
      venue: m.venue,
    });
  }
  return setups;
}

/** A match by id (for /spiel/{id} of games that are not simulated). */
export async function matchById(db: Db, id: number) {
  const rows = await db.query<
    Candidate & {
      homeGoals: number | null;
      guestGoals: number | null;
      kickoff: Date;
      competitionSlug: string;
    }
  >(
    `SELECT ${COLUMNS}, m.home_goals AS "homeGoals", m.guest_goals AS "guestGoals", m.kickoff, co.slug AS "competitionSlug"
     FROM matches m ${JOINS} WHERE m.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}
