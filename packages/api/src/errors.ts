/**
 * One error type for every failure of a request, and the rule for what a person is shown
 * (spec §8): the server's text from `error.message` or `meta.error`, otherwise the generic key.
 */
import * as z from 'zod/mini';

export const UNKNOWN_ERROR_KEY = 'javascript.error.message.unknown_error';

export type ApiErrorKind = 'network' | 'http' | 'parse' | 'schema' | 'aborted';

export interface ApiErrorDetails {
  status?: number;
  /** Text the server sent in `error.message` or `meta.error`, if any. */
  serverMessage?: string;
  /** The parsed (or raw text) body of an error response, when there was one. */
  body?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;
  readonly body: unknown;

  constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = details.status;
    this.serverMessage = details.serverMessage;
    this.body = details.body;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

const errorMessageBody = z.object({ error: z.object({ message: z.string() }) });
const metaErrorBody = z.object({ meta: z.object({ error: z.string() }) });

/** The server's own error text in a response body, or undefined. */
export function serverErrorText(body: unknown): string | undefined {
  const fromError = errorMessageBody.safeParse(body);
  if (fromError.success && fromError.data.error.message.trim()) return fromError.data.error.message;
  const fromMeta = metaErrorBody.safeParse(body);
  if (fromMeta.success && fromMeta.data.meta.error.trim()) return fromMeta.data.meta.error;
  return undefined;
}

/**
 * What to show for a failure: `{ text }` with the server's message, or `{ key }` naming the
 * translation of the generic message. Accepts an ApiError, a response body, or anything else.
 */
export function errorMessage(errOrBody: unknown): {
  key?: typeof UNKNOWN_ERROR_KEY;
  text?: string;
} {
  const text = isApiError(errOrBody)
    ? (errOrBody.serverMessage ?? serverErrorText(errOrBody.body))
    : serverErrorText(errOrBody);
  return text === undefined ? { key: UNKNOWN_ERROR_KEY } : { text };
}

/**
 * A write endpoint answers a refusal as HTTP 200 `{ success: false, error }` (spec §7; an answer
 * without `success` is accepted, as the favourites endpoint sends it): this
 * returns an accepted answer and throws a refusal as an `ApiError` (status 200, the server's
 * `error.message`, the body), so `createAction`'s error state and message hold it like any other
 * failure. The one helper for it; `refusedAsError` (@anstoss/api/mediaEdit) is its promise form.
 */
export function acceptedOrThrow<T extends { success?: boolean }>(answer: T, what = 'refused'): T {
  if (answer.success !== false) return answer;
  throw new ApiError('http', what, {
    status: 200,
    serverMessage: serverErrorText(answer),
    body: answer,
  });
}
