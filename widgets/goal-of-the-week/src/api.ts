/**
 * Goal of the week and category submission I/O (spec §7): the list, the JSON submit, the file
 * upload and its release, and the local draft kept across a login round trip. The only file
 * doing I/O.
 */
import * as z from 'zod/mini';
import {
  acceptedOrThrow,
  getJson,
  opaqueId,
  postJson,
  RESUMABLE_CHUNK_BYTES,
  resumableUpload,
  uploadWithProgress,
} from '@anstoss/api';
import { createDraft } from '@anstoss/storage';
import type { Draft } from './store.ts';

/** A goal video item (spec §3: taken from the list response 'entries'). */
export const goalEntry = z.object({
  id: opaqueId,
  title: z._default(z.string(), ''),
  teaser: z._default(z.string(), ''),
  /** Poster picture URL. */
  image: z.optional(z.string()),
  /** Video file URL (same-origin or checked with safeUrl before use). */
  video: z.optional(z.string()),
});
export type GoalEntry = z.infer<typeof goalEntry>;

export const listResponse = z.object({
  success: z._default(z.boolean(), false),
  entries: z._default(z.array(goalEntry), []),
  error: z.optional(z.object({ message: z.optional(z.string()) })),
});
export type ListResponse = z.infer<typeof listResponse>;
export type ListAnswer = z.input<typeof listResponse>;

export const submitResponse = z.object({
  success: z._default(z.boolean(), false),
  error: z.optional(z.object({ message: z.optional(z.string()) })),
});
export type SubmitResponse = z.infer<typeof submitResponse>;

/** Spec §7 Generic upload: { success, meta: { id, error } }. */
export const uploadResponse = z.object({
  success: z._default(z.boolean(), false),
  meta: z.optional(z.object({ id: z.optional(opaqueId), error: z.optional(z.string()) })),
  error: z.optional(z.object({ message: z.optional(z.string()) })),
});
export type UploadAnswer = z.input<typeof uploadResponse>;

export function fetchEntries(url: string, signal?: AbortSignal): Promise<ListResponse> {
  return getJson(url, listResponse, { signal });
}

/**
 * POST {postEndpoint} with the JSON form fields (never retried automatically); a refusal
 * (`success: false`) becomes an ApiError with the server's text.
 */
export async function sendSubmission(
  url: string,
  body: unknown,
  signal?: AbortSignal,
): Promise<SubmitResponse> {
  return acceptedOrThrow(await postJson(url, body, submitResponse, signal ? { signal } : {}));
}

/** A failed upload answer as an error the FileInput shows with its retry. */
export class UploadRefused extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super(serverMessage ?? 'upload refused');
  }
}

/**
 * Multipart POST of the file with the page's post defaults; resolves the file's id. A file above
 * one chunk goes to the resumable (tus) endpoint first when the page names one
 * (data-resumable-url): it survives a dropped connection, and the same POST then names it
 * (`resumable=<id>`) instead of carrying it, so the server checks the finished file as before.
 */
export async function uploadFile(
  url: string,
  file: File,
  defaults: Readonly<Record<string, string | number>>,
  report: (fraction: number) => void,
  signal: AbortSignal,
  resumableUrl?: string,
): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries(defaults)) form.append(name, String(value));
  const progress = (loaded: number, total: number) => report(total > 0 ? loaded / total : 0);
  let answer: z.infer<typeof uploadResponse>;
  if (resumableUrl && file.size > RESUMABLE_CHUNK_BYTES) {
    form.append(
      'resumable',
      await resumableUpload(resumableUrl, file, { signal, onProgress: progress }),
    );
    answer = await uploadWithProgress(url, form, uploadResponse, { signal });
  } else {
    form.append('file', file, file.name);
    answer = await uploadWithProgress(url, form, uploadResponse, { onProgress: progress, signal });
  }
  const id = answer.meta?.id;
  if (!answer.success || id === undefined)
    throw new UploadRefused(answer.meta?.error ?? answer.error?.message);
  return id;
}

/** Spec §7 Generic upload release: POST {urlRelease} {id, title, message, release: true}. */
export async function releaseFile(
  url: string,
  id: string,
  title: string,
  message: string,
  signal?: AbortSignal,
): Promise<SubmitResponse> {
  const body = { id, title, message, release: true };
  return acceptedOrThrow(await postJson(url, body, submitResponse, signal ? { signal } : {}));
}

const draftSchema = z.object({
  activeId: z.nullable(z.string()),
  forms: z.record(
    z.string(),
    z.object({
      values: z.record(z.string(), z.string()),
      terms: z.boolean(),
      checked: z.array(z.string()),
    }),
  ),
});

/**
 * What was typed into the items, for the login round trip: one day, per account (logout clears
 * it); `keep(draft, typed)` writes it while something is typed and removes it otherwise.
 */
export function submissionDraft(key: string) {
  const draft = createDraft(`submission.${key}`, draftSchema, { days: 1 });
  return {
    read: (): Draft | null => draft.read(),
    keep: (value: Draft, typed: boolean) => (typed ? draft.write(value) : draft.clear()),
    clear: () => draft.clear(),
  };
}
