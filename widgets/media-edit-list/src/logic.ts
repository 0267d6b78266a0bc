/** Pure rules of the media edit list (spec §4 Own media and albums, §7, §9). */
import { mergeById } from '@anstoss/api/mediaEdit';

/** The albums to add an item to: the chosen ones that do not hold it yet, in the order chosen. */
export function albumsToAdd(chosen: readonly string[], contained: readonly string[]): string[] {
  const holds = new Set(contained);
  return [...new Set(chosen)].filter((id) => !holds.has(id));
}

export { mergeById };
