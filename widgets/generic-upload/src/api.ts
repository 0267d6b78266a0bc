/** The generic upload's I/O (spec §7 Generic upload) and its draft. The only file doing I/O. */
import * as z from 'zod/mini';
import { createDraft } from '@anstoss/storage';
import {
  postJson,
  uploadActionResponse,
  uploadResponseWith,
  uploadWithProgress,
} from '@anstoss/api';
import { refusal } from './logic.ts';

export const uploadResponse = uploadResponseWith({
  url: z.optional(z.string()),
  kind: z.optional(z.string()),
});
export type UploadAnswer = z.input<typeof uploadResponse>;
export type UploadResult = z.output<typeof uploadResponse>;

export const actionResponse = uploadActionResponse;
export type ActionResult = z.output<typeof actionResponse>;

/** Spec §7: multipart POST {fileuploadUrl} with the post defaults plus mediastreamId. */
export function uploadFile(
  url: string,
  file: File,
  fields: Record<string, string>,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', file, file.name);
  return uploadWithProgress(url, body, uploadResponse, {
    signal,
    onProgress: (loaded, total) => onProgress(total > 0 ? loaded / total : 0),
  });
}

/** The answer when the server took the write; its refusal (`success` not true) is thrown. */
async function accepted(request: Promise<ActionResult>): Promise<ActionResult> {
  const answer = await request;
  if (!answer.success) throw refusal(answer);
  return answer;
}

interface Fields {
  id: string;
  title: string;
  message: string;
}

/** Spec §7: POST {urlRelease} {id, title, message, release: true}. */
export function releaseUpload(url: string, item: Fields, signal?: AbortSignal) {
  return accepted(
    postJson(url, { ...item, release: true }, actionResponse, signal ? { signal } : {}),
  );
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
