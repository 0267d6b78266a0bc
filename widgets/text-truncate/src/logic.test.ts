import { describe, expect, it } from 'vitest';
import { truncateAtWord } from './logic.ts';

const TEXT = 'Der SV Blau-Weiß gewinnt das Derby mit 3:1 nach einer starken zweiten Halbzeit.';

describe('truncateAtWord', () => {
  it('leaves a text within the limit whole', () => {
    expect(truncateAtWord('Kurz.', 5)).toEqual({ head: 'Kurz.', rest: '' });
    expect(truncateAtWord(TEXT, 500)).toEqual({ head: TEXT, rest: '' });
  });

  it('cuts at the last word boundary, never inside a word', () => {
    const { head, rest } = truncateAtWord(TEXT, 30);
    expect(head).toBe('Der SV Blau-Weiß gewinnt das');
    expect(head.length).toBeLessThanOrEqual(30);
    expect(head + rest).toBe(TEXT);
  });

  it('keeps a word that ends exactly at the limit', () => {
    expect(truncateAtWord('eins zwei drei', 9).head).toBe('eins zwei');
  });

  it('drops trailing punctuation and spaces before the ellipsis', () => {
    expect(truncateAtWord('Heimsieg, Auswärtssieg', 12).head).toBe('Heimsieg');
    expect(truncateAtWord('Abpfiff –   Nachspielzeit', 12).head).toBe('Abpfiff');
  });

  it('cuts inside a single word longer than the limit', () => {
    expect(truncateAtWord('Donaudampfschifffahrt', 5)).toEqual({
      head: 'Donau',
      rest: 'dampfschifffahrt',
    });
  });

  it('always keeps head + rest equal to the text (any limit)', () => {
    for (let max = 1; max <= TEXT.length + 1; max++) {
      const { head, rest } = truncateAtWord(TEXT, max);
      expect(head + rest).toBe(TEXT);
      expect(head.length).toBeLessThanOrEqual(max);
      expect(head.length).toBeGreaterThan(0);
    }
  });
});
