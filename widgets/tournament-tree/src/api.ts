/** The tree's I/O: GET the level's ajax resource; the sublevel HTML is sanitised. */
import { getText, sanitizeToFragment } from '@anstoss/api';

export async function fetchSublevel(
  resource: string,
  signal?: AbortSignal,
): Promise<DocumentFragment> {
  return sanitizeToFragment(await getText(resource, { signal }));
}
