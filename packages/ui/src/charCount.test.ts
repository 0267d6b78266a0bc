import { describe, expect, it } from 'vitest';
import { charCountMessage, remainingChars } from './charCount.ts';

describe('remainingChars (spec §5 Character counts)', () => {
  it('is maxlength minus the current length', () => {
    expect(remainingChars(200, '')).toBe(200);
    expect(remainingChars(200, 'Tor!')).toBe(196);
    expect(remainingChars(4, 'Tor!')).toBe(0);
  });

  it('goes negative when the text is longer than maxlength', () => {
    expect(remainingChars(3, 'Abseits')).toBe(-4);
  });

  it('counts UTF-16 code units like the browser maxlength does', () => {
    expect(remainingChars(10, '⚽')).toBe(9);
    expect(remainingChars(10, '😀')).toBe(8);
  });
});

describe('charCountMessage', () => {
  it('uses the remaining key with the count for zero and more', () => {
    expect(charCountMessage(5)).toEqual({ key: 'anstoss.ui.charCounter.remaining', count: 5 });
    expect(charCountMessage(0)).toEqual({ key: 'anstoss.ui.charCounter.remaining', count: 0 });
  });

  it('uses the over key with a positive count when too long', () => {
    expect(charCountMessage(-3)).toEqual({ key: 'anstoss.ui.charCounter.over', count: 3 });
  });
});
