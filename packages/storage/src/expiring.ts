/**
 * localStorage items that expire (spec §4 Stored items, §9: 365 days by default). Each item is
 * stored as `{ value, expirationDatetime }`; an item past its expiry, or one that cannot be read,
 * is removed and reads as absent. Storage that is full, disabled or blocked (private mode, a
 * sandboxed frame, a cookie ban that also blocks storage) never throws into the page.
 */
import { parseStoredJson } from './json.ts';

export interface StoredItem<T = unknown> {
  value: T;
  /** ISO 8601 date-time after which the item counts as absent. */
  expirationDatetime: string;
}

export interface WriteItemOptions {
  /** Lifetime in days; fractions allowed (the live ticker keeps its choice for 1 day). */
  days?: number;
}

const DAY_MS = 86_400_000;
export const DEFAULT_ITEM_DAYS = 365;

/** `window.localStorage` itself throws a SecurityError when storage is blocked. */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Expiry in epoch ms, or NaN when the field is missing or not a date. Numbers are accepted for old entries. */
function expiryOf(item: unknown): number {
  if (
    typeof item !== 'object' ||
    item === null ||
    !('expirationDatetime' in item) ||
    !('value' in item)
  )
    return NaN;
  const raw = (item as { expirationDatetime: unknown }).expirationDatetime;
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'string') return Date.parse(raw);
  return NaN;
}

export function removeItem(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do: a storage that refuses removal will also refuse reads.
  }
}

/**
 * Reads an item. `parse` checks the stored value's shape (e.g. a zod schema's safeParse) and returns
 * undefined when it does not fit; such an entry is corrupt and removed like an expired one.
 */
export function readItem<T = unknown>(
  key: string,
  parse?: (value: unknown) => T | undefined,
): T | null {
  const store = storage();
  if (!store) return null;
  let raw: string | null;
  try {
    raw = store.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let item: unknown;
  try {
    item = parseStoredJson(raw);
  } catch {
    removeItem(key);
    return null;
  }
  const expiry = expiryOf(item);
  if (Number.isNaN(expiry) || expiry <= Date.now()) {
    removeItem(key);
    return null;
  }
  const value = (item as StoredItem).value;
  if (!parse) return value as T;
  const parsed = parse(value);
  if (parsed === undefined) {
    removeItem(key);
    return null;
  }
  return parsed;
}

/** Writes an item; returns false when storage is unavailable or full (the page carries on). */
export function writeItem(key: string, value: unknown, options: WriteItemOptions = {}): boolean {
  const store = storage();
  if (!store) return false;
  const days = options.days ?? DEFAULT_ITEM_DAYS;
  const item: StoredItem = {
    value,
    expirationDatetime: new Date(Date.now() + days * DAY_MS).toISOString(),
  };
  try {
    store.setItem(key, JSON.stringify(item));
    return true;
  } catch {
    // QuotaExceededError, SecurityError, or a value JSON cannot represent (cycles, BigInt).
    return false;
  }
}
