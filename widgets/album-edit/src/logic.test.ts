import { describe, expect, it } from 'vitest';
import { photoSchema, type Photo } from '@anstoss/api/media';
import { mergeOrder, movePhoto, orderParam, pendingPhotos } from './logic.ts';

const photo = (id: string): Photo =>
  photoSchema.parse({ id, image: { folder: '/f', src: { medium: `${id}.jpg` } } });

describe('album-edit logic', () => {
  it('images in progress: server count minus loaded, never negative', () => {
    expect(pendingPhotos(12, 9)).toBe(3);
    expect(pendingPhotos(9, 9)).toBe(0);
    expect(pendingPhotos(3, 9)).toBe(0);
  });
  it('moves a photo forward and back, clamped; the same list when it cannot move', () => {
    const list = ['a', 'b', 'c'].map((id) => ({ id }));
    expect(movePhoto(list, 'c', -1).map((p) => p.id)).toEqual(['a', 'c', 'b']);
    expect(movePhoto(list, 'a', 1).map((p) => p.id)).toEqual(['b', 'a', 'c']);
    expect(movePhoto(list, 'a', -1)).toBe(list);
    expect(movePhoto(list, 'c', 5)).toBe(list);
    expect(movePhoto(list, 'x', 1)).toBe(list);
    expect(movePhoto(list, 'a', 9).map((p) => p.id)).toEqual(['b', 'c', 'a']);
  });
  it('order is a comma-separated id list', () => {
    expect(orderParam(['02IEQ', '7', 'x'])).toBe('02IEQ,7,x');
  });
  it('a fresh answer keeps an unsaved order, appends new photos, drops gone ones', () => {
    const local = ['c', 'a', 'b'].map(photo);
    const fresh = ['a', 'b', 'd'].map(photo);
    expect(mergeOrder(local, fresh).map((p) => p.id)).toEqual(['a', 'b', 'd']);
    expect(mergeOrder(['b', 'a'].map(photo), ['a', 'b', 'e'].map(photo)).map((p) => p.id)).toEqual([
      'b',
      'a',
      'e',
    ]);
  });
});
