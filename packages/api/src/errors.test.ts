import { describe, expect, it } from 'vitest';
import {
  acceptedOrThrow,
  ApiError,
  UNKNOWN_ERROR_KEY,
  errorMessage,
  serverErrorText,
} from './errors.ts';

describe('errorMessage (spec §8)', () => {
  it('shows the server text from error.message', () => {
    expect(errorMessage({ success: false, error: { message: 'Titel zu kurz' } })).toEqual({
      text: 'Titel zu kurz',
    });
  });

  it('falls back to meta.error', () => {
    expect(errorMessage({ meta: { error: 'Keine Berechtigung' } })).toEqual({
      text: 'Keine Berechtigung',
    });
  });

  it('prefers error.message over meta.error', () => {
    expect(errorMessage({ error: { message: 'A' }, meta: { error: 'B' } })).toEqual({ text: 'A' });
  });

  it.each([
    ['an empty object', {}],
    ['an empty message', { error: { message: '  ' } }],
    ['a non-string message', { error: { message: 42 } }],
    ['null', null],
    ['a string', 'Internal Server Error'],
    ['undefined', undefined],
    ['a plain Error', new Error('boom')],
  ])('uses the unknown-error key for %s', (_label, body) => {
    expect(errorMessage(body)).toEqual({ key: UNKNOWN_ERROR_KEY });
  });

  it('reads an ApiError: its serverMessage, else its body', () => {
    expect(
      errorMessage(new ApiError('http', 'x', { status: 500, serverMessage: 'Serverfehler' })),
    ).toEqual({
      text: 'Serverfehler',
    });
    expect(
      errorMessage(new ApiError('schema', 'x', { body: { meta: { error: 'Falsch' } } })),
    ).toEqual({ text: 'Falsch' });
    expect(errorMessage(new ApiError('network', 'offline'))).toEqual({
      key: 'javascript.error.message.unknown_error',
    });
  });

  it('serverErrorText ignores other shapes', () => {
    expect(serverErrorText({ error: 'plain' })).toBeUndefined();
    expect(serverErrorText({ meta: { error: { message: 'x' } } })).toBeUndefined();
  });

  it('ApiError keeps kind, status and cause', () => {
    const cause = new Error('root');
    const error = new ApiError('http', 'HTTP 503', { status: 503, cause });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', kind: 'http', status: 503, cause });
  });
});

describe('acceptedOrThrow: a `{ success: false }` answer is a refusal', () => {
  it('returns an accepted answer and throws a refusal with the server text', () => {
    const ok = { success: true, id: 3 };
    expect(acceptedOrThrow(ok)).toBe(ok);
    const refusal = { success: false, error: { message: 'Nicht erlaubt' } };
    const thrown = (() => {
      try {
        acceptedOrThrow(refusal, 'save refused');
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({
      kind: 'http',
      status: 200,
      message: 'save refused',
      body: refusal,
    });
    expect(errorMessage(thrown)).toEqual({ text: 'Nicht erlaubt' });
    expect(
      errorMessage(
        (() => {
          try {
            acceptedOrThrow({ success: false });
          } catch (e) {
            return e;
          }
        })(),
      ),
    ).toEqual({ key: UNKNOWN_ERROR_KEY });
  });
});
