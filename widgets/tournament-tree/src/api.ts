/** The tree's I/O: GET the level's ajax resource; the sublevel HTML is sanitised. */
import { getText, loadSanitizer, sanitizeToFragment } from '@anstoss/api';

export async function fetchSublevel(
  resource: string,
  signal?: AbortSignal,
): Promise<DocumentFragment> {
  const [html] = await Promise.all([getText(resource, { signal }), loadSanitizer()]);
  return sanitizeToFragment(html);
}
