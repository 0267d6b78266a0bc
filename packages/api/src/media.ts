/**
 * Response schemas of the media library (spec §3 Media stream entry, Editable media item, Photo
 * album and photo; §7 Media stream, Edit media list and items, Photo albums). Shared by the
 * media widgets (media-stream, media-edit-list, album-edit-list, album-edit, album-list,
 * album-detail, photo-viewer) and the reference CMS's contract tests: a widget never imports
 * another widget, so what they share lives here. `zod/mini`, ids opaque (strings or numbers in,
 * strings out).
 */
import * as z from 'zod/mini';
import { opaqueId } from './ids.ts';

const text = z._default(z.string(), '');
const count = z._default(z.number(), 0);
const optionalUrl = z.optional(z.string());

/** meta of every list answer: the total on the server and the number in this answer. */
export const listMetaSchema = z._default(z.object({ overallamount: count, amount: count }), {
  overallamount: 0,
  amount: 0,
});
export type ListMeta = z.infer<typeof listMetaSchema>;

/** `success` plus a German `error.message` on failure (spec §7 'Returns success and error.message'). */
export const mediaActionResponse = z.object({
  success: z._default(z.boolean(), false),
  error: z.optional(z.object({ message: z.optional(z.string()) })),
});
export type MediaActionResponse = z.infer<typeof mediaActionResponse>;

// ---- media stream (spec §3 Media stream entry, §7 Media stream) -------------------------------

/** The video variants by name (spec §3): grouped by quality into src / src_medium / src_high. */
export const VIDEO_VARIANTS = [
  'flv',
  'webm',
  'mp4',
  'webm_mq',
  'mp4_mq',
  'webm_hq',
  'mp4_hq',
] as const;
export type VideoVariant = (typeof VIDEO_VARIANTS)[number];

export const streamEntrySchema = z.object({
  id: opaqueId,
  type: z.enum(['image', 'video']),
  title: text,
  /** The image (type image); the medium size. */
  url: optionalUrl,
  /** A small version for the carousel (not in the spec; the client falls back to url). */
  thumb: optionalUrl,
  /** Video poster. */
  thumb1: optionalUrl,
  flv: optionalUrl,
  webm: optionalUrl,
  mp4: optionalUrl,
  webm_mq: optionalUrl,
  mp4_mq: optionalUrl,
  webm_hq: optionalUrl,
  mp4_hq: optionalUrl,
  width: z.optional(z.number()),
  height: z.optional(z.number()),
  /** Who shared it and when (display only). */
  owner: z.optional(z.string()),
  date: z.optional(z.string()),
});
export type StreamEntry = z.infer<typeof streamEntrySchema>;

export const streamResponse = z.object({
  meta: listMetaSchema,
  entries: z._default(z.array(streamEntrySchema), []),
});
export type StreamResponse = z.infer<typeof streamResponse>;

/** GET {itemMetaUrl}?id={uid}: views, comments, bw (rating points, 100 per star), bwnum. */
/**
 * Spec §2 Media stream widget "Item options, with a report_reply flag": what the visitor may do
 * with the entry (the server decides: report_reply for everyone, rate for others' entries when
 * logged in or as a login offer, edit for the owner). Older answers without options offer none.
 */
export const itemOptionsSchema = z.object({
  report_reply: z._default(z.boolean(), false),
  rate: z._default(z.boolean(), false),
  edit: z._default(z.boolean(), false),
});
export type ItemOptions = z.infer<typeof itemOptionsSchema>;

export const itemMetaResponse = z.object({
  meta: z.object({
    views: count,
    comments: count,
    bw: count,
    bwnum: count,
    options: z.optional(itemOptionsSchema),
    /** The visitor's own rating (0: none yet). */
    uservote: z.optional(count),
    /** For the owner's edit form. */
    description: z.optional(z.string()),
  }),
});
export type ItemMeta = z.infer<typeof itemMetaResponse>['meta'];

// ---- own media (spec §3 Editable media item, §7 Edit media list and items) --------------------

export const editableItemSchema = z.object({
  id: opaqueId,
  type: z._default(z.enum(['image', 'video']), 'image'),
  title: text,
  description: text,
  notpublic: z._default(z.boolean(), false),
  /** Preview image. */
  thumb: optionalUrl,
  /** ISO date-time of the upload. */
  date: z.optional(z.string()),
  /** Still being processed on the server. */
  encoding: z._default(z.boolean(), false),
});
export type EditableItem = z.infer<typeof editableItemSchema>;

export const editListResponse = z.object({
  meta: listMetaSchema,
  entries: z._default(z.array(editableItemSchema), []),
  final: z._default(z.boolean(), true),
});
export type EditListResponse = z.infer<typeof editListResponse>;

export const albumRefSchema = z.object({ id: opaqueId, title: text });
export type AlbumRef = z.infer<typeof albumRefSchema>;
const albumRefs = z._default(z.object({ entries: z._default(z.array(albumRefSchema), []) }), {
  entries: [],
});

/** GET {albumUrl}/rel?xid={itemId}. */
export const albumRelResponse = z.object({
  verfuegbareAlben: albumRefs,
  enthaltenInAlben: albumRefs,
});
export type AlbumRelResponse = z.infer<typeof albumRelResponse>;

// ---- albums and photos (spec §3 Photo album and photo, §7 Photo albums) ----------------------

export const albumSchema = z.object({
  id: opaqueId,
  title: text,
  description: text,
  /** Cover image URL; '' when the album has no photo yet. */
  albumimage: text,
  /** Photos on the server, those still being processed included. */
  fotos: count,
  encodingrunning: z._default(z.boolean(), false),
  notpublic: z._default(z.boolean(), false),
  /** Display extras (not in the spec). */
  owner: z.optional(z.string()),
  date: z.optional(z.string()),
  url: optionalUrl,
});
export type Album = z.infer<typeof albumSchema>;

export const photoSchema = z.object({
  id: opaqueId,
  title: text,
  image: z.object({
    folder: z.string(),
    src: z.object({
      medium: z.string(),
      small: z.optional(z.string()),
      large: z.optional(z.string()),
    }),
    width: z.optional(z.number()),
    height: z.optional(z.number()),
  }),
  votes: z._default(z.object({ average: count, count }), { average: 0, count: 0 }),
  views: count,
  comments: z.optional(z.number()),
});
export type Photo = z.infer<typeof photoSchema>;

/** Album list, album search and the album edit list: meta (or count), entries, final. */
export const albumListResponse = z.object({
  meta: z.optional(listMetaSchema),
  count: z.optional(z.number()),
  entries: z._default(z.array(albumSchema), []),
  final: z._default(z.boolean(), true),
});
export type AlbumListResponse = z.infer<typeof albumListResponse>;

/** GET {albumBase}/detail?album&amount. */
export const albumDetailResponse = z.object({
  success: z._default(z.boolean(), false),
  album: z.optional(albumSchema),
  entries: z._default(z.array(photoSchema), []),
  error: z.optional(z.object({ message: z.optional(z.string()) })),
});
export type AlbumDetailResponse = z.infer<typeof albumDetailResponse>;

/** GET {detailUrl}{albumId}?offset&amount (album detail page and photo viewer). */
export const albumPhotosResponse = z.object({
  success: z._default(z.boolean(), true),
  album: z.optional(albumSchema),
  meta: listMetaSchema,
  entries: z._default(z.array(photoSchema), []),
  final: z._default(z.boolean(), true),
});
export type AlbumPhotosResponse = z.infer<typeof albumPhotosResponse>;

/** GET {albumBase}/edit: the saved album (a new one has its id now). */
export const albumEditResponse = z.object({
  success: z._default(z.boolean(), false),
  album: z.optional(albumSchema),
  error: z.optional(z.object({ message: z.optional(z.string()) })),
});
export type AlbumEditResponse = z.infer<typeof albumEditResponse>;

/** What servers send (for fixtures and the reference CMS's compile-time contract). */
export type StreamAnswer = z.input<typeof streamResponse>;
export type ItemMetaAnswer = z.input<typeof itemMetaResponse>;
export type EditListAnswer = z.input<typeof editListResponse>;
export type AlbumRelAnswer = z.input<typeof albumRelResponse>;
export type AlbumListAnswer = z.input<typeof albumListResponse>;
export type AlbumDetailAnswer = z.input<typeof albumDetailResponse>;
export type AlbumPhotosAnswer = z.input<typeof albumPhotosResponse>;
export type AlbumEditAnswer = z.input<typeof albumEditResponse>;
export type AlbumAnswer = z.input<typeof albumSchema>;
export type PhotoAnswer = z.input<typeof photoSchema>;

/** The image URL of a photo in a size (medium when that size is missing). */
export function photoUrl(photo: Photo, size: 'small' | 'medium' | 'large' = 'medium'): string {
  return photo.image.folder + (photo.image.src[size] ?? photo.image.src.medium);
}
