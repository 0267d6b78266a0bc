/**
 * Submissions (issue 14): goal-of-the-week entries, category submissions and each member's
 * profile image source. Own tables beside the shared schema, created on first use and emptied
 * whenever the main data set was seeded again (as the upload storage does).
 */
import type { Db, Queryable } from '../db/types.ts';

export const SUBMISSIONS_SQL = `
CREATE TABLE IF NOT EXISTS submissions_meta (key text PRIMARY KEY, value text NOT NULL);
CREATE TABLE IF NOT EXISTS submissions (
  id serial PRIMARY KEY, kind text NOT NULL CHECK (kind IN ('goal', 'category')),
  user_id text NOT NULL, item_id text NOT NULL DEFAULT '', kat text NOT NULL DEFAULT '',
  rubrik text NOT NULL DEFAULT '', fields jsonb NOT NULL, xid text, created_at timestamptz NOT NULL);
CREATE INDEX IF NOT EXISTS submissions_recent ON submissions (created_at DESC, id DESC);
CREATE TABLE IF NOT EXISTS profile_image_sources (
  user_id text PRIMARY KEY, source text NOT NULL CHECK (source IN ('avatar', 'verein', 'foto')),
  photo_id text);
`;

export type SubmissionKind = 'goal' | 'category';

export interface NewSubmission {
  kind: SubmissionKind;
  userId: string;
  itemId: string;
  kat: string;
  rubrik: string;
  fields: Record<string, string | boolean | string[]>;
  xid: string | null;
  createdAt: Date;
}

export interface SubmissionRow extends NewSubmission {
  id: number;
  userName: string;
}

const ready = new WeakMap<Db, { stamp: string; run: Promise<void> }>();

export async function ensureSubmissions(db: Db): Promise<void> {
  const stamp = await db.query<{ value: string }>(`SELECT value FROM meta WHERE key = 'seeded_at'`);
  const seededAt = stamp[0]?.value ?? '';
  const cached = ready.get(db);
  if (cached && cached.stamp === seededAt) return cached.run;
  const run = (async () => {
    await db.exec(SUBMISSIONS_SQL);
    const mine = await db.query<{ value: string }>(
      `SELECT value FROM submissions_meta WHERE key = 'seeded_for'`,
    );
    if (mine[0]?.value === seededAt) return;
    await db.transaction(async (tx) => {
      await tx.exec('DELETE FROM submissions; DELETE FROM profile_image_sources;');
      await tx.query(
        `INSERT INTO submissions_meta (key, value) VALUES ('seeded_for', $1)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
        [seededAt],
      );
    });
  })();
  ready.set(db, { stamp: seededAt, run });
  run.catch(() => ready.delete(db));
  return run;
}

export async function insertSubmission(db: Queryable, s: NewSubmission): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO submissions (kind, user_id, item_id, kat, rubrik, fields, xid, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [s.kind, s.userId, s.itemId, s.kat, s.rubrik, JSON.stringify(s.fields), s.xid, s.createdAt],
  );
  return rows[0]!.id;
}

/** The newest submissions with the sender's display name, for the admin list. */
export async function recentSubmissions(db: Queryable, limit = 100): Promise<SubmissionRow[]> {
  return db.query<SubmissionRow>(
    `SELECT s.id, s.kind, s.user_id AS "userId", s.item_id AS "itemId", s.kat, s.rubrik,
       s.fields, s.xid, s.created_at AS "createdAt", COALESCE(u.display_name, s.user_id) AS "userName"
     FROM submissions s LEFT JOIN users u ON u.id = s.user_id
     ORDER BY s.created_at DESC, s.id DESC LIMIT $1`,
    [limit],
  );
}

/** Whether this member sent something for this item already (one entry per goal video). */
export async function hasSubmitted(
  db: Queryable,
  userId: string,
  kind: SubmissionKind,
  itemId: string,
) {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM submissions WHERE user_id = $1 AND kind = $2 AND item_id = $3`,
    [userId, kind, itemId],
  );
  return (rows[0]?.n ?? 0) > 0;
}

export type ImageSource = 'avatar' | 'verein' | 'foto';

/** The member's chosen picture source and current photo (file id), defaults for none. */
export async function profileImageOf(
  db: Queryable,
  userId: string,
): Promise<{ source: ImageSource; photoId: string | null }> {
  const rows = await db.query<{ source: ImageSource; photoId: string | null }>(
    `SELECT source, photo_id AS "photoId" FROM profile_image_sources WHERE user_id = $1`,
    [userId],
  );
  return rows[0] ?? { source: 'avatar', photoId: null };
}

export async function setImageSource(db: Queryable, userId: string, source: ImageSource) {
  await db.query(
    `INSERT INTO profile_image_sources (user_id, source) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET source = EXCLUDED.source`,
    [userId, source],
  );
}

/** A newly saved crop becomes the member's photo (the source is switched separately). */
export async function setProfilePhoto(db: Queryable, userId: string, fileId: string) {
  await db.query(
    `INSERT INTO profile_image_sources (user_id, source, photo_id) VALUES ($1, 'avatar', $2)
     ON CONFLICT (user_id) DO UPDATE SET photo_id = EXCLUDED.photo_id`,
    [userId, fileId],
  );
}

/** For the profile page's photo section: the source and whether a photo was saved. */
export async function profilePhotoOf(db: Db, userId: string) {
  await ensureSubmissions(db);
  const { source, photoId } = await profileImageOf(db, userId);
  return { source, hasPhoto: photoId !== null };
}
