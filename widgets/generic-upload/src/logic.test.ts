import { describe, expect, it } from 'vitest';
import { ApiError } from '@anstoss/api';
import {
  failureOf,
  isEmptyAnswer,
  acceptedAnswer,
  isValidTitle,
  showsTitleError,
  uploadFields,
} from './logic.ts';

describe('generic upload rules', () => {
  it('a title is valid when longer than 2 characters and not only spaces (spec §5)', () => {
    expect(isValidTitle('Tor')).toBe(true);
    expect(isValidTitle('To')).toBe(false);
    expect(isValidTitle('    ')).toBe(false);
    expect(isValidTitle('  a')).toBe(true);
  });

  it('the title error shows right after the upload with the upload check, else after a try', () => {
    expect(showsTitleError({ title: '', triedRelease: false }, true)).toBe(true);
    expect(showsTitleError({ title: '', triedRelease: false }, false)).toBe(false);
    expect(showsTitleError({ title: '', triedRelease: true }, false)).toBe(true);
    expect(showsTitleError({ title: 'Ecke', triedRelease: true }, true)).toBe(false);
  });

  it('an empty answer is javascript.error.unknown_error; a server text wins; otherwise the generic key', () => {
    const empty = new ApiError('parse', 'Malformed JSON', { body: '' });
    expect(isEmptyAnswer(empty)).toBe(true);
    expect(failureOf(empty)).toEqual({ key: 'javascript.error.unknown_error' });
    expect(failureOf({ success: false })).toEqual({ key: 'javascript.error.unknown_error' });
    expect(failureOf({ success: false, meta: { error: 'Zu groß' } })).toEqual({ text: 'Zu groß' });
    expect(failureOf(new ApiError('http', 'HTTP 500', { status: 500 }))).toEqual({
      key: 'javascript.error.message.unknown_error',
    });
    expect(failureOf(new ApiError('parse', 'Malformed', { body: '<html>' }))).toEqual({
      key: 'javascript.error.message.unknown_error',
    });
  });

  it('post defaults plus mediastreamId', () => {
    expect(uploadFields({ a: '1' }, 'ms')).toEqual({ a: '1', mediastreamId: 'ms' });
    expect(uploadFields({ a: '1' }, '')).toEqual({ a: '1' });
  });

  it('a refused write keeps the server text; an answer that said nothing reads as empty', () => {
    const thrown = (answer: { success?: boolean; error?: { message: string } }) => {
      try {
        acceptedAnswer(answer);
      } catch (error) {
        return error;
      }
      throw new Error('accepted');
    };
    const ok = { success: true, meta: { id: 'x' } };
    expect(acceptedAnswer(ok)).toBe(ok);
    expect(failureOf(thrown({ success: false, error: { message: 'Zu spät.' } }))).toEqual({
      text: 'Zu spät.',
    });
    expect(failureOf(thrown({ success: false }))).toEqual({
      key: 'javascript.error.unknown_error',
    });
  });
});
