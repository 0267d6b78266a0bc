import { describe, expect, it } from 'vitest';
import {
  commentsFrameUrl,
  keyStep,
  moreShown,
  MORE_STEP,
  PHOTO_AMOUNT,
  photoStars,
  startIndex,
  STRIP_MAX,
  stripIndexes,
  swipeDirection,
  wrapIndex,
} from './logic.ts';

describe('photo-viewer rules', () => {
  it('loads 9999; load more adds 10 up to the bound', () => {
    expect(PHOTO_AMOUNT).toBe(9999);
    expect(MORE_STEP).toBe(10);
    expect(moreShown(10)).toBe(20);
    expect(moreShown(STRIP_MAX)).toBe(STRIP_MAX);
  });

  it('opens on the photo by id, else the index', () => {
    expect(startIndex(['a', 'b', 'c'], 'c', 0)).toBe(2);
    expect(startIndex(['a', 'b'], 'x', 1)).toBe(1);
    expect(startIndex(['a', 'b'], 'x', 9)).toBe(1);
    expect(startIndex([], 'x', 3)).toBe(0);
  });

  it('keyboard: arrows wrap, Home and End jump', () => {
    expect(keyStep('ArrowRight', 4, 5)).toBe(0);
    expect(keyStep('ArrowLeft', 0, 5)).toBe(4);
    expect(keyStep('Home', 3, 5)).toBe(0);
    expect(keyStep('End', 0, 5)).toBe(4);
    expect(keyStep('a', 0, 5)).toBeNull();
    expect(keyStep('ArrowRight', 0, 0)).toBeNull();
    expect(wrapIndex(2, 1, 3)).toBe(0);
  });

  it('swipe: at least 50 px and more horizontal than vertical', () => {
    expect(swipeDirection(-80, 10)).toBe(1);
    expect(swipeDirection(80, 10)).toBe(-1);
    expect(swipeDirection(40, 0)).toBe(0);
    expect(swipeDirection(60, 90)).toBe(0);
  });

  it('the strip of following photos wraps and stays bounded', () => {
    expect(stripIndexes(8, 10, 3)).toEqual([9, 0, 1]);
    expect(stripIndexes(0, 9999, 500)).toHaveLength(STRIP_MAX);
    expect(stripIndexes(0, 1, 10)).toEqual([]);
    expect(stripIndexes(0, 3, 10)).toEqual([1, 2]);
  });

  it('stars by average; the comments frame address', () => {
    expect([0, 0.5, 4.01].map(photoStars)).toEqual([0, 1, 5]);
    expect(commentsFrameUrl('/fotos/-/kommentare/', '5000001')).toBe('/fotos/-/kommentare/5000001');
  });
});
