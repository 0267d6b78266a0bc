/**
 * A multipart upload with progress and abort. fetch cannot report upload progress, so this one
 * request goes through XMLHttpRequest, with the client's rules: credentials, the CSRF header to
 * our own origin only, never retried automatically (the caller offers a retry per file), and the
 * same ApiError kinds and response parsing as every other request.
 */
import type * as z from 'zod/mini';
import { parseJsonText, resolveUrl } from './client.ts';
import { csrfHeaderFor } from './csrf.ts';
import { ApiError, serverErrorText } from './errors.ts';

export interface UploadOptions {
  /** Bytes sent so far and in total (total is the body size when the browser cannot tell). */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** ms for the whole upload; default none (large videos on slow lines take long). */
  timeout?: number;
}

function bodySize(body: FormData | Blob): number {
  if (body instanceof Blob) return body.size;
  let size = 0;
  for (const [, value] of body.entries())
    size += typeof value === 'string' ? value.length : value.size;
  return size;
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A refused upload request as an ApiError: its status, its parsed body and the server's text. */
export function uploadHttpError(status: number, text: string, url: string): ApiError {
  const body = parseBody(text);
  const serverMessage = serverErrorText(body);
  return new ApiError('http', `HTTP ${status} for ${url}`, {
    status,
    body,
    ...(serverMessage === undefined ? {} : { serverMessage }),
  });
}

/** POSTs `body` and parses the JSON answer with `schema`; rejects with an ApiError. */
export function uploadWithProgress<T>(
  url: string,
  body: FormData | Blob,
  schema: z.ZodMiniType<T>,
  opts: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const target = resolveUrl(url);
    if (opts.signal?.aborted) {
      reject(new ApiError('aborted', 'Upload aborted'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', target);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const csrf = csrfHeaderFor('POST', target);
    if (csrf) xhr.setRequestHeader(csrf[0], csrf[1]);
    for (const [name, value] of Object.entries(opts.headers ?? {}))
      xhr.setRequestHeader(name, value);
    if (opts.timeout) xhr.timeout = opts.timeout;

    const size = bodySize(body);
    const onAbort = () => xhr.abort();
    const done = () => opts.signal?.removeEventListener('abort', onAbort);
    opts.signal?.addEventListener('abort', onAbort);

    xhr.upload.onprogress = (event) => {
      opts.onProgress?.(event.loaded, event.lengthComputable ? event.total : size);
    };
    xhr.onload = () => {
      done();
      const text = xhr.responseText;
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(uploadHttpError(xhr.status, text, url));
        return;
      }
      opts.onProgress?.(size, size);
      try {
        resolve(parseJsonText(text, schema, url));
      } catch (error) {
        reject(error instanceof Error ? error : new ApiError('parse', String(error)));
      }
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError('network', `Network error for ${url}`));
    };
    xhr.ontimeout = () => {
      done();
      reject(new ApiError('network', `Timeout for ${url}`));
    };
    xhr.onabort = () => {
      done();
      reject(new ApiError('aborted', `Upload aborted: ${url}`));
    };
    xhr.send(body);
  });
}
