import { describe, expect, it } from 'vitest';
import { initialYear, yearOptions, yearUrl } from './logic.ts';

describe('yearOptions', () => {
  it('runs from the current year back N years, newest first', () => {
    expect(yearOptions(2026, 3)).toEqual([2026, 2025, 2024, 2023]);
  });

  it('offers only the current year with N = 0', () => {
    expect(yearOptions(2026, 0)).toEqual([2026]);
  });
});

describe('initialYear', () => {
  it('takes an offered requested year, else the current one', () => {
    const options = yearOptions(2026, 5);
    expect(initialYear(options, 2023)).toBe(2023);
    expect(initialYear(options, 2010)).toBe(2026);
    expect(initialYear(options)).toBe(2026);
  });
});

describe('yearUrl', () => {
  it('fills every %YEAR%', () => {
    expect(yearUrl('/statistik/%YEAR%?j=%YEAR%', 2024)).toBe('/statistik/2024?j=2024');
  });
});
