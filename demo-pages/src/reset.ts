/**
 * Deletes the demo database and seeds it again: `tsx demo-pages/src/reset.ts`.
 * With PGlite the data folder is removed (stop the server first: one process owns the folder);
 * with DATABASE_URL our tables are dropped and recreated.
 */
import { rmSync } from 'node:fs';
import { readConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { resetDatabase } from './db/setup.ts';

const config = readConfig();
if (!config.databaseUrl) {
  rmSync(config.dataDir, { recursive: true, force: true });
  console.log(`Removed ${config.dataDir}`);
}
const db = await openDatabase(config);
const result = await resetDatabase(db, {
  ...(config.seed !== null ? { seed: config.seed } : {}),
  now: config.now,
});
await db.close();
console.log(`Demo data created in ${(result.ms / 1000).toFixed(1)} s (${db.kind}).`);
