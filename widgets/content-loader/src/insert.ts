import { sanitizeToFragment } from '@anstoss/api';

/**
 * Puts server html into `target`, sanitised (no string sink). Widget hosts inside it are mounted
 * by the runtime's DOM observer. Returns the number of elements inserted.
 */
export function insertHtml(target: Element, html: string, mode: 'append' | 'replace'): number {
  const fragment = sanitizeToFragment(html);
  const count = fragment.childElementCount;
  if (mode === 'replace') target.replaceChildren(fragment);
  else target.append(fragment);
  return count;
}
