/**
 * Metadata of uploaded files: who sent what for which purpose (an article's photos, the generic
 * upload, a profile picture, a submission), with title, caption, copyright and state. The table
 * lives beside the shared schema, is created on first use and emptied whenever the main data set
 * was seeded again (an admin reset), together with the stored bytes.
 */
import type { Db, Queryable } from '../db/types.ts';
import type { BlobStore } from './store.ts';
import { VARIANT_WIDTHS, type VariantSize } from './image.ts';
import { EXTENSION_OF, type StoredType } from './sniff.ts';

export const FILES_SQL = `
CREATE TABLE IF NOT EXISTS files_meta (key text PRIMARY KEY, value text NOT NULL);
CREATE TABLE IF NOT EXISTS files (
  id text PRIMARY KEY, user_id text NOT NULL, purpose text NOT NULL, ref text NOT NULL DEFAULT '',
  file_name text NOT NULL, content_type text NOT NULL, size_bytes int NOT NULL,
  width int, height int, title text NOT NULL DEFAULT '', caption text NOT NULL DEFAULT '',
  copyright text NOT NULL DEFAULT '', description text NOT NULL DEFAULT '',
  message text NOT NULL DEFAULT '', ord boolean NOT NULL DEFAULT false,
  state text NOT NULL DEFAULT 'uploaded' CHECK (state IN ('uploaded', 'released')),
  created_at timestamptz NOT NULL);
ALTER TABLE files ADD COLUMN IF NOT EXISTS variants jsonb NOT NULL DEFAULT '[]';
CREATE INDEX IF NOT EXISTS files_ref ON files (purpose, ref, created_at, id);
CREATE INDEX IF NOT EXISTS files_user ON files (user_id, created_at DESC);
`;

export interface FileRow {
  id: string;
  userId: string;
  /** What the file is for: 'article-photo', 'generic', 'profile', 'submission', … */
  purpose: string;
  /** What it belongs to within the purpose (an article id, a mediastream id, …); '' for none. */
  ref: string;
  fileName: string;
  contentType: StoredType;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  title: string;
  caption: string;
  copyright: string;
  description: string;
  message: string;
  /** The article's title (main) picture. */
  ord: boolean;
  state: 'uploaded' | 'released';
  createdAt: Date;
  /** The stored sizes of a picture (none: a video, an animated GIF). */
  variants: StoredVariant[];
}

/** One stored size: its pixels and bytes, and the bytes of its WebP where one was kept. */
export interface StoredVariant {
  size: VariantSize;
  width: number;
  height: number;
  bytes: number;
  webpBytes: number | null;
}

/** Where the bytes of a size live in the blob store (beside the original's id). */
export const variantBlobId = (id: string, size: VariantSize, webp: boolean) =>
  `${id}-${VARIANT_WIDTHS[size]}${webp ? '-webp' : ''}`;

/**
 * The stable address of one size: `/dateien/{id}-420.jpg` (and `-840`, `-1600`). It answers
 * for every picture: where a size was not stored (an animated GIF) it serves the original.
 * `webp: true` names the WebP copy, which exists only where `StoredVariant.webpBytes` says so.
 */
export function variantUrl(
  row: Pick<FileRow, 'id' | 'contentType'>,
  size: VariantSize,
  webp = false,
): string {
  return `/dateien/${row.id}-${VARIANT_WIDTHS[size]}.${webp ? 'webp' : EXTENSION_OF[row.contentType]}`;
}

const columns = (t: string) => `${t}id, ${t}user_id AS "userId", ${t}purpose, ${t}ref,
  ${t}file_name AS "fileName", ${t}content_type AS "contentType", ${t}size_bytes AS "sizeBytes",
  ${t}width, ${t}height, ${t}title, ${t}caption, ${t}copyright, ${t}description, ${t}message,
  ${t}ord, ${t}state, ${t}created_at AS "createdAt", ${t}variants`;
const COLUMNS = columns('');

/** The stable address of a stored file. */
export function fileUrl(row: Pick<FileRow, 'id' | 'contentType'>): string {
  return `/dateien/${row.id}.${EXTENSION_OF[row.contentType]}`;
}

/** The size's address of a stored file's address (`/dateien/{id}.jpg` → `/dateien/{id}-420.jpg`). */
export function variantUrlOf(url: string, size: VariantSize): string {
  return url.replace(
    /^(\/dateien\/[A-Za-z0-9_-]{16,64})(\.[a-z0-9]{2,4})$/,
    `$1-${VARIANT_WIDTHS[size]}$2`,
  );
}

const ready = new WeakMap<Db, { stamp: string; run: Promise<void> }>();

/** Creates the tables; after a (re)seed of the main data set, deletes every upload. */
export async function ensureFiles(db: Db, store: BlobStore): Promise<void> {
  const stamp = await db.query<{ value: string }>(`SELECT value FROM meta WHERE key = 'seeded_at'`);
  const seededAt = stamp[0]?.value ?? '';
  const cached = ready.get(db);
  if (cached && cached.stamp === seededAt) return cached.run;
  const run = (async () => {
    await db.exec(FILES_SQL);
    const mine = await db.query<{ value: string }>(
      `SELECT value FROM files_meta WHERE key = 'seeded_for'`,
    );
    if (mine[0]?.value === seededAt) return;
    await store.clear();
    await db.transaction(async (tx) => {
      await tx.exec('DELETE FROM files;');
      await tx.query(
        `INSERT INTO files_meta (key, value) VALUES ('seeded_for', $1)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
        [seededAt],
      );
    });
  })();
  ready.set(db, { stamp: seededAt, run });
  run.catch(() => ready.delete(db));
  return run;
}

export type NewFile = Omit<FileRow, 'ord' | 'state' | 'message' | 'variants'> &
  Partial<Pick<FileRow, 'ord' | 'state' | 'message' | 'variants'>>;

export async function insertFile(db: Queryable, row: NewFile): Promise<void> {
  await db.query(
    `INSERT INTO files (id, user_id, purpose, ref, file_name, content_type, size_bytes, width, height,
       title, caption, copyright, description, message, ord, state, created_at, variants)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18::jsonb)`,
    [
      row.id,
      row.userId,
      row.purpose,
      row.ref,
      row.fileName,
      row.contentType,
      row.sizeBytes,
      row.width,
      row.height,
      row.title,
      row.caption,
      row.copyright,
      row.description,
      row.message ?? '',
      row.ord ?? false,
      row.state ?? 'uploaded',
      row.createdAt,
      JSON.stringify(row.variants ?? []),
    ],
  );
}

export async function fileById(db: Queryable, id: string): Promise<FileRow | null> {
  const rows = await db.query<FileRow>(`SELECT ${COLUMNS} FROM files WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** Files of one purpose and reference, oldest first (upload order), title picture first. */
export async function filesByRef(
  db: Queryable,
  purpose: string,
  ref: string,
  offset = 0,
  amount = 50,
): Promise<FileRow[]> {
  return db.query<FileRow>(
    `SELECT ${COLUMNS} FROM files WHERE purpose = $1 AND ref = $2
     ORDER BY ord DESC, created_at, id OFFSET $3 LIMIT $4`,
    [purpose, ref, offset, amount],
  );
}

export async function filesOfUser(db: Queryable, userId: string, limit = 10): Promise<FileRow[]> {
  return db.query<FileRow>(
    `SELECT ${COLUMNS} FROM files WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [userId, limit],
  );
}

export interface AdminFileRow extends FileRow {
  username: string | null;
}

/** Newest first, with the uploader's name (the admin list). */
export async function recentFiles(
  db: Queryable,
  limit = 50,
  offset = 0,
): Promise<{ rows: AdminFileRow[]; total: number }> {
  const rows = await db.query<AdminFileRow>(
    `SELECT ${columns('f.')}, u.username
     FROM files f LEFT JOIN users u ON u.id = f.user_id
     ORDER BY f.created_at DESC, f.id DESC LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  const total = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM files`);
  return { rows, total: total[0]?.n ?? 0 };
}

export type FilePatch = Partial<
  Pick<FileRow, 'title' | 'caption' | 'copyright' | 'description' | 'message' | 'state'>
>;

export async function updateFile(db: Queryable, id: string, patch: FilePatch): Promise<void> {
  const entries = Object.entries(patch).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return;
  const allowed = new Set(['title', 'caption', 'copyright', 'description', 'message', 'state']);
  const sets = entries.map(([k], i) => {
    if (!allowed.has(k)) throw new Error(`not an updatable column: ${k}`);
    return `${k} = $${i + 2}`;
  });
  await db.query(`UPDATE files SET ${sets.join(', ')} WHERE id = $1`, [
    id,
    ...entries.map(([, v]) => v as string),
  ]);
}

/** Makes `id` the one title picture among the files of its purpose and reference. */
export async function setTitlePicture(db: Queryable, purpose: string, ref: string, id: string) {
  await db.query(`UPDATE files SET ord = (id = $3) WHERE purpose = $1 AND ref = $2`, [
    purpose,
    ref,
    id,
  ]);
}

export async function deleteFileRow(db: Queryable, id: string): Promise<void> {
  await db.query(`DELETE FROM files WHERE id = $1`, [id]);
}
