/** The generic upload's I/O (spec §7 Generic upload). The only file doing I/O. */
import * as z from 'zod/mini';
import {
  postJson,
  uploadActionResponse,
  uploadResponseWith,
  uploadWithProgress,
} from '@anstoss/api';

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

/** Spec §7: POST {urlRelease} {id, title, message, release: true}. */
export function releaseUpload(url: string, item: { id: string; title: string; message: string }) {
  return postJson(url, { ...item, release: true }, actionResponse);
}

/** Spec §7: POST {urlUpdate} {id, title, message}. */
export function updateUpload(url: string, item: { id: string; title: string; message: string }) {
  return postJson(url, item, actionResponse);
}

/** Spec §7: POST {urlDelete} {id, delete: true}. */
export function deleteUpload(url: string, id: string) {
  return postJson(url, { id, delete: true }, actionResponse);
}
