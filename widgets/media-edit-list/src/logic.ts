/** Pure rules of the media edit list (spec §4 Own media and albums, §7, §9). */
import { actionError, isGone, mergeById, titleTooShort } from '@anstoss/api/mediaEdit';
import type { ErrorMessage } from '@anstoss/ui';

/** §9: page size 10; the list also reveals what it already holds 10 at a time (DOM bounded). */
export const PAGE_SIZE = 10;
export const TITLE_MAX = 100;
export const DESCRIPTION_MAX = 1000;

/** The title check before an update: missing or too short gives spec §8's message key. */
export function titleError(title: string): ErrorMessage | null {
  return titleTooShort(title) ? { key: 'javascript.error.message.min_length_of_title' } : null;
}

/** The albums to add an item to: the chosen ones that do not hold it yet, in the order chosen. */
export function albumsToAdd(chosen: readonly string[], contained: readonly string[]): string[] {
  const holds = new Set(contained);
  return [...new Set(chosen)].filter((id) => !holds.has(id));
}

export { mergeById, isGone };
/** A write answer: null when it succeeded, else the server's text or the unknown-error key. */
export const answerError: (answer: Parameters<typeof actionError>[0]) => ErrorMessage | null =
  actionError;
