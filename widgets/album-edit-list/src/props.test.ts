import { describe, expect, it } from 'vitest';
import { albumEditListProps } from './props.ts';

describe('albumEditListProps', () => {
  it('needs the list URL and album base; create URL and edit page are optional', () => {
    expect(albumEditListProps.parse({ url: '/l', albumBase: '/a' })).toEqual({
      url: '/l',
      albumBase: '/a',
      createUrl: '',
      editPage: '',
    });
    expect(albumEditListProps.safeParse({ url: '/l' }).success).toBe(false);
    expect(albumEditListProps.safeParse({ url: '', albumBase: '/a' }).success).toBe(false);
  });
});
