/**
 * Retry timing for GET requests (QUALITY.md: jittered exponential backoff, respect Retry-After).
 * Pure functions so the numbers are testable without waiting.
 */

export const RETRY_LIMIT = 2;
export const RETRY_BASE_MS = 300;
export const RETRY_CAP_MS = 8_000;
/** A server asking us to wait longer than this gets no retry: the person sees the error instead. */
export const MAX_RETRY_AFTER_MS = 30_000;
export const RETRY_STATUS_CODES = [408, 429, 500, 502, 503, 504];

/** Exponential delay before retry number `attempt` (1-based), capped. */
export function backoffDelay(attempt: number): number {
  return Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1));
}

/**
 * "Equal jitter": half the delay fixed, half random. Spreads clients that failed together without
 * ever retrying immediately (full jitter may pick ~0 ms and hammer a struggling server).
 */
export function jitter(delay: number, random: () => number = Math.random): number {
  return delay / 2 + random() * (delay / 2);
}

/** Milliseconds a Retry-After header asks for (seconds or an HTTP date), or undefined. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
