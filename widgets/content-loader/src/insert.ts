import { sanitizeToFragment } from '@anstoss/api';

/**
 * Puts server html into `target`, sanitised (no string sink). Widget hosts inside it are mounted
 * by the runtime's DOM observer. Returns the number of entries inserted: top-level elements,
 * ad slots (`data-type="ad"`, packages/runtime README 5.14) not counted.
 */
export function insertHtml(target: Element, html: string, mode: 'append' | 'replace'): number {
  const fragment = sanitizeToFragment(html);
  let count = 0;
  for (const element of fragment.children) if (element.getAttribute('data-type') !== 'ad') count++;
  if (mode === 'replace') target.replaceChildren(fragment);
  else target.append(fragment);
  return count;
}
