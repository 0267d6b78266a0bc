// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  admitFiles,
  advice,
  defaultImageTitle,
  failureMessage,
  fileKey,
  listUrl,
  pendingNames,
  titleError,
  titlePictureUrl,
  uploadFields,
  uploadOutcome,
  uploadUrl,
} from './logic.ts';

const target = { article: 'a-1', objectType: '', objectRef: '', teamId: '' };

describe('URLs (spec §7)', () => {
  it('upload: object part when given, team part only when the object is not a team', () => {
    expect(uploadUrl('/up/', target)).toBe('/up/news/a-1');
    expect(uploadUrl('/up', { ...target, objectType: 'club', objectRef: '7', teamId: '9' })).toBe(
      '/up/club/7/news/a-1/team/9',
    );
    expect(uploadUrl('/up', { ...target, objectType: 'team', objectRef: '9', teamId: '9' })).toBe(
      '/up/team/9/news/a-1',
    );
    expect(uploadUrl('/up', { ...target, teamId: '9' })).toBe('/up/news/a-1/team/9');
    expect(uploadUrl('/up', { ...target, article: 'a/b' })).toBe('/up/news/a%2Fb');
  });

  it('list and title picture', () => {
    expect(listUrl('/fotos/', '12', 5)).toBe('/fotos/news/12/offset/0/amount/5');
    expect(titlePictureUrl('/ord', '12', 'x y')).toBe('/ord/news/12/ID/x%20y');
  });
});

describe('admitFiles (spec §5: maximum from the page)', () => {
  it('no limit with -1', () => {
    expect(admitFiles([1, 2, 3], 10, -1)).toEqual({
      admitted: [1, 2, 3],
      dropped: 0,
      tooManySelected: false,
    });
  });
  it('50 files when 5 are allowed: 5 stay, 45 are dropped, too many selected', () => {
    const files = Array.from({ length: 50 }, (_, i) => i);
    const result = admitFiles(files, 0, 5);
    expect(result.admitted).toEqual([0, 1, 2, 3, 4]);
    expect(result).toMatchObject({ dropped: 45, tooManySelected: true });
  });
  it('counts the items there already', () => {
    expect(admitFiles(['a', 'b'], 4, 5)).toEqual({
      admitted: ['a'],
      dropped: 1,
      tooManySelected: true,
    });
    expect(admitFiles(['a'], 7, 5)).toEqual({ admitted: [], dropped: 1, tooManySelected: true });
  });
});

describe('titles', () => {
  it('a title is required: empty or spaces give min_length_of_title', () => {
    expect(titleError('')).toEqual({ key: 'javascript.error.message.min_length_of_title' });
    expect(titleError('   ')).toEqual({ key: 'javascript.error.message.min_length_of_title' });
    expect(titleError('Jubel')).toBeNull();
  });
  it('the default title comes from the meta tag default_image_title', () => {
    const doc = document.implementation.createHTMLDocument('');
    expect(defaultImageTitle(doc)).toBe('');
    doc.head.innerHTML = '<meta name="default_image_title" content=" Spielszene ">';
    expect(defaultImageTitle(doc)).toBe('Spielszene');
  });
});

describe('uploadFields (spec §7)', () => {
  it('post defaults, title, caption, copyright, description = title, ORD, file', () => {
    const file = new Blob(['x']);
    const fields = uploadFields(
      { title: ' Jubel ', caption: 'Kurve', copyright: 'FC', ord: true },
      file,
      'a.jpg',
      { mandant: '3' },
    );
    expect(fields).toEqual([
      ['mandant', '3'],
      ['title', 'Jubel'],
      ['caption', 'Kurve'],
      ['copyright', 'FC'],
      ['description', 'Jubel'],
      ['ORD', '1'],
      ['file', file, 'a.jpg'],
    ]);
    expect(
      uploadFields({ title: 'a', caption: '', copyright: '', ord: false }, file, 'a', {}),
    ).toContainEqual(['ORD', '0']);
  });
});

describe('uploadOutcome (spec §4)', () => {
  const item = (status: 'new' | 'uploading' | 'uploaded', isSuccess = false) => ({
    status,
    isSuccess,
  });
  it('complete when nothing uploads any more; broken when fewer succeeded; successful when all did', () => {
    expect(uploadOutcome([item('new')])).toEqual({
      complete: false,
      broken: false,
      successful: false,
    });
    expect(uploadOutcome([item('uploading'), item('uploaded', true)]).complete).toBe(false);
    expect(uploadOutcome([item('uploaded', true), item('uploaded', false)])).toEqual({
      complete: true,
      broken: true,
      successful: false,
    });
    expect(uploadOutcome([item('uploaded', true), item('new')])).toEqual({
      complete: true,
      broken: false,
      successful: true,
    });
  });
});

describe('advice (spec §8: onLoad, add, upload:after)', () => {
  const base = { maxUploads: 5, nrOfItems: 0, serverError: false, clientError: false };
  it('onLoad', () => {
    expect(advice('article:foto:onLoad', { ...base, serverError: true })?.key).toMatch(
      /loadBroken$/,
    );
    expect(advice('article:foto:onLoad', base)?.key).toMatch(/empty$/);
    expect(advice('article:foto:onLoad', { ...base, nrOfItems: 2 })).toMatchObject({
      key: expect.stringMatching(/remaining$/),
      values: { max: 5, count: 2, remaining: 3 },
    });
    expect(advice('article:foto:onLoad', { ...base, nrOfItems: 5 })?.key).toMatch(/limitReached$/);
    expect(advice('article:foto:onLoad', { ...base, maxUploads: -1, nrOfItems: 3 })).toBeNull();
  });
  it('add', () => {
    expect(advice('article:foto:add', { ...base, clientError: true, dropped: 45 })).toMatchObject({
      key: expect.stringMatching(/tooMany$/),
      tone: 'error',
      values: { dropped: 45 },
    });
    expect(advice('article:foto:add', base)?.key).toMatch(/addTitles$/);
  });
  it('upload:after', () => {
    expect(
      advice('article:foto:upload:after', { ...base, serverError: true, failed: 2 }),
    ).toMatchObject({
      key: expect.stringMatching(/uploadBroken$/),
      values: { failed: 2 },
    });
    expect(advice('article:foto:upload:after', base)?.tone).toBe('success');
  });
});

describe('messages and drafts', () => {
  it('the server text wins; otherwise the action’s own key', () => {
    expect(
      failureMessage({ text: 'Kaputt' }, 'javascript.error.message.error_by_store_of_picture'),
    ).toEqual({ text: 'Kaputt' });
    expect(
      failureMessage(
        { key: 'javascript.error.message.unknown_error' },
        'javascript.error.message.error_by_delete_of_picture',
      ),
    ).toEqual({ key: 'javascript.error.message.error_by_delete_of_picture' });
  });
  it('file keys and their names', () => {
    const key = fileKey({ name: 'a|b.jpg', size: 3, lastModified: 9 });
    expect(key).toBe('3|9|a|b.jpg');
    expect(pendingNames([key, '10|5|IMG_1.jpg'])).toEqual(['a|b.jpg', 'IMG_1.jpg']);
  });
});
