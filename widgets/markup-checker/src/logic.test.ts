import { describe, expect, it } from 'vitest';
import { phrase } from './logic.ts';

describe('phrase: the runtime’s English wording as a text key', () => {
  it('knows the plain expectations and findings', () => {
    expect(phrase('a string')).toEqual({ key: 'anstoss.markupChecker.is.string' });
    expect(phrase('a whole number')).toEqual({ key: 'anstoss.markupChecker.is.integer' });
    expect(phrase('nothing')).toEqual({ key: 'anstoss.markupChecker.found.nothing' });
  });

  it('keeps the variable part of patterns, bounds and choices', () => {
    expect(phrase('text matching /^\\d+$/')).toEqual({
      key: 'anstoss.markupChecker.is.pattern',
      values: { pattern: '/^\\d+$/' },
    });
    expect(phrase('at least 4 characters')).toEqual({
      key: 'anstoss.markupChecker.is.atLeastChars',
      values: { n: '4' },
    });
    expect(phrase('a number ≥ 0')).toEqual({
      key: 'anstoss.markupChecker.is.numberBound',
      values: { op: '≥', n: '0' },
    });
    expect(phrase('one of "eager", "idle"')).toEqual({
      key: 'anstoss.markupChecker.is.oneOf',
      values: { values: '"eager", "idle"' },
    });
  });

  it('leaves what it does not know (a value the editor wrote, a schema’s own message)', () => {
    expect(phrase('"abc"')).toBeNull();
    expect(phrase('every series needs a name')).toBeNull();
  });
});
