import { describe, expect, it } from 'vitest';
import { albumEditListProps } from './props.ts';

describe('albumEditListProps', () => {
  it('needs the list URL and album base; the edit page is optional', () => {
    expect(albumEditListProps.parse({ url: '/l', albumBase: '/a' })).toEqual({
      url: '/l',
      albumBase: '/a',
      editPage: '',
      referralUrl: '',
    });
    expect(albumEditListProps.safeParse({ url: '/l' }).success).toBe(false);
    expect(albumEditListProps.safeParse({ url: '', albumBase: '/a' }).success).toBe(false);
  });
});
