import { describe, expect, it } from 'vitest';
import { charCountMessage, crossedThreshold, remainingChars } from './charCount.ts';

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

describe('crossedThreshold (issue 18: the counter speaks at thresholds, not per keystroke)', () => {
  it('names the threshold typing reached, the lowest when several were passed at once', () => {
    expect(crossedThreshold(101, 100)).toBe(100);
    expect(crossedThreshold(99, 98)).toBeNull();
    expect(crossedThreshold(60, 15)).toBe(20);
    expect(crossedThreshold(1, 0)).toBe(0);
  });

  it('says "over" when the text becomes too long and nothing while deleting', () => {
    expect(crossedThreshold(0, -1)).toBe('over');
    expect(crossedThreshold(-1, -2)).toBeNull();
    expect(crossedThreshold(10, 11)).toBeNull();
    expect(crossedThreshold(20, 20)).toBeNull();
  });
});
