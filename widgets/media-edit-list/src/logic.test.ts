import { describe, expect, it } from 'vitest';
import { ApiError } from '@anstoss/api';
import { mediaActionResponse } from '@anstoss/api/media';
import { albumsToAdd, answerError, isGone, mergeById, titleError } from './logic.ts';

describe('media-edit-list logic', () => {
  it('merges pages without repeating an id', () => {
    const a = [{ id: '1' }, { id: '2' }];
    expect(mergeById(a, [{ id: '2' }, { id: '3' }, { id: '3' }]).map((e) => e.id)).toEqual([
      '1',
      '2',
      '3',
    ]);
  });
  it('refuses a missing or too short title with the spec key', () => {
    expect(titleError('  ab ')).toEqual({ key: 'javascript.error.message.min_length_of_title' });
    expect(titleError('')).not.toBeNull();
    expect(titleError('Tor')).toBeNull();
  });
  it('adds only to chosen albums that do not hold the item yet', () => {
    expect(albumsToAdd(['A1', 'A2', 'A2', 'A3'], ['A1'])).toEqual(['A2', 'A3']);
    expect(albumsToAdd([], ['A1'])).toEqual([]);
  });
  it('a write answer: success, server text, or the unknown error', () => {
    expect(answerError(mediaActionResponse.parse({ success: true }))).toBeNull();
    expect(
      answerError(mediaActionResponse.parse({ success: false, error: { message: 'Nein' } })),
    ).toEqual({
      text: 'Nein',
    });
    expect(answerError(mediaActionResponse.parse({}))).toEqual({
      key: 'javascript.error.message.unknown_error',
    });
  });
  it('404 and 410 mean the item is gone', () => {
    expect(isGone(new ApiError('http', 'x', { status: 404 }))).toBe(true);
    expect(isGone(new ApiError('http', 'x', { status: 410 }))).toBe(true);
    expect(isGone(new ApiError('http', 'x', { status: 500 }))).toBe(false);
    expect(isGone(new Error('x'))).toBe(false);
  });
});
