/**
 * Moves a value that older code kept in a cookie into expiring storage (spec §9: the finder
 * selection was a cookie of the same name; it is migrated to storage and cleared).
 */
import { deleteCookie, readCookie } from './cookies.ts';
import { readItem, writeItem } from './expiring.ts';
import { parseStoredJson } from './json.ts';

export interface MigrateOptions {
  /** Storage key; defaults to the cookie name. */
  key?: string;
  /** Lifetime of the stored item in days (default 365). */
  days?: number;
}

/**
 * Returns true when a value was moved. `transform` reshapes the parsed cookie JSON (e.g. drops
 * `savedAt`); returning undefined discards it. The cookie is cleared once it is no longer needed:
 * after a successful write, when storage already holds a (newer) valid item, or when the cookie
 * is corrupt. If storage refuses the write, the cookie stays so nothing is lost.
 */
export function migrateCookieToStorage(
  name: string,
  transform: (value: unknown) => unknown = (value) => value,
  options: MigrateOptions = {},
): boolean {
  const raw = readCookie(name);
  if (raw === null) return false;
  const key = options.key ?? name;
  if (readItem(key) !== null) {
    deleteCookie(name);
    return false;
  }
  let value: unknown;
  try {
    value = transform(parseStoredJson(raw));
  } catch {
    deleteCookie(name);
    return false;
  }
  if (value === undefined) {
    deleteCookie(name);
    return false;
  }
  const written = writeItem(key, value, options.days === undefined ? {} : { days: options.days });
  if (written) deleteCookie(name);
  return written;
}
