import { describe, expect, it } from 'vitest';
import { lineChartProps } from './props.ts';

describe('lineChartProps', () => {
  it('reads series, checked defaulting to true', () => {
    expect(
      lineChartProps.parse({ title: 'Tore', series: [{ name: 'Heim', values: [1, 2] }] }),
    ).toEqual({ title: 'Tore', series: [{ name: 'Heim', checked: true, values: [1, 2] }] });
  });

  it('rejects a missing title, no series, bad values and too many, naming the problem', () => {
    expect(lineChartProps.safeParse({ series: [{ name: 'a', values: [] }] }).success).toBe(false);
    const none = lineChartProps.safeParse({ title: 'x', series: [] });
    expect(JSON.stringify(none.error?.issues)).toContain('series');
    expect(lineChartProps.safeParse({ title: 'x' }).success).toBe(false);
    expect(
      lineChartProps.safeParse({ title: 'x', series: [{ name: 'a', values: ['1'] }] }).success,
    ).toBe(false);
    expect(
      lineChartProps.safeParse({ title: 'x', series: [{ name: '', values: [1] }] }).success,
    ).toBe(false);
    const long = { name: 'a', values: Array.from({ length: 501 }, () => 1) };
    expect(lineChartProps.safeParse({ title: 'x', series: [long] }).success).toBe(false);
    const many = Array.from({ length: 13 }, () => ({ name: 'a', values: [1] }));
    expect(lineChartProps.safeParse({ title: 'x', series: many }).success).toBe(false);
  });

  it('reads data-y-axis and data-x-axis as whole numbers, naming a wrong one', () => {
    const base = { title: 'x', series: [{ name: 'a', values: [1] }] };
    expect(lineChartProps.parse({ ...base, yAxis: '6', xAxis: '34' })).toMatchObject({
      yAxis: 6,
      xAxis: 34,
    });
    expect(lineChartProps.parse(base).yAxis).toBeUndefined();
    for (const yAxis of ['0', '-1', '2.5', 'sechs', '101']) {
      const result = lineChartProps.safeParse({ ...base, yAxis });
      expect(result.error?.issues[0]?.message, yAxis).toBe(
        'data-y-axis must be a whole number from 1 to 100',
      );
    }
    expect(lineChartProps.safeParse({ ...base, xAxis: '501' }).error?.issues[0]?.message).toBe(
      'data-x-axis must be a whole number from 1 to 500',
    );
  });
});
