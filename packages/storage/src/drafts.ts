/**
 * Drafts in sessionStorage: what a person typed into a form, kept for this tab while the page is
 * left and opened again (a login round trip after the session expired, a reload). Values are JSON;
 * `parse` checks the shape (a zod schema's safeParse) and a draft that does not fit is removed.
 * Blocked or full storage never throws into the page: the draft is simply not kept.
 */
import { parseStoredJson } from './json.ts';

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft<T>(key: string, parse: (value: unknown) => T | undefined): T | null {
  const store = session();
  if (!store) return null;
  try {
    const raw = store.getItem(key);
    if (raw === null) return null;
    const value = parse(parseStoredJson(raw));
    if (value === undefined) {
      store.removeItem(key);
      return null;
    }
    return value;
  } catch {
    removeDraft(key);
    return null;
  }
}

/** Stores the draft; false when the storage refused (blocked, full). */
export function writeDraft(key: string, value: unknown): boolean {
  try {
    const store = session();
    if (!store) return false;
    store.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(key: string): void {
  try {
    session()?.removeItem(key);
  } catch {
    // a storage that refuses removal refuses reads as well
  }
}
