/**
 * Conditional GET (Last-Modified / If-Modified-Since, ETag / If-None-Match). The result tells
 * "new data", "not modified" (304) and "not found" (404, the live ticker reloads the page) apart,
 * and carries the headers a caller needs (Last-Modified, ETag, Age, Date).
 */
import type * as z from 'zod/mini';
import { http, parseJsonText, resolveUrl, send } from './client.ts';
import { ApiError } from './errors.ts';

export interface Validators {
  lastModified?: string | null;
  etag?: string | null;
}

export interface ResponseMeta {
  status: number;
  lastModified: string | null;
  etag: string | null;
  /** The Age header in seconds (how long a cache held the response), or null. */
  age: number | null;
  date: string | null;
}

export type ConditionalResult<T> =
  /** `body` is the raw text; a loader that returns parsed data only leaves it out. */
  | { kind: 'data'; data: T; body?: string; meta: ResponseMeta }
  | { kind: 'not-modified'; meta: ResponseMeta }
  | { kind: 'not-found'; meta: ResponseMeta };

export interface ConditionalOptions {
  validators?: Validators;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export function responseMeta(status: number, headers: Headers): ResponseMeta {
  const age = headers.get('Age');
  const ageSeconds = age !== null && /^\d+$/.test(age.trim()) ? Number(age.trim()) : null;
  return {
    status,
    lastModified: headers.get('Last-Modified'),
    etag: headers.get('ETag'),
    age: ageSeconds,
    date: headers.get('Date'),
  };
}

/** Request headers for the validators we hold. */
export function conditionalHeaders(validators: Validators = {}): Record<string, string> {
  const headers: Record<string, string> = {};
  if (validators.etag) headers['If-None-Match'] = validators.etag;
  if (validators.lastModified) headers['If-Modified-Since'] = validators.lastModified;
  return headers;
}

/** Validators to send next time; a 304 keeps the old ones where the server repeated none. */
export function nextValidators(previous: Validators, meta: ResponseMeta): Validators {
  return {
    lastModified: meta.lastModified ?? previous.lastModified ?? null,
    etag: meta.etag ?? previous.etag ?? null,
  };
}

export async function conditionalGetJson<T>(
  url: string,
  schema: z.ZodMiniType<T>,
  options: ConditionalOptions = {},
): Promise<ConditionalResult<T>> {
  const { signal } = options;
  const response = await send(
    () =>
      http.get(resolveUrl(url), {
        headers: {
          Accept: 'application/json',
          ...options.headers,
          ...conditionalHeaders(options.validators),
        },
        throwHttpErrors: (status) => status !== 304 && status !== 404,
        ...(signal ? { signal } : {}),
      }),
    signal,
  );
  const meta = responseMeta(response.status, response.headers);
  if (response.status === 304) return { kind: 'not-modified', meta };
  if (response.status === 404) return { kind: 'not-found', meta };
  if (response.status !== 200)
    throw new ApiError('http', `HTTP ${response.status} for ${url}`, { status: response.status });
  const body = await send(() => response.text(), signal);
  return { kind: 'data', data: parseJsonText(body, schema, url), body, meta };
}

/** A poller `request` for a JSON endpoint; `url` may be a function when it changes over time. */
export function jsonPollRequest<T>(url: string | (() => string), schema: z.ZodMiniType<T>) {
  return ({ validators, signal }: { validators: Validators; signal: AbortSignal }) =>
    conditionalGetJson(typeof url === 'function' ? url() : url, schema, { validators, signal });
}
