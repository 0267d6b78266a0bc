import { describe, expect, it } from 'vitest';
import { albumsToAdd, mergeById } from './logic.ts';

describe('media-edit-list logic', () => {
  it('merges pages without repeating an id', () => {
    const a = [{ id: '1' }, { id: '2' }];
    expect(mergeById(a, [{ id: '2' }, { id: '3' }, { id: '3' }]).map((e) => e.id)).toEqual([
      '1',
      '2',
      '3',
    ]);
  });
  it('adds only to chosen albums that do not hold the item yet', () => {
    expect(albumsToAdd(['A1', 'A2', 'A2', 'A3'], ['A1'])).toEqual(['A2', 'A3']);
    expect(albumsToAdd([], ['A1'])).toEqual([]);
  });
});
