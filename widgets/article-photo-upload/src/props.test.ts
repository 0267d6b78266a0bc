import { describe, expect, it } from 'vitest';
import { articlePhotoUploadProps } from './props.ts';

const base = { uploadBase: '/up', src: '/fotos', article: '12' };

describe('articlePhotoUploadProps', () => {
  it('needs upload base, list source and article; the rest has defaults', () => {
    expect(articlePhotoUploadProps.parse(base)).toEqual({
      ...base,
      objectType: '',
      objectRef: '',
      teamId: '',
      urlUpdate: '',
      urlUpdateOrd: '',
      urlDelete: '',
      maxUploads: -1,
      amount: 5,
      postDefaults: {},
    });
    for (const key of ['uploadBase', 'src', 'article'])
      expect(articlePhotoUploadProps.safeParse({ ...base, [key]: ' ' }).success).toBe(false);
  });

  it('reads the limit, the amount and the post defaults', () => {
    const props = articlePhotoUploadProps.parse({
      ...base,
      maxUploads: '5',
      amount: '20',
      postDefaults: '{"mandant":"12","n":3,"x":{}}',
    });
    expect(props).toMatchObject({
      maxUploads: 5,
      amount: 20,
      postDefaults: { mandant: '12', n: '3' },
    });
    expect(articlePhotoUploadProps.safeParse({ ...base, maxUploads: '-2' }).success).toBe(false);
    expect(articlePhotoUploadProps.safeParse({ ...base, maxUploads: 'viele' }).success).toBe(false);
    const broken = articlePhotoUploadProps.safeParse({ ...base, postDefaults: '[1]' });
    expect(broken.success).toBe(false);
    expect(JSON.stringify(broken.error)).toContain('data-post-defaults');
  });
});
