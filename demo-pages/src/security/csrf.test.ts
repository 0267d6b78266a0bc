import { describe, expect, it } from 'vitest';
import { csrfTokenFor, isWellFormedToken, newBindingId, sameOrigin, tokensMatch } from './csrf.ts';

const SECRET = new Uint8Array(32).fill(7);

describe('CSRF tokens', () => {
  it('derives a well-formed token per binding, different for every session and guest', () => {
    const a = csrfTokenFor(SECRET, 'session', newBindingId());
    expect(isWellFormedToken(a)).toBe(true);
    expect(a).not.toBe(csrfTokenFor(SECRET, 'session', newBindingId()));
    const id = newBindingId();
    expect(csrfTokenFor(SECRET, 'session', id)).toBe(csrfTokenFor(SECRET, 'session', id));
    expect(csrfTokenFor(SECRET, 'session', id)).not.toBe(csrfTokenFor(SECRET, 'guest', id));
    expect(csrfTokenFor(SECRET, 'session', id)).not.toBe(
      csrfTokenFor(new Uint8Array(32).fill(8), 'session', id),
    );
  });

  it('matches only identical well-formed tokens', () => {
    const token = csrfTokenFor(SECRET, 'guest', newBindingId());
    expect(tokensMatch(token, token)).toBe(true);
    expect(tokensMatch(token, csrfTokenFor(SECRET, 'guest', newBindingId()))).toBe(false);
    expect(tokensMatch(token, null)).toBe(false);
    expect(tokensMatch(undefined, token)).toBe(false);
    expect(tokensMatch('short', 'short')).toBe(false);
  });

  it('accepts requests without Origin or from the same origin only', () => {
    expect(sameOrigin(undefined, 'http://localhost')).toBe(true);
    expect(sameOrigin('http://localhost', 'http://localhost')).toBe(true);
    expect(sameOrigin('http://evil.example', 'http://localhost')).toBe(false);
    expect(sameOrigin('null', 'http://localhost')).toBe(false);
    expect(sameOrigin('http://portal.example', 'https://portal.example')).toBe(false);
  });
});
