/** The tree's I/O: GET the level's ajax resource; the sublevel HTML is sanitised. */
import { getText, needsSanitizer, sanitizeToFragment } from '@anstoss/api';

export async function fetchSublevel(
  resource: string,
  signal?: AbortSignal,
): Promise<DocumentFragment> {
  return sanitizeToFragment(await needsSanitizer(getText(resource, { signal })));
}
