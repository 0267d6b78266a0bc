/**
 * Starts the reference CMS: `tsx demo-pages/src/server.ts` (PORT, PLAYER_PORT, ADS_PORT, HOST, DATA_DIR, DATABASE_URL,
 * DIST_DIR, CSP_TRUSTED_TYPES, TRUST_PROXY, SEED, ANSTOSS_NOW). The database is created and seeded on
 * first start.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { DataDirInUse } from './db/dataLock.ts';
import { openDatabase } from './db/open.ts';
import { BlobStore } from './files/store.ts';
import { siteSecret } from './security/shared.ts';
import { ensureDatabase } from './db/setup.ts';
import { createPlayerApp } from './player/app.ts';
import { createAdsApp } from './ads/app.ts';
import { ensureMedia } from './seed/media.ts';

const config = readConfig();
const db = await openDatabase(config).catch((error: unknown) => {
  if (!(error instanceof DataDirInUse)) throw error;
  console.error(error.message);
  process.exit(1);
});
const filesDir = join(config.dataDir, 'files');
const stale = await new BlobStore(filesDir).removeTemporary();
if (stale > 0) console.log(`Removed ${stale} unfinished upload file(s) from ${filesDir}.`);
const setup = await ensureDatabase(db, {
  ...(config.seed !== null ? { seed: config.seed } : {}),
  now: config.now,
});
if (setup.seeded)
  console.log(`Demo data created in ${(setup.ms / 1000).toFixed(1)} s (${db.kind}).`);
// The media library (tables and files) before the first request, not during it.
await ensureMedia(db, config.mediaDir);
if (!existsSync(config.distDir)) {
  console.warn(
    `Note: ${config.distDir} does not exist yet; run \`pnpm build\` for the widgets under /static/anstoss/1.0.0/.`,
  );
}

// Listening on every interface: browsers on this machine reach both servers on loopback.
const publicHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
const portalOrigin = config.publicUrl ?? `http://${publicHost}:${config.port}`;
const playerOrigin = `http://${publicHost}:${config.playerPort}`;
const adsOrigin = `http://${publicHost}:${config.adsPort}`;
const app = createApp({
  // Shared through the database: any instance accepts a form or captcha another handed out.
  secret: await siteSecret(db),
  playerOrigin,
  adsOrigin,
  db,
  distDir: config.distDir,
  mediaDir: config.mediaDir,
  trustedTypes: config.trustedTypes,
  now: config.now,
  exposeClock: config.clockPinned,
  trustProxy: config.trustProxy,
  filesDir,
});
if (config.clockPinned) console.log(`Clock pinned: started at ${config.now().toISOString()}.`);
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Anstoss reference CMS: http://${config.host}:${info.port}/`);
});

// The video players' second origin (issue 15): third-party behaviour without leaving loopback.
const playerServer = serve(
  {
    fetch: createPlayerApp({ db, portalOrigin }).fetch,
    port: config.playerPort,
    hostname: config.host,
  },
  (info) => console.log(`Video player origin: http://${config.host}:${info.port}/`),
);

// The ad server's second origin: ads load from a real third party, and record what they get.
const adsServer = serve(
  { fetch: createAdsApp({ portalOrigin }).fetch, port: config.adsPort, hostname: config.host },
  (info) => console.log(`Ad server origin: http://${config.host}:${info.port}/`),
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: shutting down`);
  server.close();
  playerServer.close();
  adsServer.close();
  // PGlite writes its data folder on close; a second signal skips the wait.
  await db.close().catch((err: unknown) => console.error(err));
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
