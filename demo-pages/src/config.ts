/** Settings from the environment, with the documented defaults. */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clockFromEnv, type Clock } from './clock.ts';

export interface ServerConfig {
  port: number;
  host: string;
  /** PLAYER_PORT: the video player pages' own origin (default PORT + 1). */
  playerPort: number;
  /** ADS_PORT: the ad server's own origin (default PORT + 2). */
  adsPort: number;
  /** PGlite data folder (ignored when databaseUrl is set). */
  dataDir: string;
  /** Media library files (MEDIA_DIR; default beside the data folder: `<dataDir>-medien`). */
  mediaDir: string;
  /** postgres://… to use a PostgreSQL server through `pg` instead of PGlite. */
  databaseUrl: string | null;
  distDir: string;
  trustedTypes: boolean;
  /** Believe X-Forwarded-Proto / Forwarded from a TLS-terminating proxy in front. */
  trustProxy: boolean;
  /**
   * PUBLIC_URL: the site's address when a proxy or cache serves it (several instances behind one
   * address): the origin the video player and the ad server answer to. Default: this instance.
   */
  publicUrl: string | null;
  seed: number | null;
  /** `ANSTOSS_NOW` (a pinned start that then runs on) or the machine's time. */
  now: Clock;
  clockPinned: boolean;
}

/** demo-pages/ (this file lives in demo-pages/src/). */
const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number.parseInt(env.PORT ?? '8080', 10);
  const clock = clockFromEnv(env);
  const mainPort = Number.isInteger(port) && port > 0 && port < 65536 ? port : 8080;
  const player = Number.parseInt(env.PLAYER_PORT ?? '', 10);
  const playerPort =
    Number.isInteger(player) && player > 0 && player < 65536 && player !== mainPort
      ? player
      : mainPort + 1;
  const ads = Number.parseInt(env.ADS_PORT ?? '', 10);
  return {
    port: mainPort,
    playerPort,
    adsPort:
      Number.isInteger(ads) && ads > 0 && ads < 65536 && ads !== mainPort && ads !== playerPort
        ? ads
        : mainPort + 2,
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR || join(PACKAGE_DIR, '.data'),
    // Beside, not inside, the PGlite folder: initdb wants an empty directory.
    mediaDir: env.MEDIA_DIR || `${env.DATA_DIR || join(PACKAGE_DIR, '.data')}-medien`,
    databaseUrl: env.DATABASE_URL || null,
    distDir: env.DIST_DIR || join(PACKAGE_DIR, '..', 'dist'),
    // On unless switched off: every widget mounts under `require-trusted-types-for 'script'`.
    trustedTypes: env.CSP_TRUSTED_TYPES !== '0',
    trustProxy: env.TRUST_PROXY === '1',
    publicUrl: originOf(env.PUBLIC_URL),
    seed: env.SEED ? Number.parseInt(env.SEED, 10) : null,
    now: clock.now,
    clockPinned: clock.pinned,
  };
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
