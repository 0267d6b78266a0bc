/**
 * A bare GET for files the runtime entry fetches early (the language file), before the ky client
 * has loaded: no retries, no schema. Any failure or non-OK answer gives undefined, so the caller
 * falls back to the full client, which retries and reports. Kept apart from index.ts so that
 * runtime.js can import it without pulling in ky.
 */
export function prefetchJson(url: string): Promise<unknown> {
  return fetch(url, { credentials: 'same-origin' })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
    .catch(() => undefined);
}
