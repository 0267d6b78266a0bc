import { isAllowedHref } from '@anstoss/api/safeUrl';
import { within } from './elements.ts';

/**
 * Removes the href of links with a forbidden scheme at and below root (they stay as text).
 * Every link is checked here; the entry's cheaper CSS pre-filter only decides whether to load
 * this code at all.
 */
export function applyLinkGuard(root: ParentNode): void {
  for (const link of within<HTMLAnchorElement | HTMLAreaElement>(root, 'a[href],area[href]')) {
    const href = link.getAttribute('href') ?? '';
    if (isAllowedHref(href, document.baseURI)) continue;
    link.removeAttribute('href');
    link.setAttribute('data-href-blocked', '');
    console.warn('[Anstoss] Removed a link with a forbidden scheme.', link);
  }
}
