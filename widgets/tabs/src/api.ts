/** The tabs' I/O: an ajax tab's panel is an HTML fragment, sanitised before it is shown. */
import { getText, needsSanitizer, sanitizeToFragment } from '@anstoss/api';

export async function fetchPanel(url: string, signal?: AbortSignal): Promise<DocumentFragment> {
  return sanitizeToFragment(await needsSanitizer(getText(url, { signal })));
}
