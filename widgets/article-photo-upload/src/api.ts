/** The article photo upload's I/O (spec §7 Article photo upload). The only file doing I/O. */
import * as z from 'zod/mini';
import {
  acceptedOrThrow,
  ApiError,
  getJson,
  opaqueId,
  postJson,
  uploadActionResponse,
  uploadResponseWith,
  uploadWithProgress,
} from '@anstoss/api';
import { createDraft } from '@anstoss/storage';

const text = z._default(
  z.pipe(
    z.nullable(z.union([z.string(), z.number()])),
    z.transform((v) => (v === null ? '' : String(v))),
  ),
  '',
);

export const photoEntry = z.object({
  id: opaqueId,
  url: z._default(z.string(), ''),
  title: text,
  caption: text,
  copyright: text,
  /** '1' (or 1, true) marks the title picture. */
  ord: z._default(
    z.pipe(
      z.union([z.string(), z.number(), z.boolean(), z.null()]),
      z.transform((v) => v === true || v === 1 || v === '1'),
    ),
    false,
  ),
  name: text,
  /** MB */
  size: z.optional(z.number()),
});
export type PhotoEntry = z.output<typeof photoEntry>;

export const listResponse = z.object({
  success: z._default(z.boolean(), false),
  entries: z._default(z.array(photoEntry), []),
});
export type ListAnswer = z.input<typeof listResponse>;

export const uploadResponse = uploadResponseWith({
  image: z.optional(z.object({ id: z.optional(opaqueId), url: z.optional(z.string()) })),
});
export type UploadAnswer = z.input<typeof uploadResponse>;
export type UploadResult = z.output<typeof uploadResponse>;

export const actionResponse = uploadActionResponse;
export type ActionResult = z.output<typeof actionResponse>;

export function fetchPhotos(url: string, signal?: AbortSignal) {
  return getJson(url, listResponse, { signal });
}

/**
 * Spec §7: the multipart upload of one photo. Resolves with the stored photo; a refusal (`success`
 * not true, or no id) is thrown with the server's text.
 */
export async function uploadPhoto(
  url: string,
  fields: [string, string | Blob, string?][],
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<{ id: string; url: string }> {
  const body = new FormData();
  for (const [name, value, fileName] of fields)
    if (typeof value === 'string') body.append(name, value);
    else body.append(name, value, fileName);
  const answer = acceptedOrThrow(
    await uploadWithProgress(url, body, uploadResponse, {
      onProgress: (loaded, total) => onProgress(total > 0 ? loaded / total : 0),
      signal,
    }),
    'upload refused',
  );
  const id = answer.meta?.id ?? answer.meta?.image?.id;
  if (!id) throw new ApiError('http', 'upload without id', { status: 200, body: answer });
  return { id, url: answer.meta?.image?.url ?? '' };
}

/** Spec §7: POST {urlUpdate} {action:update, id, title, caption, copyright}. */
export async function updatePhoto(
  url: string,
  photo: { id: string; title: string; caption: string; copyright: string },
  signal?: AbortSignal,
) {
  return acceptedOrThrow(
    await postJson(url, { action: 'update', ...photo }, actionResponse, signal ? { signal } : {}),
  );
}

/** Spec §7: POST {urlUpdateOrd}/news/{article}/ID/{id}. */
export async function setTitlePicture(url: string, signal?: AbortSignal) {
  return acceptedOrThrow(await postJson(url, {}, actionResponse, signal ? { signal } : {}));
}

/** Spec §7: POST {urlDelete} {action:delete, id}. */
export async function deletePhoto(url: string, id: string, signal?: AbortSignal) {
  return acceptedOrThrow(
    await postJson(url, { action: 'delete', id }, actionResponse, signal ? { signal } : {}),
  );
}

const metaSchema = z.object({ title: z.string(), caption: z.string(), copyright: z.string() });
const draftSchema = z.object({
  files: z.record(z.string(), metaSchema),
  saved: z.record(z.string(), metaSchema),
});

/**
 * What was typed for the article's photos, for a reload or a login round trip: this tab only,
 * one day, keyed by the signed-in account (logout clears it).
 */
export const photosDraft = (article: string) =>
  createDraft(`article-photo-upload.${article}`, draftSchema, { storage: 'session', days: 1 });
