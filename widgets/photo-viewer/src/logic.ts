/**
 * The photo viewer's rules (spec §7 Photo albums: view counter, comments frame; §9 the viewer
 * loads 9999, load more uses 10; §9 Ratings) as pure functions.
 */
import { starsFromAverage } from '@anstoss/ui';

/** Spec §9: the photo viewer loads up to 9999 photos. */
export const PHOTO_AMOUNT = 9999;
/** Spec §9: 'load more' in the viewer adds 10 (the strip of following photos). */
export const MORE_STEP = 10;
/** The strip never holds more than this many thumbnails (the DOM stays bounded). */
export const STRIP_MAX = 50;
/** A horizontal swipe of at least this many pixels (and more horizontal than vertical). */
export const SWIPE_MIN_PX = 50;

/** Previous/next wrap around the album. */
export function wrapIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** Where the viewer opens: the photo's position by id, else the index given (clamped). */
export function startIndex(ids: string[], photoId: string, index: number): number {
  const found = ids.indexOf(photoId);
  if (found >= 0) return found;
  return Math.min(Math.max(0, index), Math.max(0, ids.length - 1));
}

/** Keyboard: ArrowLeft/ArrowRight step, Home/End jump; null for other keys. */
export function keyStep(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  if (key === 'ArrowRight') return wrapIndex(index, 1, count);
  if (key === 'ArrowLeft') return wrapIndex(index, -1, count);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** A swipe: +1 (to the next, finger moved left), −1 (previous) or 0 (not a swipe). */
export function swipeDirection(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** The following photos shown in the strip: `shown` from the one after the current, wrapping. */
export function stripIndexes(current: number, count: number, shown: number): number[] {
  const n = Math.min(shown, STRIP_MAX, Math.max(0, count - 1));
  return Array.from({ length: n }, (_, i) => (current + 1 + i) % count);
}

/** 'Load more': 10 more in the strip, up to the bound. */
export function moreShown(shown: number): number {
  return Math.min(STRIP_MAX, shown + MORE_STEP);
}

/** Spec §9: photo stars 1–5 lit when votes.average exceeds 0…4. */
export const photoStars = (average: number) => starsFromAverage(average);

/** Spec §7: the comments frame of a photo is {commentsBase}{photoId}. */
export function commentsFrameUrl(base: string, photoId: string): string {
  return `${base}${encodeURIComponent(photoId)}`;
}
