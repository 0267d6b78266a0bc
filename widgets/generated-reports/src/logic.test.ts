import { describe, expect, it } from 'vitest';
import { canImport, hintKey, reportsUrl } from './logic.ts';

describe('generated reports rules', () => {
  it('GET {select}/{name}/{value}, encoded; nothing while no choice', () => {
    expect(reportsUrl('/ajax/spielberichte', 'spiel', '4711')).toBe(
      '/ajax/spielberichte/spiel/4711',
    );
    expect(reportsUrl('/ajax/spielberichte/', 'spiel', 'a/b c')).toBe(
      '/ajax/spielberichte/spiel/a%2Fb%20c',
    );
    expect(reportsUrl('/x', 'spiel', '')).toBeNull();
  });

  it('an empty list: the "don\'t exist" hint; otherwise "exist"', () => {
    expect(hintKey(0)).toBe('anstoss.generatedReports.missing');
    expect(hintKey(1)).toBe('anstoss.generatedReports.exist');
  });

  it('the import button waits for a non-first option', () => {
    expect(canImport(0)).toBe(false);
    expect(canImport(-1)).toBe(false);
    expect(canImport(1)).toBe(true);
  });
});
