/**
 * The DATABASE_URL path (pg adapter: multi-row INSERTs instead of COPY) run against PGlite, whose
 * query() answers like pg's client.query(). Also checks seed determinism in the database: the
 * first rows read back equal the generator's rows.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset } from '../seed/generate.ts';
import { pgQueryable } from './pg.ts';
import { seedDatabase } from './setup.ts';
import type { Db } from './types.ts';

const OPTIONS = { seed: 99, anchor: '2026-03-14', size: 'tiny' } as const;

let pglite: PGlite;
let db: Db;

beforeAll(async () => {
  pglite = new PGlite();
  await pglite.waitReady;
  // Like pg: without parameters a string may hold several statements (simple query protocol).
  const client = {
    async query(sql: string, params?: unknown[]) {
      if (params && params.length) return pglite.query(sql, params);
      const results = await pglite.exec(sql);
      return { rows: results[results.length - 1]?.rows ?? [] };
    },
  };
  const q = pgQueryable(client);
  db = {
    kind: 'pg',
    ...q,
    async transaction(fn) {
      await client.query('BEGIN');
      try {
        const result = await fn(q);
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      }
    },
    close: () => pglite.close(),
  };
  await seedDatabase(db, OPTIONS);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('pg adapter seeding', () => {
  it('loads every generated row', async () => {
    const d = generateDataset(OPTIONS);
    const count = async (table: string) =>
      (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;
    expect(await count('clubs')).toBe(d.clubs.length);
    expect(await count('matches')).toBe(d.matches.length);
    expect(await count('news')).toBe(d.news.length);
    expect(await count('users')).toBe(d.users.length);
  });

  it('reads back the same first rows the generator made (deterministic seed)', async () => {
    const d = generateDataset(OPTIONS);
    const clubs = await db.query<{ id: number; name: string; slug: string }>(
      `SELECT id, name, slug FROM clubs ORDER BY id LIMIT 5`,
    );
    expect(clubs).toEqual(
      d.clubs.slice(0, 5).map((c) => ({ id: c.id, name: c.name, slug: c.slug })),
    );
    const matches = await db.query<{ id: number; kickoff: Date; homeGoals: number | null }>(
      `SELECT id, kickoff, home_goals AS "homeGoals" FROM matches ORDER BY id LIMIT 5`,
    );
    expect(matches).toEqual(
      d.matches.slice(0, 5).map((m) => ({ id: m.id, kickoff: m.kickoff, homeGoals: m.homeGoals })),
    );
  });

  it('creates the prefix index on club names', async () => {
    const rows = await db.query<{ indexdef: string }>(
      `SELECT indexdef FROM pg_indexes WHERE indexname = 'clubs_name_prefix'`,
    );
    expect(rows[0]?.indexdef).toContain('text_pattern_ops');
  });
});
