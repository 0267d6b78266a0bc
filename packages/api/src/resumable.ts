/**
 * A resumable upload (issue 27): the tus protocol through tus-js-client, for files too large to
 * send in one request over a phone's connection. The file travels in chunks; when the connection
 * drops, the client asks the server how far it got and sends the rest, a few times on its own
 * (RETRY_DELAYS) and again when the person presses "Erneut versuchen" (the upload's address is
 * kept per file for that). The library is loaded only when such an upload starts.
 *
 * The server's answer is only the upload's id: the caller then sends the ordinary upload request
 * with `resumable=<id>` instead of the file, so every check of the finished file stays there.
 * Same rules as `uploadWithProgress`: credentials, the CSRF header to our own origin only, the
 * same ApiError kinds (a 401 is the ended session).
 */
import { resolveUrl } from './client.ts';
import { csrfHeaderFor } from './csrf.ts';
import { ApiError } from './errors.ts';
import { uploadHttpError } from './upload.ts';

export interface ResumableOptions {
  /** Bytes the server has and the file's size. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
  /** Bytes per request (default 2 MB: little to send again on a phone; the CMS takes 8 MB). */
  chunkSize?: number;
}

export const RESUMABLE_CHUNK_BYTES = 2 * 1024 * 1024;
/** Waits before the client's own tries after a dropped connection: the first one at once. */
const RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000, 20_000];

/** Where each file's upload lives on the server, so a retry resumes instead of starting over. */
const started = new WeakMap<Blob, string>();

/** The id at the end of an upload's address (`…/fortsetzbar/<id>`). */
export function resumableId(uploadUrl: string): string {
  return new URL(uploadUrl, 'http://x').pathname.split('/').filter(Boolean).pop() ?? '';
}

interface TusFailure {
  originalResponse?: { getStatus(): number; getBody(): string } | null;
}

/** tus-js-client's error as the ApiError every widget already understands. */
export function resumableError(error: unknown, url: string): ApiError {
  const response = (error as TusFailure | null)?.originalResponse;
  const status = response?.getStatus() ?? 0;
  if (!response || status === 0) return new ApiError('network', `Network error for ${url}`);
  return uploadHttpError(status, response.getBody(), url);
}

/** Sends `file` to the tus endpoint; resolves with the finished upload's id. */
export async function resumableUpload(
  endpoint: string,
  file: File,
  opts: ResumableOptions = {},
): Promise<string> {
  const aborted = () => new ApiError('aborted', `Upload aborted: ${endpoint}`);
  if (opts.signal?.aborted) throw aborted();
  // Not destructured in the import: the build's plain-import rewrite knows only that shape.
  const tus = await import('tus-js-client');
  if (opts.signal?.aborted) throw aborted();
  const target = resolveUrl(endpoint);
  const csrf = csrfHeaderFor('POST', target);
  return new Promise<string>((resolve, reject) => {
    const upload = new tus.Upload(file, {
      endpoint: target,
      uploadUrl: started.get(file) ?? null,
      chunkSize: opts.chunkSize ?? RESUMABLE_CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      metadata: { filename: file.name },
      headers: csrf ? { [csrf[0]]: csrf[1] } : {},
      // Nothing in localStorage: a later member in the same browser must not find this upload.
      storeFingerprintForResuming: false,
      onUploadUrlAvailable: () => {
        if (upload.url) started.set(file, upload.url);
      },
      onProgress: (sent, total) => opts.onProgress?.(sent, total),
      onSuccess: () => {
        done();
        started.delete(file);
        resolve(resumableId(upload.url ?? ''));
      },
      onError: (error) => {
        done();
        // Gone on the server (expired, or removed by a new seed): the next try starts over.
        const status = (error as TusFailure).originalResponse?.getStatus();
        if (status === 404 || status === 410) started.delete(file);
        reject(resumableError(error, endpoint));
      },
    });
    const onAbort = () => {
      done();
      started.delete(file);
      // Terminated on the server too: a cancelled file leaves nothing behind.
      void upload.abort(true).catch(() => undefined);
      reject(aborted());
    };
    const done = () => opts.signal?.removeEventListener('abort', onAbort);
    opts.signal?.addEventListener('abort', onAbort);
    upload.start();
  });
}
