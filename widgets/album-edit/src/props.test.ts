import { describe, expect, it } from 'vitest';
import { albumEditProps } from './props.ts';

describe('albumEditProps', () => {
  it('needs the album base and the album id; the back link is optional', () => {
    expect(albumEditProps.parse({ albumBase: '/a', albumId: '02IEQ6L1J4' })).toEqual({
      albumBase: '/a',
      albumId: '02IEQ6L1J4',
      backUrl: '',
    });
    expect(albumEditProps.safeParse({ albumBase: '/a' }).success).toBe(false);
    expect(albumEditProps.safeParse({ albumBase: '/a', albumId: ' ' }).success).toBe(false);
  });
});
