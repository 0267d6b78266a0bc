/** The tabs' I/O: an ajax tab's panel is an HTML fragment, sanitised before it is shown. */
import { getText, loadSanitizer, sanitizeToFragment } from '@anstoss/api';

export async function fetchPanel(url: string, signal?: AbortSignal): Promise<DocumentFragment> {
  const [html] = await Promise.all([getText(url, { signal }), loadSanitizer()]);
  return sanitizeToFragment(html);
}
