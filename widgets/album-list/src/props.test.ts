import { describe, expect, it } from 'vitest';
import { albumListProps } from './props.ts';

describe('albumListProps', () => {
  it('needs the list URL', () => {
    expect(albumListProps.parse({ listUrl: '/l' })).toEqual({
      listUrl: '/l',
      searchUrl: '',
      albumUrl: '/fotos/-/album/',
    });
    expect(albumListProps.safeParse({}).success).toBe(false);
  });

  it('names the attribute when it is wrong', () => {
    const result = albumListProps.safeParse({ listUrl: ' ' });
    expect(JSON.stringify(result.error?.issues ?? [])).toContain('data-list-url');
  });
});
