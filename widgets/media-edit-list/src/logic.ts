/** Pure rules of the media edit list (spec §4 Own media and albums, §7, §9). */
import { isApiError, type MediaActionResponse } from '@anstoss/api';
import type { ErrorMessage } from '@anstoss/ui';

/** §9: page size 10; the list also reveals what it already holds 10 at a time (DOM bounded). */
export const PAGE_SIZE = 10;
/** A title shorter than this is refused before sending (spec §8 min_length_of_title). */
export const MIN_TITLE_LENGTH = 3;
export const TITLE_MAX = 100;
export const DESCRIPTION_MAX = 1000;

/** Appends entries, dropping ids already listed (a page that shifted under a delete repeats one). */
export function mergeById<T extends { id: string }>(
  existing: readonly T[],
  incoming: readonly T[],
) {
  const seen = new Set(existing.map((e) => e.id));
  const merged = [...existing];
  for (const entry of incoming)
    if (!seen.has(entry.id)) {
      seen.add(entry.id);
      merged.push(entry);
    }
  return merged;
}

/** The title check before an update: missing or too short gives spec §8's message key. */
export function titleError(title: string): ErrorMessage | null {
  return title.trim().length < MIN_TITLE_LENGTH
    ? { key: 'javascript.error.message.min_length_of_title' }
    : null;
}

/** The albums to add an item to: the chosen ones that do not hold it yet, in the order chosen. */
export function albumsToAdd(chosen: readonly string[], contained: readonly string[]): string[] {
  const holds = new Set(contained);
  return [...new Set(chosen)].filter((id) => !holds.has(id));
}

/** A write answer: null when it succeeded, else the server's text or the unknown-error key. */
export function answerError(answer: MediaActionResponse): ErrorMessage | null {
  if (answer.success) return null;
  const text = answer.error?.message ?? undefined;
  return text ? { text } : { key: 'javascript.error.message.unknown_error' };
}

/** The item is gone on the server (deleted in another tab or by someone else): 404 or 410. */
export function isGone(error: unknown): boolean {
  return (
    isApiError(error) && error.kind === 'http' && (error.status === 404 || error.status === 410)
  );
}
