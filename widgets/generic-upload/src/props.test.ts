import { describe, expect, it } from 'vitest';
import { genericUploadProps } from './props.ts';

describe('genericUploadProps', () => {
  it('needs the upload and release URLs', () => {
    expect(genericUploadProps.parse({ fileuploadUrl: '/u', urlRelease: '/r' })).toEqual({
      fileuploadUrl: '/u',
      urlRelease: '/r',
      urlUpdate: '',
      urlDelete: '',
      mediastreamId: '',
      uploadCheck: false,
      postDefaults: {},
    });
    expect(genericUploadProps.safeParse({ fileuploadUrl: '/u' }).success).toBe(false);
    expect(genericUploadProps.safeParse({ urlRelease: '/r', fileuploadUrl: ' ' }).success).toBe(
      false,
    );
  });
  it('reads the upload check and post defaults', () => {
    expect(
      genericUploadProps.parse({
        fileuploadUrl: '/u',
        urlRelease: '/r',
        uploadCheck: 'true',
        postDefaults: '{"a":1}',
      }),
    ).toMatchObject({ uploadCheck: true, postDefaults: { a: '1' } });
    expect(
      genericUploadProps.safeParse({ fileuploadUrl: '/u', urlRelease: '/r', postDefaults: 'x' })
        .success,
    ).toBe(false);
  });
});
