/**
 * Own media and photo albums (spec §3 Editable media item, Photo album and photo; §7 Edit media
 * list and items, Photo albums; §9 Page and load sizes). Shared by the widgets that edit media
 * (media-edit-list, album-edit-list, album-edit); a widget never imports another widget, so the
 * endpoint shapes and the rules they share live here. Pure schemas and functions, no I/O.
 */
import * as z from 'zod/mini';
import { isApiError, UNKNOWN_ERROR_KEY } from './errors.ts';
import { opaqueId } from './ids.ts';

/** A server flag: true, 1, '1' and 'true' are set; anything else (or nothing) is not. */
export const flag = z._default(
  z.pipe(
    z.nullable(z.union([z.boolean(), z.number(), z.string()])),
    z.transform((v): boolean => v === true || v === 1 || v === '1' || v === 'true'),
  ),
  false,
);

/** A count the server may send as a number or a numeric string; anything else counts 0. */
export const count = z._default(
  z.pipe(
    z.nullable(z.union([z.number(), z.string()])),
    z.transform((v): number => {
      const n = typeof v === 'number' ? v : Number(v);
      return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
    }),
  ),
  0,
);

const text = z._default(
  z.pipe(
    z.nullable(z.string()),
    z.transform((v): string => v ?? ''),
  ),
  '',
);

/** §3 Editable media item (plus the media stream entry's picture fields when the server sends them). */
export const mediaItemSchema = z.object({
  id: opaqueId,
  title: text,
  description: text,
  notpublic: flag,
  type: z._default(z.nullable(z.string()), 'image'),
  url: text,
  thumb1: text,
});
export type MediaItem = z.output<typeof mediaItemSchema>;

/** §7: list answers carry meta (or count), entries and final. */
export const listMeta = z._default(
  z.object({ overallamount: z.optional(count), amount: z.optional(count) }),
  {},
);

/** GET {listUrl}?offset&amount (media edit list): meta, entries, final. */
export const mediaListResponse = z.object({
  meta: listMeta,
  count: z.optional(count),
  entries: z._default(z.array(mediaItemSchema), []),
  final: flag,
});
export type MediaListResponse = z.output<typeof mediaListResponse>;

/** An album named in a relation list (`verfuegbareAlben`, `enthaltenInAlben`). */
export const albumRefSchema = z.object({ id: opaqueId, title: text });
export type AlbumRef = z.output<typeof albumRefSchema>;

const albumRefs = z._default(z.object({ entries: z._default(z.array(albumRefSchema), []) }), {
  entries: [],
});

/** GET {albumUrl}/rel?xid={itemId}: the available albums and those containing the item. */
export const albumRelResponse = z.object({
  verfuegbareAlben: albumRefs,
  enthaltenInAlben: albumRefs,
});
export type AlbumRelResponse = z.output<typeof albumRelResponse>;

/** §3 Photo album. */
export const albumSchema = z.object({
  id: opaqueId,
  title: text,
  description: text,
  albumimage: text,
  fotos: count,
  encodingrunning: flag,
  notpublic: flag,
});
export type Album = z.output<typeof albumSchema>;

/** GET {url}?offset&amount&show_empty&stime&etime&{abbr}id (album edit list). */
export const albumListResponse = z.object({
  meta: listMeta,
  count: z.optional(count),
  entries: z._default(z.array(albumSchema), []),
  final: flag,
});
export type AlbumListResponse = z.output<typeof albumListResponse>;

/** §3 Photo: id, image.folder, image.src.medium, votes.average, views. */
export const photoSchema = z.object({
  id: opaqueId,
  title: z.optional(text),
  image: z.object({
    folder: text,
    src: z.object({ medium: z.string() }),
  }),
  votes: z._default(z.object({ average: z._default(z.number(), 0) }), { average: 0 }),
  views: count,
});
export type Photo = z.output<typeof photoSchema>;

/** GET {albumBase}/detail?album&amount: success, album, entries. */
export const albumDetailResponse = z.object({
  success: flag,
  album: z.object({
    id: opaqueId,
    fotos: count,
    title: text,
    description: text,
    notpublic: flag,
    encodingrunning: flag,
  }),
  entries: z._default(z.array(photoSchema), []),
});
export type AlbumDetailResponse = z.output<typeof albumDetailResponse>;

/** Every write answers success and, on failure, error.message (§7, §8). */
export const mediaActionResponse = z.object({
  success: flag,
  error: z.optional(z.nullable(z.object({ message: z.optional(z.nullable(z.string())) }))),
});
export type MediaActionResponse = z.output<typeof mediaActionResponse>;

/** §9: edit media list and album edit list load 10 per page; the album edit list sends show_empty = 1. */
export const MEDIA_EDIT_PAGE_SIZE = 10;
export const ALBUM_EDIT_SHOW_EMPTY = 1;
/** §9: album detail loads up to 9999 photos. */
export const ALBUM_DETAIL_AMOUNT = 9999;
/** §9: while photos are still being processed the album is polled again every 5000 ms. */
export const ENCODING_POLL_MS = 5000;
/** §9 date filter defaults. */
export const STIME_DEFAULT = 0;
export const ETIME_DEFAULT = 9999999999;
const DAY_S = 86400;
const SHIFT_S = 36000;

/** Seconds of a yyyy-MM-dd day's start (UTC, so the answer is the same in every time zone). */
export function daySeconds(day: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const date = new Date(ms);
  if (date.getUTCDate() !== Number(m[3]) || date.getUTCMonth() !== Number(m[2]) - 1) return null;
  return ms / 1000;
}

/**
 * §9 date filter: stime = from − 36000 s (default 0), etime = to + 86400 − 36000 s
 * (default 9999999999). A missing or invalid day takes the default.
 */
export function dateWindow(
  from: string | null | undefined,
  to: string | null | undefined,
): { stime: number; etime: number } {
  const f = from ? daySeconds(from) : null;
  const t = to ? daySeconds(to) : null;
  return {
    stime: f === null ? STIME_DEFAULT : f - SHIFT_S,
    etime: t === null ? ETIME_DEFAULT : t + DAY_S - SHIFT_S,
  };
}

/** §7: the album edit list's user id parameter is the provider's abbreviation followed by 'id'. */
export function userIdParam(providerAbbreviation: string): string {
  return `${providerAbbreviation}id`;
}

/** §7 photo delete: the album base with '/album' replaced by /ugc/-/ajax/mstreamedit_list.html. */
export function photoDeleteUrl(albumBase: string): string {
  return albumBase.replace('/album', '/ugc/-/ajax/mstreamedit_list.html');
}

/** A photo's picture: image.src.medium inside image.folder (an absolute src stands alone). */
export function photoSrc(photo: Pick<Photo, 'image'>): string {
  const { folder } = photo.image;
  const medium = photo.image.src.medium;
  if (/^([a-z][a-z0-9+.-]*:|\/)/i.test(medium) || folder === '') return medium;
  return folder.endsWith('/') ? folder + medium : `${folder}/${medium}`;
}

/** The entries of a list page and whether more may follow (final, or fewer than asked). */
export function pageInfo(
  page: { entries: readonly unknown[]; final: boolean },
  amount: number,
): { hasMore: boolean } {
  return { hasMore: !page.final && page.entries.length >= amount };
}

/** Appends entries, dropping ids already listed (a page that shifted under a delete repeats one). */
export function mergeById<T extends { id: string }>(
  existing: readonly T[],
  incoming: readonly T[],
): T[] {
  const seen = new Set(existing.map((e) => e.id));
  const merged = [...existing];
  for (const entry of incoming)
    if (!seen.has(entry.id)) {
      seen.add(entry.id);
      merged.push(entry);
    }
  return merged;
}

/** A write answer: null when it succeeded, else the server's text or the unknown-error key. */
export function actionError(
  answer: MediaActionResponse,
): { text: string } | { key: typeof UNKNOWN_ERROR_KEY } | null {
  if (answer.success) return null;
  const text = answer.error?.message ?? undefined;
  return text ? { text } : { key: UNKNOWN_ERROR_KEY };
}

/** The thing is gone on the server (deleted in another tab or by someone else): 404 or 410. */
export function isGone(error: unknown): boolean {
  return (
    isApiError(error) && error.kind === 'http' && (error.status === 404 || error.status === 410)
  );
}

/** §3/§8: a title shorter than this is refused before sending (min_length_of_title). */
export const MIN_TITLE_LENGTH = 3;

export function titleTooShort(title: string): boolean {
  return title.trim().length < MIN_TITLE_LENGTH;
}
