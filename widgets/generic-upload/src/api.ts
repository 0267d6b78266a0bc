/** The generic upload's I/O (spec §7 Generic upload) and its draft. The only file doing I/O. */
import * as z from 'zod/mini';
import { createDraft } from '@anstoss/storage';
import {
  opaqueId,
  postJson,
  RESUMABLE_CHUNK_BYTES,
  resumableUpload,
  uploadActionResponse,
  uploadResponseWith,
  uploadWithProgress,
} from '@anstoss/api';
import { addToAlbum } from '@anstoss/api/albumActions';
import { acceptedAnswer } from './logic.ts';

export const uploadResponse = uploadResponseWith({
  url: z.optional(z.string()),
  kind: z.optional(z.string()),
});
export type UploadAnswer = z.input<typeof uploadResponse>;
export type UploadResult = z.output<typeof uploadResponse>;

export const actionResponse = uploadActionResponse;
export type ActionResult = z.output<typeof actionResponse>;

/**
 * The release answer: `meta.foto` is the released photo's id in the media library (what
 * `{albumBase}/add` takes) when it differs from the upload's id.
 */
export const releaseResponse = uploadResponseWith({ foto: z.optional(opaqueId) });
export type ReleaseResult = z.output<typeof releaseResponse>;

/**
 * Spec §7: multipart POST {fileuploadUrl} with the post defaults plus mediastreamId. A file above
 * one chunk goes to the resumable endpoint first when the page names one (data-resumable-url);
 * the same POST then names it instead of carrying it.
 */
export async function uploadFile(
  url: string,
  file: File,
  fields: Record<string, string>,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
  resumableUrl = '',
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const progress = (loaded: number, total: number) => onProgress(total > 0 ? loaded / total : 0);
  if (resumableUrl && file.size > RESUMABLE_CHUNK_BYTES) {
    body.append(
      'resumable',
      await resumableUpload(resumableUrl, file, { signal, onProgress: progress }),
    );
    return uploadWithProgress(url, body, uploadResponse, { signal });
  }
  body.append('file', file, file.name);
  return uploadWithProgress(url, body, uploadResponse, { signal, onProgress: progress });
}

/** The answer when the server took the write; its refusal is thrown (logic.ts `acceptedAnswer`). */
async function accepted<T extends { success?: boolean }>(request: Promise<T>): Promise<T> {
  return acceptedAnswer(await request);
}

interface Fields {
  id: string;
  title: string;
  message: string;
}

/** Spec §7: POST {urlRelease} {id, title, message, release: true}. */
export function releaseUpload(url: string, item: Fields, signal?: AbortSignal) {
  return accepted(
    postJson(url, { ...item, release: true }, releaseResponse, signal ? { signal } : {}),
  );
}

/**
 * Release, then (spec §4, §7) the photo into the album: GET {albumBase}/add?album&fotos. Both are
 * one write for the person; a second release of the same upload is harmless, so a failed add is
 * tried again with "Freigeben". Resolves with the album and photo when one was added.
 */
export async function releaseIntoAlbum(
  urlRelease: string,
  item: Fields,
  album: { base: string; id: string } | null,
  signal?: AbortSignal,
): Promise<{ album?: string; photo?: string }> {
  const answer = await releaseUpload(urlRelease, item, signal);
  if (!album) return {};
  const photo = answer.meta?.foto ?? item.id;
  await accepted(addToAlbum(album.base, album.id, photo, signal));
  return { album: album.id, photo };
}

/** Spec §7: POST {urlUpdate} {id, title, message}. */
export function updateUpload(url: string, item: Fields, signal?: AbortSignal) {
  return accepted(postJson(url, item, actionResponse, signal ? { signal } : {}));
}

/** Spec §7: POST {urlDelete} {id, delete: true}. */
export function deleteUpload(url: string, id: string, signal?: AbortSignal) {
  return accepted(postJson(url, { id, delete: true }, actionResponse, signal ? { signal } : {}));
}

const draftSchema = z.array(
  z.object({
    id: z.string(),
    url: z.string(),
    name: z.string(),
    kind: z.enum(['image', 'video']),
    title: z.string(),
    message: z.string(),
    album: z._default(z.string(), ''),
  }),
);

/**
 * The queue and what was typed, for a login round trip (the files are on the server): this tab
 * only, one day, keyed by the account (logout clears it, the next member sees nothing).
 */
export const queueDraft = (fileuploadUrl: string, mediastreamId: string) =>
  createDraft(`generic-upload.${fileuploadUrl}|${mediastreamId}`, draftSchema, {
    storage: 'session',
    days: 1,
  });
