/** Pure rules of the album edit list (spec §2 Own media and albums, §7 Photo albums, §9). */
import { safeUrl } from '@anstoss/api';
import type { EditForm } from '@anstoss/ui';

/** The link to an album's photo editing page: `{id}` in the pattern replaced; unsafe gives null. */
export function editPageHref(pattern: string, id: string, base?: string): string | null {
  if (!pattern) return null;
  const raw = pattern.includes('{id}')
    ? pattern.replace('{id}', encodeURIComponent(id))
    : `${pattern}${encodeURIComponent(id)}`;
  return base === undefined ? safeUrl(raw) : safeUrl(raw, base);
}

/** Form state: at most one form (new album or one album's edit form) is open. */
export function isFormOpen(form: EditForm, kind: 'create' | 'edit', id?: string): boolean {
  if (!form || form.kind !== kind) return false;
  return form.kind === 'create' || form.id === id;
}

/** Albums in the list whose photos are still being processed: the list polls while any is. */
export function anyEncoding(albums: readonly { encodingrunning: boolean }[]): boolean {
  return albums.some((a) => a.encodingrunning);
}

/**
 * Spec §8 "Add album: success redirects to the referral URL": the page's `data-referral-url`,
 * else the `fw_url` the visitor came with; only an address on this site (never another origin,
 * never a script URL). Null: no referral, the visitor stays on the list.
 */
export function referralUrl(configured: string, pageUrl: string): string | null {
  let page: URL;
  try {
    page = new URL(pageUrl);
  } catch {
    return null;
  }
  const raw = configured.trim() || page.searchParams.get('fw_url')?.trim() || '';
  if (!raw) return null;
  try {
    const target = new URL(raw, page);
    if (target.origin !== page.origin) return null;
    return target.pathname + target.search + target.hash;
  } catch {
    return null;
  }
}
