/**
 * What a person types, kept until the server confirms it (issue 25): one `createDraft` for every
 * form. A draft survives a reload, an ended session with the login round trip, and a failed save;
 * the widget clears it when the save succeeded. It belongs to its account: the stored key names
 * the signed-in user (`anstoss.draft.<user id>.<key>`, a guest's `anstoss.draft.guest.<key>`), so
 * the next person in the same browser never sees it, and logout clears the user's drafts (the
 * runtime calls `clearDraftsOf` when the logout form is sent). A draft typed as a guest follows the
 * person into their account when they log in (read finds no draft of the account yet).
 *
 * Values are JSON, stored as `{ value, expirationDatetime }`; the schema checks the shape on every
 * read and a draft that does not fit (an older version, a hand-edited entry) is removed. Blocked
 * or full storage never throws into the page: the draft is simply not kept.
 */
import { parseStoredJson } from './json.ts';

/** A zod (mini) schema, or anything with the same `safeParse`. */
export interface DraftSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export interface DraftOptions {
  /** 'local' (default): kept across tabs and browser restarts; 'session': this tab only. */
  storage?: 'local' | 'session';
  /** Lifetime in days after the last write (fractions allowed); default 7. */
  days?: number;
}

export interface Draft<T> {
  /** The draft of the visitor now signed in (or the guest), or null. */
  read(): T | null;
  /** Keeps the value; false when the storage refused (blocked, full). */
  write(value: T): boolean;
  /** Removes it (the server confirmed the save, or the person emptied the form). */
  clear(): void;
}

export const DRAFT_PREFIX = 'anstoss.draft.';
export const DEFAULT_DRAFT_DAYS = 7;
const GUEST = 'guest';
const DAY_MS = 86_400_000;

let account: () => string | null = () => null;

/**
 * Who the drafts belong to: the runtime passes the signed-in user's id (null for a guest). Until
 * configured (unit tests, stories) every draft is the guest's.
 */
export function configureDrafts(options: { account: () => string | null }): void {
  account = options.account;
}

function owner(user: string | null | undefined): string {
  return user ? encodeURIComponent(user) : GUEST;
}

function area(kind: 'local' | 'session'): Storage | null {
  try {
    if (kind === 'local') return typeof localStorage === 'undefined' ? null : localStorage;
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function remove(store: Storage | null, key: string): void {
  try {
    store?.removeItem(key);
  } catch {
    // a storage that refuses removal refuses reads as well
  }
}

function readFrom<T>(store: Storage, key: string, schema: DraftSchema<T>): T | null {
  try {
    const raw = store.getItem(key);
    if (raw === null) return null;
    const item = parseStoredJson(raw) as { value?: unknown; expirationDatetime?: unknown } | null;
    const expiry =
      typeof item?.expirationDatetime === 'string' ? Date.parse(item.expirationDatetime) : NaN;
    const parsed =
      expiry > Date.now() ? schema.safeParse(item?.value) : { success: false as const };
    if (parsed.success) return parsed.data;
  } catch {
    // unreadable JSON: removed below like an expired or misshapen draft
  }
  remove(store, key);
  return null;
}

export function createDraft<T>(
  key: string,
  schema: DraftSchema<T>,
  options: DraftOptions = {},
): Draft<T> {
  const kind = options.storage ?? 'local';
  const days = options.days ?? DEFAULT_DRAFT_DAYS;
  const keyOf = (user: string | null) => `${DRAFT_PREFIX}${owner(user)}.${key}`;

  function write(value: T): boolean {
    const store = area(kind);
    if (!store) return false;
    const item = { value, expirationDatetime: new Date(Date.now() + days * DAY_MS).toISOString() };
    try {
      store.setItem(keyOf(account()), JSON.stringify(item));
      return true;
    } catch {
      // QuotaExceededError, SecurityError, or a value JSON cannot represent
      return false;
    }
  }

  return {
    read() {
      const store = area(kind);
      if (!store) return null;
      const user = account();
      const own = readFrom(store, keyOf(user), schema);
      if (own !== null || !user) return own;
      // Typed as a guest, then logged in: the draft moves into the account.
      const guest = readFrom(store, keyOf(null), schema);
      if (guest === null) return null;
      remove(store, keyOf(null));
      write(guest);
      return guest;
    },
    write,
    clear() {
      remove(area(kind), keyOf(account()));
    },
  };
}

/**
 * Removes every draft of `user` (null: the guest's) from both storages: called on logout, so
 * nothing typed shows to the next person in the same browser.
 */
export function clearDraftsOf(user: string | null): void {
  const prefix = `${DRAFT_PREFIX}${owner(user)}.`;
  for (const kind of ['local', 'session'] as const) {
    const store = area(kind);
    if (!store) continue;
    try {
      const keys: string[] = [];
      for (let i = 0; i < store.length; i++) {
        const name = store.key(i);
        if (name?.startsWith(prefix)) keys.push(name);
      }
      for (const name of keys) remove(store, name);
    } catch {
      // blocked storage holds no drafts
    }
  }
}
