/**
 * Queries of the media library (tables in seed/media.ts). Visibility: visitors see public items
 * that are ready (processed); an owner sees all of their own. An album's `fotos` counts the
 * visible photos, those still being processed included; `ready` only the processed ones.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Db, Queryable } from '../db/types.ts';
import type { AlbumAnswer, PhotoAnswer } from '../../../packages/api/src/media.ts';
import { variantUrlOf } from '../files/repo.ts';
import { CLIPS_DIR, MEDIA_PATH, PHOTO_SIZES, VIDEO_CLIPS } from '../seed/media.ts';

export interface MediaItemRow {
  id: number;
  ownerId: string;
  ownerName: string;
  kind: 'image' | 'video';
  title: string;
  description: string;
  notPublic: boolean;
  fileKey: string;
  width: number;
  height: number;
  createdAt: Date;
  readyAt: Date;
  views: number;
  comments: number;
  ratingSum: number;
  ratingCount: number;
}

export interface AlbumRow {
  id: number;
  ownerId: string;
  ownerName: string;
  title: string;
  description: string;
  notPublic: boolean;
  createdAt: Date;
  fotos: number;
  ready: number;
  coverKey: string | null;
}

const ITEM_COLUMNS = `i.id, i.owner_id AS "ownerId", COALESCE(u.display_name, 'Fan') AS "ownerName",
  i.kind, i.title, i.description, i.not_public AS "notPublic", i.file_key AS "fileKey", i.width,
  i.height, i.created_at AS "createdAt", i.ready_at AS "readyAt", i.views, i.comments,
  i.rating_sum AS "ratingSum", i.rating_count AS "ratingCount"`;

// ---- JSON shapes (spec §3) ------------------------------------------------------------------

export const pictureFolder = (fileKey: string) => `${MEDIA_PATH}/bilder/${fileKey}/`;

/**
 * A released upload (generic-upload, spec §4) is a media item whose file key is the upload's
 * own address (`/dateien/{id}.{ext}`); its sizes are `/dateien/{id}-420.{ext}`, `-840`, `-1600`
 * (written at upload, WebP by the browser's Accept: see README, Uploads). Seeded items have a
 * folder of generated sizes.
 */
const isUploadKey = (fileKey: string) => fileKey.startsWith('/dateien/');

/** The address of a picture of `fileKey` in `size`. */
export function pictureUrl(fileKey: string, size: keyof typeof PHOTO_SIZES): string {
  return isUploadKey(fileKey)
    ? variantUrlOf(fileKey, size)
    : pictureFolder(fileKey) + PHOTO_SIZES[size].file;
}

/** Clip files shipped in assets/media (checked once). */
const clipFiles = new Set(
  VIDEO_CLIPS.flatMap((c) =>
    ['webm', 'mp4']
      .filter((ext) => existsSync(join(CLIPS_DIR, `${c}.${ext}`)))
      .map((ext) => `${c}.${ext}`),
  ),
);

/** A media stream entry (spec §3): images by url, videos by poster and variants. */
export function streamEntryJson(row: MediaItemRow) {
  const base = {
    id: row.id,
    title: row.title,
    owner: row.ownerName,
    date: row.createdAt.toISOString(),
  };
  if (row.kind === 'image') {
    return {
      ...base,
      type: 'image' as const,
      url: pictureUrl(row.fileKey, 'medium'),
      thumb: pictureUrl(row.fileKey, 'small'),
      width: PHOTO_SIZES.medium.width,
      height: PHOTO_SIZES.medium.height,
    };
  }
  const clip = `clip-${row.fileKey.slice(1)}`;
  const variant = (ext: string) =>
    clipFiles.has(`${clip}.${ext}`) ? `${MEDIA_PATH}/videos/${clip}.${ext}` : undefined;
  const webm = variant('webm');
  const mp4 = variant('mp4');
  return {
    ...base,
    type: 'video' as const,
    thumb1: `${pictureFolder(row.fileKey)}poster.svg`,
    ...(webm ? { webm, webm_hq: webm } : {}),
    ...(mp4 ? { mp4, mp4_hq: mp4 } : {}),
    width: row.width,
    height: row.height,
  };
}

export const average = (sum: number, n: number) => (n === 0 ? 0 : Math.round((sum / n) * 10) / 10);

export function photoJson(row: MediaItemRow): PhotoAnswer {
  const upload = isUploadKey(row.fileKey) ? row.fileKey : null;
  return {
    id: row.id,
    title: row.title,
    image: {
      folder: upload ? '/dateien/' : pictureFolder(row.fileKey),
      src: upload
        ? {
            small: variantUrlOf(upload, 'small').slice('/dateien/'.length),
            medium: variantUrlOf(upload, 'medium').slice('/dateien/'.length),
            large: variantUrlOf(upload, 'large').slice('/dateien/'.length),
          }
        : {
            small: PHOTO_SIZES.small.file,
            medium: PHOTO_SIZES.medium.file,
            large: PHOTO_SIZES.large.file,
          },
      width: PHOTO_SIZES.large.width,
      height: PHOTO_SIZES.large.height,
    },
    votes: { average: average(row.ratingSum, row.ratingCount), count: row.ratingCount },
    views: row.views,
    comments: row.comments,
  };
}

export function editableItemJson(row: MediaItemRow, now: Date) {
  return {
    id: row.id,
    type: row.kind,
    title: row.title,
    description: row.description,
    notpublic: row.notPublic,
    thumb:
      row.kind === 'image'
        ? pictureUrl(row.fileKey, 'small')
        : `${pictureFolder(row.fileKey)}poster.svg`,
    date: row.createdAt.toISOString(),
    encoding: row.readyAt > now,
  };
}

export function albumJson(row: AlbumRow): AlbumAnswer {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    albumimage: row.coverKey ? pictureUrl(row.coverKey, 'medium') : '',
    fotos: row.fotos,
    encodingrunning: row.fotos > row.ready,
    notpublic: row.notPublic,
    owner: row.ownerName,
    date: row.createdAt.toISOString(),
    url: `/fotos/-/album/${row.id}`,
  };
}

// ---- items ------------------------------------------------------------------------------------

/** Public, processed items, newest first (the media stream). */
export async function streamItems(db: Queryable, now: Date, offset: number, amount: number) {
  const where = `NOT i.not_public AND i.ready_at <= $1`;
  const [total] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM media_items i WHERE ${where}`,
    [now],
  );
  const rows = await db.query<MediaItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM media_items i LEFT JOIN users u ON u.id = i.owner_id
     WHERE ${where} ORDER BY i.created_at DESC, i.id DESC OFFSET $2 LIMIT $3`,
    [now, offset, amount],
  );
  return { total: total?.n ?? 0, rows };
}

export async function mediaItem(db: Queryable, id: number): Promise<MediaItemRow | null> {
  const rows = await db.query<MediaItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM media_items i LEFT JOIN users u ON u.id = i.owner_id WHERE i.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Seen by `viewerId`: public and processed, or their own. */
export function visibleTo(row: MediaItemRow, viewerId: string | null, now: Date): boolean {
  return row.ownerId === viewerId || (!row.notPublic && row.readyAt <= now);
}

/** The owner's items uploaded within [from, to) (unix seconds), newest first. */
export async function ownItems(
  db: Queryable,
  ownerId: string,
  window: { from: number; to: number },
  offset: number,
  amount: number,
) {
  const where = `i.owner_id = $1 AND i.created_at >= to_timestamp($2) AND i.created_at < to_timestamp($3)`;
  const args = [ownerId, window.from, window.to];
  const [total] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM media_items i WHERE ${where}`,
    args,
  );
  const rows = await db.query<MediaItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM media_items i LEFT JOIN users u ON u.id = i.owner_id
     WHERE ${where} ORDER BY i.created_at DESC, i.id DESC OFFSET $4 LIMIT $5`,
    [...args, offset, amount],
  );
  return { total: total?.n ?? 0, rows };
}

export async function updateItem(db: Queryable, id: number, title: string, description: string) {
  await db.query(`UPDATE media_items SET title = $2, description = $3 WHERE id = $1`, [
    id,
    title,
    description,
  ]);
}

export async function publishItem(db: Queryable, id: number) {
  await db.query(`UPDATE media_items SET not_public = false WHERE id = $1`, [id]);
}

export async function deleteItem(db: Db, id: number) {
  await db.transaction(async (tx) => {
    await tx.query(`DELETE FROM media_album_items WHERE item_id = $1`, [id]);
    await tx.query(`DELETE FROM media_items WHERE id = $1`, [id]);
  });
}

export async function countView(db: Queryable, id: number) {
  await db.query(`UPDATE media_items SET views = views + 1 WHERE id = $1`, [id]);
}

/** Ids among `ids` that exist and belong to `ownerId`. */
export async function ownedItemIds(db: Queryable, ownerId: string, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM media_items WHERE owner_id = $1 AND id = ANY($2::int[])`,
    [ownerId, `{${ids.join(',')}}`],
  );
  return rows.map((r) => r.id);
}

// ---- albums -----------------------------------------------------------------------------------

/**
 * Album rows with their counts. `all`: count not-public photos too (the owner's view).
 * `where` is our own SQL over `a` with parameters from $3 on ($1 = now, $2 = all).
 */
async function albumRows(
  db: Queryable,
  now: Date,
  all: boolean,
  where: string,
  args: (string | number | boolean)[],
  tail = 'ORDER BY a."createdAt" DESC, a.id DESC',
): Promise<AlbumRow[]> {
  return db.query<AlbumRow>(
    `SELECT * FROM (
       SELECT a.id, a.owner_id AS "ownerId", COALESCE(u.display_name, 'Fan') AS "ownerName",
         a.title, a.description, a.not_public AS "notPublic", a.created_at AS "createdAt",
         (SELECT count(*)::int FROM media_album_items ai JOIN media_items i ON i.id = ai.item_id
           WHERE ai.album_id = a.id AND (NOT i.not_public OR $2)) AS fotos,
         (SELECT count(*)::int FROM media_album_items ai JOIN media_items i ON i.id = ai.item_id
           WHERE ai.album_id = a.id AND (NOT i.not_public OR $2) AND i.ready_at <= $1) AS ready,
         (SELECT i.file_key FROM media_album_items ai JOIN media_items i ON i.id = ai.item_id
           WHERE ai.album_id = a.id AND (NOT i.not_public OR $2) AND i.ready_at <= $1
           ORDER BY ai.position, ai.item_id LIMIT 1) AS "coverKey"
       FROM media_albums a LEFT JOIN users u ON u.id = a.owner_id) a
     WHERE ${where} ${tail}`,
    [now, all, ...args],
  );
}

export async function albumById(db: Queryable, now: Date, id: number, all: boolean) {
  const rows = await albumRows(db, now, all, 'a.id = $3', [id]);
  return rows[0] ?? null;
}

/** Public albums with at least one photo to show; `query` filters by title and description. */
export async function publicAlbums(
  db: Queryable,
  now: Date,
  offset: number,
  amount: number,
  query = '',
) {
  const pattern = `%${query.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const where = `NOT a."notPublic" AND a.ready > 0 AND (a.title ILIKE $3 OR a.description ILIKE $3)`;
  const rows = await albumRows(db, now, false, where, [pattern], '');
  rows.sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime() || y.id - x.id);
  return { total: rows.length, rows: rows.slice(offset, offset + amount) };
}

/** The owner's albums created within [from, to) (unix seconds); empty ones when `showEmpty`. */
export async function ownerAlbums(
  db: Queryable,
  now: Date,
  ownerId: string,
  window: { from: number; to: number },
  showEmpty: boolean,
  offset: number,
  amount: number,
) {
  const where = `a."ownerId" = $3 AND a."createdAt" >= to_timestamp($4) AND a."createdAt" < to_timestamp($5)
    AND ($6 OR a.fotos > 0)`;
  const rows = await albumRows(db, now, true, where, [ownerId, window.from, window.to, showEmpty]);
  return { total: rows.length, rows: rows.slice(offset, offset + amount) };
}

/** All albums of an owner (id, title), newest first: the choice when adding an item. */
export async function albumChoices(db: Queryable, ownerId: string) {
  return db.query<{ id: number; title: string }>(
    `SELECT id, title FROM media_albums WHERE owner_id = $1 ORDER BY created_at DESC, id DESC`,
    [ownerId],
  );
}

/** The owner's albums that contain the item. */
export async function albumsWithItem(db: Queryable, ownerId: string, itemId: number) {
  return db.query<{ id: number; title: string }>(
    `SELECT a.id, a.title FROM media_albums a JOIN media_album_items ai ON ai.album_id = a.id
     WHERE a.owner_id = $1 AND ai.item_id = $2 ORDER BY a.created_at DESC, a.id DESC`,
    [ownerId, itemId],
  );
}

/** Photos of an album in order; visitors see public processed ones. */
export async function albumPhotos(
  db: Queryable,
  now: Date,
  albumId: number,
  all: boolean,
  offset: number,
  amount: number,
) {
  return db.query<MediaItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM media_album_items ai JOIN media_items i ON i.id = ai.item_id
     LEFT JOIN users u ON u.id = i.owner_id
     WHERE ai.album_id = $1 AND (NOT i.not_public OR $2) AND i.ready_at <= $3
     ORDER BY ai.position, ai.item_id OFFSET $4 LIMIT $5`,
    [albumId, all, now, offset, amount],
  );
}

export async function createAlbum(
  db: Queryable,
  ownerId: string,
  title: string,
  description: string,
  now: Date,
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO media_albums (id, owner_id, title, description, not_public, created_at)
     VALUES (nextval('media_albums_seq'), $1, $2, $3, true, $4) RETURNING id`,
    [ownerId, title, description, now],
  );
  return rows[0]!.id;
}

export async function editAlbum(db: Queryable, id: number, title: string, description: string) {
  await db.query(`UPDATE media_albums SET title = $2, description = $3 WHERE id = $1`, [
    id,
    title,
    description,
  ]);
}

export async function publishAlbum(db: Queryable, id: number) {
  await db.query(`UPDATE media_albums SET not_public = false WHERE id = $1`, [id]);
}

export async function deleteAlbum(db: Db, id: number) {
  await db.transaction(async (tx) => {
    await tx.query(`DELETE FROM media_album_items WHERE album_id = $1`, [id]);
    await tx.query(`DELETE FROM media_albums WHERE id = $1`, [id]);
  });
}

/** Appends the items (already in the album: left where they are). */
/**
 * A released upload's photo in its owner's media (not public until the owner publishes it in
 * "Meine Medien"), once per upload: releasing again returns the same item.
 */
export async function releasedUploadItem(
  db: Queryable,
  upload: { fileKey: string; ownerId: string; title: string; description: string },
  now: Date,
): Promise<number> {
  const found = await db.query<{ id: number }>(
    `SELECT id FROM media_items WHERE file_key = $1 AND owner_id = $2`,
    [upload.fileKey, upload.ownerId],
  );
  const title = upload.title.slice(0, 100);
  const description = upload.description.slice(0, 1000);
  if (found[0]) {
    await db.query(`UPDATE media_items SET title = $2, description = $3 WHERE id = $1`, [
      found[0].id,
      title,
      description,
    ]);
    return found[0].id;
  }
  const { width, height } = PHOTO_SIZES.large;
  const rows = await db.query<{ id: number }>(
    `INSERT INTO media_items (id, owner_id, kind, title, description, not_public, file_key,
       width, height, created_at, ready_at)
     VALUES (nextval('media_items_seq'), $1, 'image', $2, $3, true, $4, $5, $6, $7, $7)
     RETURNING id`,
    [upload.ownerId, title, description, upload.fileKey, width, height, now],
  );
  return rows[0]!.id;
}

export async function addToAlbum(db: Queryable, albumId: number, itemIds: number[]) {
  if (itemIds.length === 0) return;
  await db.query(
    `INSERT INTO media_album_items (album_id, item_id, position)
     SELECT $1, x.id, COALESCE((SELECT max(position) FROM media_album_items WHERE album_id = $1), 0) + x.n
     FROM unnest($2::int[]) WITH ORDINALITY AS x(id, n)
     ON CONFLICT (album_id, item_id) DO NOTHING`,
    [albumId, `{${itemIds.join(',')}}`],
  );
}

export async function removeFromAlbum(db: Queryable, albumId: number, itemIds: number[]) {
  if (itemIds.length === 0) return;
  await db.query(`DELETE FROM media_album_items WHERE album_id = $1 AND item_id = ANY($2::int[])`, [
    albumId,
    `{${itemIds.join(',')}}`,
  ]);
}

/** The listed photos come first in the given order; the rest keep their order after them. */
export async function orderAlbum(db: Queryable, albumId: number, itemIds: number[]) {
  await db.query(
    `UPDATE media_album_items ai SET position = o.pos FROM (
       SELECT ai2.item_id, row_number() OVER (
         ORDER BY COALESCE(array_position($2::int[], ai2.item_id), 2147483647), ai2.position, ai2.item_id) AS pos
       FROM media_album_items ai2 WHERE ai2.album_id = $1) o
     WHERE ai.album_id = $1 AND ai.item_id = o.item_id`,
    [albumId, `{${itemIds.join(',')}}`],
  );
}

/** The visitor's own rating of a media item (0: none yet). */
export async function mediaRatingOf(db: Queryable, itemId: number, userId: string) {
  const rows = await db.query<{ rating: number }>(
    `SELECT rating FROM media_ratings WHERE item_id = $1 AND user_id = $2`,
    [itemId, userId],
  );
  return rows[0]?.rating ?? 0;
}

/**
 * A member rates someone else's media item (1 to 5): a first rating counts, a second one replaces
 * the member's earlier stars in the sum (one vote per member).
 */
export async function rateMediaItem(db: Queryable, itemId: number, userId: string, rating: number) {
  const before = await mediaRatingOf(db, itemId, userId);
  await db.query(
    `INSERT INTO media_ratings (item_id, user_id, rating) VALUES ($1, $2, $3)
     ON CONFLICT (item_id, user_id) DO UPDATE SET rating = EXCLUDED.rating`,
    [itemId, userId, rating],
  );
  await db.query(
    `UPDATE media_items SET rating_sum = rating_sum + $2 - $3, rating_count = rating_count + $4
     WHERE id = $1`,
    [itemId, rating, before, before ? 0 : 1],
  );
}
