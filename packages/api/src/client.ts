/**
 * The one HTTP client of the product. Every request sends credentials, bypasses the HTTP cache
 * (spec §7: "Requests send credentials and disable caching"), carries the CSRF header when it may,
 * and GETs are retried with jittered exponential backoff; POSTs never are (a retried POST could
 * post a comment twice). Helpers return parsed, schema-checked data or throw an ApiError.
 */
import ky, { isHTTPError, isTimeoutError, type Options } from 'ky';
import type * as z from 'zod/mini';
import {
  MAX_RETRY_AFTER_MS,
  RETRY_CAP_MS,
  RETRY_LIMIT,
  RETRY_STATUS_CODES,
  backoffDelay,
  jitter,
  retryAfterMs,
} from './backoff.ts';
import { csrfHeaderFor } from './csrf.ts';
import { ApiError, isApiError, serverErrorText } from './errors.ts';

export const http = ky.create({
  credentials: 'include',
  cache: 'no-store',
  timeout: 15_000,
  retry: {
    limit: RETRY_LIMIT,
    methods: ['get', 'head'],
    statusCodes: RETRY_STATUS_CODES,
    // Every retried status honours Retry-After when the server sends one.
    afterStatusCodes: RETRY_STATUS_CODES,
    maxRetryAfter: MAX_RETRY_AFTER_MS,
    delay: backoffDelay,
    jitter: (delay) => jitter(delay),
    backoffLimit: RETRY_CAP_MS,
    shouldRetry: ({ error }) => {
      if (isHTTPError(error)) {
        const header = error.response.headers.get('Retry-After');
        if (header === null || !RETRY_STATUS_CODES.includes(error.response.status))
          return undefined;
        const wait = retryAfterMs(header);
        // A Retry-After ky cannot read gets the normal backoff (ky 1 would wait maxRetryAfter);
        // one longer than 30 s fails at once (ky would shorten it: we rather not ignore the server).
        return wait === undefined ? true : wait > MAX_RETRY_AFTER_MS ? false : undefined;
      }
      // Timeouts follow ky's default (no retry); besides them only network errors are retried, never
      // an abort or a bug.
      return isTimeoutError(error) || isNetworkError(error) ? undefined : false;
    },
  },
  hooks: {
    beforeRequest: [
      (request) => {
        const header = csrfHeaderFor(request.method, request.url);
        if (header) request.headers.set(header[0], header[1]);
      },
    ],
  },
});

/**
 * Absolute URL for a request. Browsers resolve relative URLs against the document themselves; we
 * do it explicitly so the same code runs under jsdom/Node (tests, Storybook) and after pushState.
 */
export function resolveUrl(url: string): string {
  if (typeof document === 'undefined') return url;
  try {
    return new URL(url, document.baseURI).href;
  } catch {
    return url;
  }
}

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  searchParams?: Record<string, string | number | boolean | undefined> | URLSearchParams;
  /** Per-attempt timeout in ms (default 15 s); false disables it. */
  timeout?: number | false;
  /**
   * false: a GET that is a write (spec: the fan poll's vote) is sent once, never retried
   * automatically; the person retries.
   */
  retry?: false;
}

export type FormValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type FormFields = Readonly<Record<string, FormValue>>;

function kyOptions(opts: RequestOptions, extra: Options = {}): Options {
  const options: Options = { ...extra };
  if (opts.signal) options.signal = opts.signal;
  if (opts.headers)
    options.headers = { ...(extra.headers as Record<string, string> | undefined), ...opts.headers };
  if (opts.searchParams) options.searchParams = opts.searchParams;
  if (opts.timeout !== undefined) options.timeout = opts.timeout;
  if (opts.retry === false) options.retry = 0;
  return options;
}

function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return Boolean(signal?.aborted) || (error instanceof Error && error.name === 'AbortError');
}

/** fetch rejects with a TypeError when it cannot connect (ky passes it on unchanged). */
function isNetworkError(error: unknown): error is TypeError {
  return error instanceof TypeError;
}

/** An error response's body: parsed when it declares JSON, else its text; undefined if empty or unreadable. */
async function errorBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    const type = (response.headers.get('Content-Type') ?? '').split(';', 1)[0] ?? '';
    return !text ? undefined : /\/(?:.*[.+-])?json$/i.test(type.trim()) ? JSON.parse(text) : text;
  } catch {
    return undefined;
  }
}

/** Maps whatever a request threw onto an ApiError; `body` is an HTTP error's (see errorBody). */
export function toApiError(error: unknown, signal?: AbortSignal, body?: unknown): ApiError {
  if (isApiError(error)) return error;
  if (isAbort(error, signal)) return new ApiError('aborted', 'Request aborted', { cause: error });
  if (isHTTPError(error)) {
    const serverMessage = serverErrorText(body);
    return new ApiError('http', `HTTP ${error.response.status} for ${error.request.url}`, {
      status: error.response.status,
      body,
      cause: error,
      ...(serverMessage === undefined ? {} : { serverMessage }),
    });
  }
  if (isTimeoutError(error))
    return new ApiError('network', `Timeout for ${error.request.url}`, { cause: error });
  return new ApiError('network', error instanceof Error ? error.message : String(error), {
    cause: error,
  });
}

/** Runs a request and converts any failure to an ApiError. */
export async function send<T>(run: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toApiError(
      error,
      signal,
      isHTTPError(error) ? await errorBody(error.response) : undefined,
    );
  }
}

/** JSON.parse plus the schema check, each failure with its own kind. */
export function parseJsonText<T>(text: string, schema: z.ZodMiniType<T>, url = ''): T {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ApiError('parse', `Malformed JSON from ${url}`, { cause: error, body: text });
  }
  return checkSchema(data, schema, url);
}

export function checkSchema<T>(data: unknown, schema: z.ZodMiniType<T>, url = ''): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const where = result.error.issues
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');
  const serverMessage = serverErrorText(data);
  throw new ApiError('schema', `Unexpected response from ${url}: ${where}`, {
    cause: result.error,
    body: data,
    ...(serverMessage === undefined ? {} : { serverMessage }),
  });
}

/** Form fields as URLSearchParams: lists comma-joined, null/undefined left out. */
export function formBody(fields: FormFields): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    body.append(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return body;
}

export async function getJson<T>(
  url: string,
  schema: z.ZodMiniType<T>,
  opts: RequestOptions = {},
): Promise<T> {
  const text = await send(
    () =>
      http
        .get(resolveUrl(url), kyOptions(opts, { headers: { Accept: 'application/json' } }))
        .text(),
    opts.signal,
  );
  return parseJsonText(text, schema, url);
}

export async function getText(url: string, opts: RequestOptions = {}): Promise<string> {
  return send(() => http.get(resolveUrl(url), kyOptions(opts)).text(), opts.signal);
}

/**
 * GET an HTML fragment. An answer that declares itself as something other than text (JSON, an
 * image, octet-stream) is not a fragment: it fails as a parse error instead of being shown.
 */
export async function getHtml(url: string, opts: RequestOptions = {}): Promise<string> {
  const response = await send(
    () => http.get(resolveUrl(url), kyOptions(opts, { headers: { Accept: 'text/html' } })),
    opts.signal,
  );
  const type = response.headers.get('Content-Type');
  const text = await send(() => response.text(), opts.signal);
  if (type !== null && !/^\s*text\//i.test(type))
    throw new ApiError('parse', `Expected HTML from ${url}, got ${type}`, { body: text });
  return text;
}

export function postForm<T>(
  url: string,
  fields: FormFields,
  schema: z.ZodMiniType<T>,
  opts: RequestOptions = {},
): Promise<T> {
  return postExpectingJson(url, { body: formBody(fields) }, schema, opts);
}

export function postJson<T>(
  url: string,
  body: unknown,
  schema: z.ZodMiniType<T>,
  opts: RequestOptions = {},
): Promise<T> {
  return postExpectingJson(url, { json: body }, schema, opts);
}

/** A POST (never retried automatically) whose JSON answer is parsed with `schema`. */
async function postExpectingJson<T>(
  url: string,
  payload: Pick<Options, 'body' | 'json'>,
  schema: z.ZodMiniType<T>,
  opts: RequestOptions,
): Promise<T> {
  const text = await send(
    () =>
      http
        .post(
          resolveUrl(url),
          kyOptions(opts, { ...payload, retry: 0, headers: { Accept: 'application/json' } }),
        )
        .text(),
    opts.signal,
  );
  return parseJsonText(text, schema, url);
}
