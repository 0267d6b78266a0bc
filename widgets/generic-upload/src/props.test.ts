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
      albumBase: '',
      albumId: '',
      albums: [],
      resumableUrl: '',
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
  it('an album (fixed or to choose) needs the album base; album ids stay opaque strings', () => {
    const base = { fileuploadUrl: '/u', urlRelease: '/r' };
    expect(genericUploadProps.safeParse({ ...base, albumId: '7' }).success).toBe(false);
    expect(genericUploadProps.safeParse({ ...base, albums: [{ id: 1, title: 'A' }] }).success).toBe(
      false,
    );
    expect(
      genericUploadProps.parse({ ...base, albumBase: '/a', albums: [{ id: 1, title: 'A' }] })
        .albums,
    ).toEqual([{ id: '1', title: 'A' }]);
    expect(genericUploadProps.parse({ ...base, contactHint: '' }).contactHint).toBe('contact-hint');
  });
});
