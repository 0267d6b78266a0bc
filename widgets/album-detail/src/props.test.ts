import { describe, expect, it } from 'vitest';
import { albumDetailProps } from './props.ts';

describe('albumDetailProps', () => {
  it('needs the detail URL; the album id is optional', () => {
    expect(albumDetailProps.parse({ detailUrl: '/d/' })).toEqual({ detailUrl: '/d/', albumId: '' });
    expect(albumDetailProps.safeParse({}).success).toBe(false);
  });
});
