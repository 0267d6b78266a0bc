/**
 * Upload storage of the reference CMS (see demo-pages/README.md, "Uploads"): files on disk under
 * the data folder, metadata in the `files` table, served back at `/dateien/{id}.{ext}`. Routes
 * call `checkUpload` (type by content, size, cleaned pictures) and then `saveUpload`.
 */
import type { AppRuntime } from '../context.ts';
import type { Db } from '../db/types.ts';
import type { SessionUser } from '../repo/users.ts';
import { bodyLimitFor, MEDIA_RULES, PHOTO_RULES, type CheckedUpload } from './accept.ts';
import { VARIANT_SIZES } from './image.ts';
import {
  ensureFiles,
  fileUrl,
  insertFile,
  deleteFileRow,
  variantBlobId,
  type FileRow,
} from './repo.ts';
import { BlobStore, newFileId } from './store.ts';

export * from './accept.ts';
export * from './repo.ts';
export { isFileId } from './store.ts';
export type { StoredType, FileKind } from './sniff.ts';
export { VARIANT_SIZES, VARIANT_WIDTHS, type VariantSize } from './image.ts';

export interface Files {
  db: Db;
  store: BlobStore;
  now: () => Date;
}

const perRuntime = new WeakMap<AppRuntime, Files>();

/** The storage of this app (tables created, emptied after a reseed). */
export async function filesOf(runtime: AppRuntime): Promise<Files> {
  let files = perRuntime.get(runtime);
  if (!files) {
    files = {
      db: runtime.options.db,
      store: new BlobStore(runtime.options.filesDir),
      now: runtime.now,
    };
    perRuntime.set(runtime, files);
  }
  await ensureFiles(files.db, files.store);
  return files;
}

export interface UploadMeta {
  purpose: string;
  ref?: string;
  title?: string;
  caption?: string;
  copyright?: string;
  description?: string;
  message?: string;
  ord?: boolean;
  /** At most this many files of this purpose and ref: checked and inserted under one lock. */
  limit?: number;
}

/** The upload would pass `UploadMeta.limit` (another request may have taken the last place). */
export class UploadLimitReached extends Error {
  constructor(readonly limit: number) {
    super(`at most ${limit} files`);
    this.name = 'UploadLimitReached';
  }
}

/** Stores a checked file and its metadata; returns the row and its stable URL. */
export async function saveUpload(
  files: Files,
  user: Pick<SessionUser, 'id'>,
  checked: Extract<CheckedUpload, { ok: true }>,
  meta: UploadMeta,
): Promise<{ row: FileRow; url: string }> {
  const row: FileRow = {
    id: newFileId(),
    userId: user.id,
    purpose: meta.purpose,
    ref: meta.ref ?? '',
    fileName: checked.fileName,
    contentType: checked.type,
    sizeBytes: checked.bytes.length,
    width: checked.width,
    height: checked.height,
    title: meta.title ?? '',
    caption: meta.caption ?? '',
    copyright: meta.copyright ?? '',
    description: meta.description ?? '',
    message: meta.message ?? '',
    ord: meta.ord ?? false,
    state: 'uploaded',
    createdAt: files.now(),
    variants: checked.variants.map((v) => ({
      size: v.size,
      width: v.width,
      height: v.height,
      bytes: v.bytes.length,
      webpBytes: v.webp?.length ?? null,
    })),
  };
  await files.store.put(row.id, checked.bytes);
  for (const v of checked.variants) {
    await files.store.put(variantBlobId(row.id, v.size, false), v.bytes);
    if (v.webp) await files.store.put(variantBlobId(row.id, v.size, true), v.webp);
  }
  try {
    await files.db.transaction(async (tx) => {
      // One lock per purpose and ref (in PostgreSQL, across every instance): the count and the
      // insert of parallel uploads to one article happen one after the other.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))::text AS locked`, [
        `files:${row.purpose}:${row.ref}`,
      ]);
      if (meta.limit !== undefined) {
        const [found] = await tx.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM files WHERE purpose = $1 AND ref = $2`,
          [row.purpose, row.ref],
        );
        if ((found?.n ?? 0) >= meta.limit) throw new UploadLimitReached(meta.limit);
      }
      await insertFile(tx, row);
    });
  } catch (error) {
    await removeBlobs(files, row.id);
    throw error;
  }
  return { row, url: fileUrl(row) };
}

/** The original and every size (the ones never written are no error). */
async function removeBlobs(files: Files, id: string): Promise<void> {
  await files.store.remove(id);
  for (const size of VARIANT_SIZES)
    for (const webp of [false, true]) await files.store.remove(variantBlobId(id, size, webp));
}

/** Removes the row and the bytes (every size too). */
export async function removeUpload(files: Files, id: string): Promise<void> {
  await deleteFileRow(files.db, id);
  await removeBlobs(files, id);
}

/** The largest chunk of a resumable upload the browser sends in one PATCH (8 MB, with room). */
export const RESUMABLE_CHUNK_LIMIT = 8 * 1024 * 1024 + 64 * 1024;

/**
 * Upload routes and the body size each may send, checked before the session is even read (every
 * other route: 256 KB). Routes that take files add a line here.
 */
const UPLOAD_BODY_LIMITS: { matches: (path: string) => boolean; maxBytes: number }[] = [
  { matches: (p) => p === '/hochladen', maxBytes: bodyLimitFor(PHOTO_RULES) },
  { matches: (p) => p.startsWith('/ajax/fotos/upload/'), maxBytes: bodyLimitFor(PHOTO_RULES) },
  { matches: (p) => p === '/ajax/hochladen', maxBytes: bodyLimitFor(MEDIA_RULES) },
  // One chunk of a resumable upload (routes/resumable.ts); the whole file is limited there.
  { matches: (p) => p.startsWith('/ajax/hochladen/fortsetzbar'), maxBytes: RESUMABLE_CHUNK_LIMIT },
  // The cropped profile PNG travels twice (file and data URL).
  { matches: (p) => p === '/ajax/profil/foto', maxBytes: 2 * bodyLimitFor(PHOTO_RULES) },
  // The team and club photos (routes/teamPhotos.ts) likewise.
  {
    matches: (p) =>
      /^\/ajax\/(?:mannschaft\/[0-9]{1,10}\/(?:foto|highlight)|verein\/[0-9]{1,10}\/foto)$/.test(p),
    maxBytes: 2 * bodyLimitFor(PHOTO_RULES),
  },
];

/** The body limit of an upload route, or null for an ordinary route (256 KB). */
export function uploadBodyLimit(path: string): number | null {
  return UPLOAD_BODY_LIMITS.find((r) => r.matches(path))?.maxBytes ?? null;
}
