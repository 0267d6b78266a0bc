import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/types.ts';
import { SESSION_DAYS } from '../security/cookies.ts';

/** Only a hash of the session id is stored: a leaked table does not log anybody in. */
function hashId(id: string): string {
  return createHash('sha256').update(id).digest('base64url');
}

export async function createSession(db: Db, userId: string): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO sessions (id_hash, user_id, expires_at) VALUES ($1, $2, now() + $3::interval)`,
    [hashId(id), userId, `${SESSION_DAYS} days`],
  );
  return id;
}

export async function sessionUserId(db: Db, id: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(id)) return null;
  const rows = await db.query<{ userId: string }>(
    `SELECT user_id AS "userId" FROM sessions WHERE id_hash = $1 AND expires_at > now()`,
    [hashId(id)],
  );
  return rows[0]?.userId ?? null;
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.query(`DELETE FROM sessions WHERE id_hash = $1 OR expires_at < now()`, [hashId(id)]);
}
