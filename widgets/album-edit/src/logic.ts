/** Pure rules of the album editor (spec §2 Own media and albums, §4, §7 Photo albums, §9). */
import { type Photo } from '@anstoss/api/media';

/** Photos are rendered 50 at a time ("Mehr anzeigen"): an album of 9,999 keeps the DOM bounded. */
export const PHOTO_STEP = 50;

export type AlbumForm = 'album' | 'photos';

/**
 * Spec §4: while the server's photo count exceeds the loaded entries, the album shows
 * "encoding running" with the number of images in progress, and polls again.
 */
export function pendingPhotos(serverCount: number, loaded: number): number {
  return Math.max(0, serverCount - loaded);
}

/** A photo moved by `delta` places (clamped to the list); the same array when it cannot move. */
export function movePhoto<T extends { id: string }>(list: T[], id: string, delta: number): T[] {
  const from = list.findIndex((p) => p.id === id);
  if (from < 0) return list;
  const to = Math.min(list.length - 1, Math.max(0, from + delta));
  if (to === from) return list;
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** §7 order: fotos is a comma-separated id list. */
export function orderParam(ids: readonly string[]): string {
  return ids.join(',');
}

/**
 * A fresh answer while the person has reordered but not saved: their order stays for the photos
 * still there, photos that arrived meanwhile go to the end, photos gone on the server leave.
 */
export function mergeOrder(local: readonly Photo[], fresh: readonly Photo[]): Photo[] {
  const byId = new Map(fresh.map((p) => [p.id, p]));
  const kept = local.filter((p) => byId.has(p.id)).map((p) => byId.get(p.id)!);
  const known = new Set(kept.map((p) => p.id));
  return [...kept, ...fresh.filter((p) => !known.has(p.id))];
}
