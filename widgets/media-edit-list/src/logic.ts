/** Pure rules of the media edit list (spec §4 Own media and albums, §7, §9). */
import { mergeById } from '@anstoss/api/mediaEdit';

/** §9: page size 10; the list also reveals what it already holds 10 at a time (DOM bounded). */
export const PAGE_SIZE = 10;

/** The albums to add an item to: the chosen ones that do not hold it yet, in the order chosen. */
export function albumsToAdd(chosen: readonly string[], contained: readonly string[]): string[] {
  const holds = new Set(contained);
  return [...new Set(chosen)].filter((id) => !holds.has(id));
}

export { mergeById };
