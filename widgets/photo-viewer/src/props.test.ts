import { describe, expect, it } from 'vitest';
import { photoViewerProps } from './props.ts';

describe('photoViewerProps', () => {
  it('needs the detail URL', () => {
    expect(photoViewerProps.parse({ detailUrl: '/d/' })).toEqual({
      detailUrl: '/d/',
      viewUrl: '',
      commentsUrl: '',
    });
    expect(photoViewerProps.safeParse({ detailUrl: '' }).success).toBe(false);
  });

  it('names the attribute when it is wrong', () => {
    const result = photoViewerProps.safeParse({ detailUrl: ' ' });
    expect(JSON.stringify(result.error?.issues ?? [])).toContain('data-detail-url');
  });
});
