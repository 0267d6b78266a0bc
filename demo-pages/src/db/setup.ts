/**
 * Creates and seeds the schema on first start, and resets it on demand. A database counts as
 * ready when the meta table says seeding finished; anything else is dropped and rebuilt.
 */
import { systemClock, type Clock } from '../clock.ts';
import { berlinDate } from '../logic/dates.ts';
import { DEFAULT_SEED, generateDataset, type SeedOptions } from '../seed/generate.ts';
import { insertDataset } from '../seed/insert.ts';
import { seedFavouritePages } from '../seed/favourites.ts';
import { EDITOR_TABLES_SQL } from './editorSchema.ts';
import { ALL_TABLES, FOREIGN_KEYS_SQL, INDEXES_SQL, TABLES_SQL } from './schema.ts';
import type { Db } from './types.ts';

/** Seed options; the anchor day defaults to today on `now` (the app's clock). */
export type SeedRequest = Partial<SeedOptions> & { now?: Clock };

export interface SetupResult {
  seeded: boolean;
  ms: number;
}

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.query<{ ok: boolean }>(`SELECT to_regclass('meta') IS NOT NULL AS ok`);
  if (!rows[0]?.ok) return false;
  const seeded = await db.query<{ value: string }>(
    `SELECT value FROM meta WHERE key = 'seeded_at'`,
  );
  return seeded.length > 0;
}

export async function dropAll(db: Db): Promise<void> {
  await db.exec(ALL_TABLES.map((t) => `DROP TABLE IF EXISTS ${t} CASCADE;`).join('\n'));
}

export async function seedDatabase(db: Db, request: SeedRequest = {}): Promise<void> {
  const { now = systemClock, ...options } = request;
  const seededAt = now();
  const full: SeedOptions = {
    seed: DEFAULT_SEED,
    anchor: berlinDate(seededAt),
    size: 'full',
    ...options,
  };
  const dataset = generateDataset(full);
  await db.transaction(async (tx) => {
    await tx.exec(TABLES_SQL);
    await tx.exec(EDITOR_TABLES_SQL);
    await insertDataset(tx, dataset);
    await seedFavouritePages(tx);
    await tx.exec(FOREIGN_KEYS_SQL);
    await tx.exec(INDEXES_SQL);
    await tx.query(
      `INSERT INTO meta (key, value) VALUES ('seed', $1), ('anchor', $2), ('size', $3), ('seeded_at', $4)`,
      [String(full.seed), full.anchor, full.size, seededAt.toISOString()],
    );
  });
  // Fresh statistics let the planner use the new indexes right away.
  await db.exec('ANALYZE');
}

/**
 * Columns added after a database was seeded: a kept database gains them empty (each reader
 * treats an empty one as "not there", e.g. a survey without English words stays German).
 */
const ADDED_COLUMNS_SQL = `ALTER TABLE surveys ADD COLUMN IF NOT EXISTS en text;`;

/** Seeds when the database is empty or half-built; keeps an already seeded one. */
export async function ensureDatabase(db: Db, options: SeedRequest = {}): Promise<SetupResult> {
  const start = Date.now();
  if (await isSeeded(db)) {
    await db.exec(ADDED_COLUMNS_SQL);
    return { seeded: false, ms: Date.now() - start };
  }
  await dropAll(db);
  await seedDatabase(db, options);
  return { seeded: true, ms: Date.now() - start };
}

/** Drops every table of ours and seeds again (the admin page and reset.ts use this). */
export async function resetDatabase(db: Db, options: SeedRequest = {}): Promise<SetupResult> {
  const start = Date.now();
  await dropAll(db);
  await seedDatabase(db, options);
  return { seeded: true, ms: Date.now() - start };
}
