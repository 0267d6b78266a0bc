import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import {
  actionError,
  isGone,
  mergeById,
  titleTooShort,
  dateWindow,
  daySeconds,
  ETIME_DEFAULT,
  pageInfo,
  photoDeleteUrl,
  userIdParam,
} from './mediaEdit.ts';

describe('media: date window (spec §9)', () => {
  it('defaults to 0 and 9999999999 without days', () => {
    expect(dateWindow(null, null)).toEqual({ stime: 0, etime: ETIME_DEFAULT });
    expect(dateWindow('', undefined)).toEqual({ stime: 0, etime: 9999999999 });
  });
  it('stime = from − 36000, etime = to + 86400 − 36000', () => {
    const from = Date.UTC(2026, 10, 1) / 1000;
    const to = Date.UTC(2026, 10, 25) / 1000;
    expect(dateWindow('2026-11-01', '2026-11-25')).toEqual({
      stime: from - 36000,
      etime: to + 86400 - 36000,
    });
  });
  it('an invalid day takes the default', () => {
    expect(daySeconds('2026-02-30')).toBeNull();
    expect(daySeconds('1.2.2026')).toBeNull();
    expect(dateWindow('2026-02-30', 'x')).toEqual({ stime: 0, etime: 9999999999 });
  });
});

describe('media: URLs', () => {
  it('user id parameter is the provider abbreviation plus id', () => {
    expect(userIdParam('fbde')).toBe('fbdeid');
  });
  it('photo delete replaces /album in the album base', () => {
    expect(photoDeleteUrl('/ajax/album')).toBe('/ajax/ugc/-/ajax/mstreamedit_list.html');
  });
});

describe('media: pages', () => {
  it('more follows unless final or short', () => {
    expect(pageInfo({ entries: new Array(10), final: false }, 10).hasMore).toBe(true);
    expect(pageInfo({ entries: new Array(10), final: true }, 10).hasMore).toBe(false);
    expect(pageInfo({ entries: new Array(3), final: false }, 10).hasMore).toBe(false);
  });
});

describe('media: shared rules', () => {
  it('merges without repeating an id', () => {
    expect(mergeById([{ id: '1' }], [{ id: '1' }, { id: '2' }, { id: '2' }])).toEqual([
      { id: '1' },
      { id: '2' },
    ]);
  });
  it('a write answer: null, server text or the unknown key', () => {
    expect(actionError({ success: true })).toBeNull();
    expect(actionError({ success: false, error: { message: 'Nein' } })).toEqual({ text: 'Nein' });
    expect(actionError({ success: false })).toEqual({
      key: 'javascript.error.message.unknown_error',
    });
  });
  it('404 and 410 mean gone', () => {
    expect(isGone(new ApiError('http', 'x', { status: 404 }))).toBe(true);
    expect(isGone(new ApiError('http', 'x', { status: 410 }))).toBe(true);
    expect(isGone(new ApiError('network', 'x'))).toBe(false);
  });
  it('a title needs 3 characters', () => {
    expect(titleTooShort(' ab ')).toBe(true);
    expect(titleTooShort('abc')).toBe(false);
  });
});
