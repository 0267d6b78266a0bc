import { describe, expect, it } from 'vitest';
import { isWellFormedToken, newCsrfToken, sameOrigin, tokensMatch } from './csrf.ts';

describe('CSRF tokens', () => {
  it('creates unguessable, well-formed tokens', () => {
    const a = newCsrfToken();
    expect(isWellFormedToken(a)).toBe(true);
    expect(a).not.toBe(newCsrfToken());
  });

  it('matches only identical well-formed tokens', () => {
    const token = newCsrfToken();
    expect(tokensMatch(token, token)).toBe(true);
    expect(tokensMatch(token, newCsrfToken())).toBe(false);
    expect(tokensMatch(token, null)).toBe(false);
    expect(tokensMatch(undefined, token)).toBe(false);
    expect(tokensMatch('short', 'short')).toBe(false);
  });

  it('accepts requests without Origin or from the same origin only', () => {
    expect(sameOrigin(undefined, 'http://localhost')).toBe(true);
    expect(sameOrigin('http://localhost', 'http://localhost')).toBe(true);
    expect(sameOrigin('http://evil.example', 'http://localhost')).toBe(false);
    expect(sameOrigin('null', 'http://localhost')).toBe(false);
  });
});
