import { mkdirSync } from 'node:fs';
import type { ServerConfig } from '../config.ts';
import { lockDataDir } from './dataLock.ts';
import { openPg } from './pg.ts';
import { openPglite } from './pglite.ts';
import type { Db } from './types.ts';

/**
 * PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in the data folder, which this
 * process then owns (db/dataLock.ts) until the database is closed.
 */
export async function openDatabase(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>,
): Promise<Db> {
  if (config.databaseUrl) return openPg(config.databaseUrl);
  mkdirSync(config.dataDir, { recursive: true });
  const release = lockDataDir(config.dataDir);
  try {
    const db = await openPglite(config.dataDir);
    const close = db.close.bind(db);
    return { ...db, close: () => close().finally(release) };
  } catch (error) {
    release();
    throw error;
  }
}
