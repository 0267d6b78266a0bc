/** The album page's rules (spec §2 Paths, §3 Photo album and photo, §9 sizes and ratings). */
import { starsFromAverage } from '@anstoss/ui';

/** Spec §2 Paths: the album shown when the path names none. */
export const DEFAULT_ALBUM_ID = '16973375';
/** Spec §9: album detail loads up to 9999 photos. */
export const PHOTO_AMOUNT = 9999;
/** Spec §3 Photo album and photo: each photo gets an nth position class, in groups of 6. */
export const POSITION_GROUP = 6;

/** 1…6: the photo's position in its group of 6 (0-based index in the album). */
export function nthPosition(index: number): number {
  return (index % POSITION_GROUP) + 1;
}

/** Photos per grid page: the DOM stays bounded whatever the album's size. */
export const GRID_PAGE = 24;

/** Spec §2 Paths: the id after /-/album/ in the path, else the default album id. */
export function albumIdFromPath(pathname: string): string {
  const m = /\/-\/album\/([^/?#]+)/.exec(pathname);
  if (!m) return DEFAULT_ALBUM_ID;
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return DEFAULT_ALBUM_ID;
  }
}

export function pageCount(photos: number): number {
  return Math.max(1, Math.ceil(photos / GRID_PAGE));
}

/** The photos of grid page `page` (0-based, clamped). */
export function pageSlice<T>(
  photos: T[],
  page: number,
): { items: T[]; first: number; page: number } {
  const last = pageCount(photos.length) - 1;
  const p = Math.min(Math.max(0, page), last);
  const first = p * GRID_PAGE;
  return { items: photos.slice(first, first + GRID_PAGE), first, page: p };
}

/** Spec §9: photo stars 1–5 lit when votes.average exceeds 0…4. */
export const photoStars = (average: number) => starsFromAverage(average);

/** Spec §4: photos still being processed: the server's count beyond the loaded entries. */
export function imagesInProgress(fotos: number, loaded: number): number {
  return Math.max(0, fotos - loaded);
}

/** Spec §9: while photos are still being processed the album is loaded again every 5000 ms. */
export const IMAGES_POLL_MS = 5000;
/** The largest timer delay: in practice, no further poll. */
export const NO_POLL_MS = 2_147_483_647;

/** The wait before the next load: 5000 ms while encoding runs, else none. */
export function pollInterval(
  album: { fotos: number; encodingrunning: boolean } | undefined,
  loaded: number,
): number {
  return album?.encodingrunning && imagesInProgress(album.fotos, loaded) > 0
    ? IMAGES_POLL_MS
    : NO_POLL_MS;
}
