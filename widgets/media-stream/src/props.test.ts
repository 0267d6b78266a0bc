import { describe, expect, it } from 'vitest';
import { mediaStreamProps } from './props.ts';

describe('mediaStreamProps', () => {
  it('needs the stream URL; the rest is optional', () => {
    expect(mediaStreamProps.parse({ streamUrl: '/s' })).toEqual({
      streamUrl: '/s',
      itemMetaUrl: '',
      uploadUrl: '',
      reportAction: '',
      captchaUrl: '',
      ratingUrl: '',
      editUrl: '',
      label: '',
    });
    expect(mediaStreamProps.safeParse({}).success).toBe(false);
    expect(mediaStreamProps.safeParse({ streamUrl: ' ' }).success).toBe(false);
  });

  it('names the attribute when it is wrong', () => {
    const result = mediaStreamProps.safeParse({ streamUrl: '' });
    expect(JSON.stringify(result.error?.issues ?? [])).toContain('data-stream-url');
  });
});
