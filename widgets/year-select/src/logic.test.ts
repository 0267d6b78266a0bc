import { describe, expect, it } from 'vitest';
import { initialYear, syncedYear, yearOptions, yearUrl } from './logic.ts';

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

describe('syncedYear (the initial model sync)', () => {
  const options = [2026, 2025, 2024];
  it('takes the year the select shows when it is offered', () => {
    expect(syncedYear(options, '2024', 2026)).toBe(2024);
    expect(syncedYear(options, '2026', 2026)).toBe(2026);
  });
  it('keeps the model for anything else', () => {
    for (const shown of ['', '-1', '1999', '2024.0', ' 2024', 'abcd']) {
      expect(syncedYear(options, shown, 2025), shown).toBe(2025);
    }
  });
});
