/**
 * The security state every instance of the reference CMS must share, so that several processes
 * on one PostgreSQL act as one site behind a load balancer without sticky sessions:
 * - the site secret (CSRF tokens and captcha digests are derived from it: a form rendered by one
 *   instance and posted to another passes, a captcha handed out by one is answered on another);
 * - the captchas handed out and not yet used (each counts once, on whichever instance);
 * - the sliding-window counts behind the login and report limits;
 * - the live simulator's kick-off, so every instance tells the same minute of the same match.
 * All three live in the database (PGlite by default, where one process is the whole site anyway).
 * These tables are not part of the demo data: a reset keeps them.
 */
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/types.ts';

const ready = new WeakMap<Queryable, Promise<void>>();

export function ensureSharedState(db: Queryable): Promise<void> {
  let done = ready.get(db);
  if (!done) {
    done = db.exec(`
      CREATE TABLE IF NOT EXISTS site_secret (id int PRIMARY KEY CHECK (id = 1), secret text NOT NULL);
      CREATE TABLE IF NOT EXISTS captcha_open (digest text PRIMARY KEY, expires_at bigint NOT NULL);
      CREATE TABLE IF NOT EXISTS rate_events (scope text NOT NULL, key text NOT NULL, at bigint NOT NULL);
      CREATE INDEX IF NOT EXISTS rate_events_by_key ON rate_events (scope, key, at);
      CREATE TABLE IF NOT EXISTS simulator_kickoff (id int PRIMARY KEY CHECK (id = 1), at bigint NOT NULL);
    `);
    done.catch(() => ready.delete(db));
    ready.set(db, done);
  }
  return done;
}

/** The site's secret: made once by whichever instance comes first, read by all. */
export async function siteSecret(db: Db): Promise<Uint8Array> {
  await ensureSharedState(db);
  await db.query(
    `INSERT INTO site_secret (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING`,
    [randomBytes(32).toString('base64')],
  );
  const [row] = await db.query<{ secret: string }>(`SELECT secret FROM site_secret WHERE id = 1`);
  return new Uint8Array(Buffer.from(row!.secret, 'base64'));
}

/** Tokens that count once (captcha digests): kept until used or expired. */
export interface OneTimeTokens {
  put(token: string, expiresAt: number): Promise<void>;
  /** True once for a token put and not expired; removes it either way. */
  take(token: string, now: number): Promise<boolean>;
}

export function dbOneTimeTokens(db: Queryable): OneTimeTokens {
  return {
    async put(token, expiresAt) {
      await ensureSharedState(db);
      await db.query(`INSERT INTO captcha_open (digest, expires_at) VALUES ($1, $2)`, [
        token,
        expiresAt,
      ]);
    },
    async take(token, now) {
      await ensureSharedState(db);
      // One statement: two instances checking the same digest at once cannot both succeed.
      const taken = await db.query(
        `DELETE FROM captcha_open WHERE digest = $1 RETURNING expires_at AS "expiresAt"`,
        [token],
      );
      // Expired ones go with the next take: the table stays as small as the open captchas.
      await db.query(`DELETE FROM captcha_open WHERE expires_at <= $1`, [now]);
      const expiresAt = Number((taken[0] as { expiresAt?: unknown } | undefined)?.expiresAt);
      return Number.isFinite(expiresAt) && expiresAt > now;
    },
  };
}

/** Events per key within a sliding window (login failures, reports, captchas asked for). */
export interface WindowCounts {
  count(key: string): Promise<number>;
  /** Time of the newest event in the window, or null. */
  last(key: string): Promise<number | null>;
  /**
   * Records an event and returns the count with it. Adding first and counting after makes a
   * limit hold under parallel requests: two requests for the last place both count each other.
   */
  add(key: string): Promise<number>;
  clear(key: string): Promise<void>;
}

/**
 * Counts in the database, one scope per limit. Events beyond `maxEvents` per key are not stored
 * (no threshold is that high), and events older than the window go when the scope is next added
 * to, so a flood of names or addresses grows the table only within one window.
 */
export function dbWindowCounts(
  db: Queryable,
  scope: string,
  windowMs: number,
  now: () => number,
  maxEvents: number,
): WindowCounts {
  const since = () => now() - windowMs;
  const count = async (key: string) => {
    await ensureSharedState(db);
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM rate_events
         WHERE scope = $1 AND key = $2 AND at > $3 LIMIT $4) recent`,
      [scope, key, since(), maxEvents],
    );
    return row?.n ?? 0;
  };
  return {
    count,
    async last(key) {
      await ensureSharedState(db);
      const [row] = await db.query<{ at: string | number | null }>(
        `SELECT max(at) AS at FROM rate_events WHERE scope = $1 AND key = $2 AND at > $3`,
        [scope, key, since()],
      );
      return row?.at === null || row?.at === undefined ? null : Number(row.at);
    },
    async add(key) {
      const before = await count(key);
      if (before >= maxEvents) return before + 1;
      await db.query(`INSERT INTO rate_events (scope, key, at) VALUES ($1, $2, $3)`, [
        scope,
        key,
        now(),
      ]);
      await db.query(`DELETE FROM rate_events WHERE scope = $1 AND at <= $2`, [scope, since()]);
      return count(key);
    },
    async clear(key) {
      await ensureSharedState(db);
      await db.query(`DELETE FROM rate_events WHERE scope = $1 AND key = $2`, [scope, key]);
    },
  };
}

/**
 * Instances started together (within `joinWindowMs` of the kick-off another one recorded) join
 * that kick-off; one started later, or alone, kicks off anew and records it.
 */
export const KICKOFF_JOIN_WINDOW_MS = 60_000;

export async function sharedKickOff(db: Queryable, now: number): Promise<number> {
  await ensureSharedState(db);
  const [row] = await db.query<{ at: string | number }>(
    `INSERT INTO simulator_kickoff (id, at) VALUES (1, $1)
     ON CONFLICT (id) DO UPDATE SET at = CASE
       WHEN simulator_kickoff.at >= $2 AND simulator_kickoff.at <= $1 THEN simulator_kickoff.at
       ELSE EXCLUDED.at END
     RETURNING at`,
    [now, now - KICKOFF_JOIN_WINDOW_MS],
  );
  return Number(row!.at);
}

/** A new kick-off for every instance (the admin's "kick off again"). */
export async function recordKickOff(db: Queryable, at: number): Promise<void> {
  await ensureSharedState(db);
  await db.query(
    `INSERT INTO simulator_kickoff (id, at) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET at = $1`,
    [at],
  );
}

/** The kick-off every instance follows, or null before the first one. */
export async function currentKickOff(db: Queryable): Promise<number | null> {
  await ensureSharedState(db);
  const [row] = await db.query<{ at: string | number }>(
    `SELECT at FROM simulator_kickoff WHERE id = 1`,
  );
  return row ? Number(row.at) : null;
}
