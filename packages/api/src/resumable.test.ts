import { describe, expect, it } from 'vitest';
import { isSessionEnded } from './action.ts';
import { resumableError, resumableId } from './resumable.ts';

const failure = (status: number, body: string) => ({
  originalResponse: { getStatus: () => status, getBody: () => body },
});

describe('resumable uploads: what the widgets see', () => {
  it('the id is the last part of the upload address, relative or absolute', () => {
    expect(resumableId('/ajax/hochladen/fortsetzbar/0123abcd')).toBe('0123abcd');
    expect(resumableId('https://www.example.org/ajax/hochladen/fortsetzbar/ff00/')).toBe('ff00');
  });

  it('a refusal keeps the server text and its status; 401 is the ended session', () => {
    const refused = resumableError(
      failure(401, JSON.stringify({ success: false, error: { message: 'Bitte melde dich an.' } })),
      '/t',
    );
    expect(refused.kind).toBe('http');
    expect(refused.status).toBe(401);
    expect(refused.serverMessage).toBe('Bitte melde dich an.');
    expect(isSessionEnded(refused, { loggedIn: true })).toBe(true);
    expect(resumableError(failure(413, 'zu groß'), '/t').status).toBe(413);
  });

  it('no answer at all is a network error (the person can try again)', () => {
    expect(resumableError(new Error('tus: failed to upload chunk'), '/t').kind).toBe('network');
    expect(resumableError(failure(0, ''), '/t').kind).toBe('network');
  });
});
