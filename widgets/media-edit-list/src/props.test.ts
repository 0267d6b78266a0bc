import { describe, expect, it } from 'vitest';
import { mediaEditListProps } from './props.ts';

describe('mediaEditListProps', () => {
  it('needs list and item URLs; the album URL is optional', () => {
    expect(mediaEditListProps.parse({ listUrl: '/l', itemUrl: '/i' })).toEqual({
      listUrl: '/l',
      itemUrl: '/i',
      albumUrl: '',
    });
    expect(mediaEditListProps.safeParse({ listUrl: '/l' }).success).toBe(false);
    expect(mediaEditListProps.safeParse({ listUrl: ' ', itemUrl: '/i' }).success).toBe(false);
  });
});
