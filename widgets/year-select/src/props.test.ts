import { describe, expect, it } from 'vitest';
import { yearSelectProps } from './props.ts';

describe('yearSelectProps', () => {
  it('needs data-years and defaults the field name to "year"', () => {
    expect(yearSelectProps.parse({ years: '5' })).toEqual({ years: 5, name: 'year' });
    expect(
      yearSelectProps.parse({
        years: '3',
        name: 'saison',
        selected: '2024',
        currentYear: '2026',
        url: '/statistik/%YEAR%',
        label: 'Saisonjahr',
      }),
    ).toEqual({
      years: 3,
      name: 'saison',
      selected: 2024,
      currentYear: 2026,
      url: '/statistik/%YEAR%',
      label: 'Saisonjahr',
    });
  });

  it('rejects missing or wrong attributes, naming them', () => {
    expect(yearSelectProps.safeParse({}).success).toBe(false);
    const years = yearSelectProps.safeParse({ years: 'zehn' });
    expect(JSON.stringify(years.error?.issues)).toContain('data-years');
    expect(yearSelectProps.safeParse({ years: '-1' }).success).toBe(false);
    expect(yearSelectProps.safeParse({ years: '3', selected: '24' }).success).toBe(false);
    const url = yearSelectProps.safeParse({ years: '3', url: '/statistik' });
    expect(JSON.stringify(url.error?.issues)).toContain('%YEAR%');
    expect(yearSelectProps.safeParse({ years: '3', name: 'a b' }).success).toBe(false);
  });
});
