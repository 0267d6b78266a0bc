import { mkdirSync } from 'node:fs';
import type { ServerConfig } from '../config.ts';
import { openPg } from './pg.ts';
import { openPglite } from './pglite.ts';
import type { Db } from './types.ts';

/** PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in the data folder. */
export async function openDatabase(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>,
): Promise<Db> {
  if (config.databaseUrl) return openPg(config.databaseUrl);
  mkdirSync(config.dataDir, { recursive: true });
  return openPglite(config.dataDir);
}
