import { within } from './elements.ts';

/** The link schemes the portal allows (spec §2; QUALITY.md Security). */
export const ALLOWED_SCHEMES = new Set([
  'http:',
  'https:',
  'ftp:',
  'mailto:',
  'tel:',
  'file:',
  'whatsapp:',
]);

/**
 * Whether an href may stay. Parsed like the browser parses it (tabs, newlines and leading
 * control characters removed, scheme lower-cased), so `java\tscript:`, `\x00javascript:` and
 * `JAVASCRIPT:` are all seen as javascript: and fail. Relative URLs take the page's scheme.
 */
export function isAllowedHref(raw: string, base: string): boolean {
  try {
    return ALLOWED_SCHEMES.has(new URL(raw, base).protocol);
  } catch {
    return false;
  }
}

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
