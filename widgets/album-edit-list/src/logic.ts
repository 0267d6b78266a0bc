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
