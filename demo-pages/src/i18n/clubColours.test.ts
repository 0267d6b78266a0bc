import { describe, expect, it } from 'vitest';
import { clubColours } from './pages.ts';

describe('clubColours', () => {
  it('names the colours in English, first word capitalised', () => {
    expect(clubColours('Schwarz-Weiß', 'en')).toBe('Black and white');
    expect(clubColours('Blau-Gelb-Rot', 'en')).toBe('Blue, yellow and red');
    expect(clubColours('Lila', 'en')).toBe('Purple');
  });

  it('keeps the German original in German pages', () => {
    expect(clubColours('Schwarz-Weiß', 'de')).toBe('Schwarz-Weiß');
  });

  it('gives null for a colour it has no English word for, never half a translation', () => {
    expect(clubColours('Blau-Türkis', 'en')).toBeNull();
  });
});
