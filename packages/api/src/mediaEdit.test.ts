import { describe, expect, it, vi } from 'vitest';
import { ApiError, UNKNOWN_ERROR_KEY } from './errors.ts';
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
  titleError,
  TITLE_TOO_SHORT_KEY,
  TITLE_MAX,
  DESCRIPTION_MAX,
  sendMediaAction,
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

describe('media: title check and sending an action', () => {
  it('titleError names spec §8 min_length_of_title for a missing or short title', () => {
    expect(titleError('  ab ')).toEqual({ key: TITLE_TOO_SHORT_KEY });
    expect(titleError('')).toEqual({ key: 'javascript.error.message.min_length_of_title' });
    expect(titleError('Tor')).toBeNull();
    expect([TITLE_MAX, DESCRIPTION_MAX]).toEqual([100, 1000]);
  });

  const report = () => ({ done: vi.fn(), failed: vi.fn(), gone: vi.fn() });

  it('reports done when the answer says success', async () => {
    const r = report();
    await sendMediaAction(() => Promise.resolve({ success: true }), r);
    expect(r.done).toHaveBeenCalledOnce();
    expect(r.failed).not.toHaveBeenCalled();
  });

  it("reports the server's message, or the unknown error, when the answer refuses", async () => {
    const r = report();
    await sendMediaAction(() => Promise.resolve({ success: false, error: { message: 'Nein' } }), r);
    await sendMediaAction(() => Promise.resolve({ success: false }), r);
    expect(r.failed.mock.calls).toEqual([[{ text: 'Nein' }], [{ key: UNKNOWN_ERROR_KEY }]]);
    expect(r.done).not.toHaveBeenCalled();
  });

  it('reports 404/410 as gone only when asked, other failures as failed', async () => {
    const r = report();
    await sendMediaAction(() => Promise.reject(new ApiError('http', 'x', { status: 410 })), r);
    expect(r.gone).toHaveBeenCalledOnce();
    await sendMediaAction(() => Promise.reject(new ApiError('http', 'x', { status: 500 })), r);
    await sendMediaAction(() => Promise.reject(new TypeError('offline')), r);
    expect(r.failed).toHaveBeenCalledTimes(2);
    expect(r.failed).toHaveBeenLastCalledWith({ key: UNKNOWN_ERROR_KEY });

    const withoutGone = { done: vi.fn(), failed: vi.fn() };
    await sendMediaAction(
      () => Promise.reject(new ApiError('http', 'x', { status: 404 })),
      withoutGone,
    );
    expect(withoutGone.failed).toHaveBeenCalledWith({ key: UNKNOWN_ERROR_KEY });
  });
});
