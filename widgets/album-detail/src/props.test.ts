import { describe, expect, it } from 'vitest';
import { albumDetailProps } from './props.ts';

describe('albumDetailProps', () => {
  it('needs the detail URL; the album id is optional', () => {
    expect(albumDetailProps.parse({ detailUrl: '/d/' })).toEqual({ detailUrl: '/d/', albumId: '' });
    expect(albumDetailProps.safeParse({}).success).toBe(false);
  });

  it('names the attribute when it is wrong', () => {
    const result = albumDetailProps.safeParse({ detailUrl: '' });
    expect(JSON.stringify(result.error?.issues ?? [])).toContain('data-detail-url');
  });
});
