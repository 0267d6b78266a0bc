/**
 * Deletes the demo database and seeds it again: `tsx demo-pages/src/reset.ts`.
 * With PGlite the data folder is removed (stop the server first: one process owns the folder);
 * with DATABASE_URL our tables are dropped and recreated.
 */
import { rmSync } from 'node:fs';
import { readConfig } from './config.ts';
import { DataDirInUse, lockDataDir } from './db/dataLock.ts';
import { openDatabase } from './db/open.ts';
import { resetDatabase } from './db/setup.ts';

const config = readConfig();
if (!config.databaseUrl) {
  // Refuses (one line) while a server owns the folder; deleting it under that server corrupts both.
  try {
    lockDataDir(config.dataDir)();
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    console.error(error.message);
    process.exit(1);
  }
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
