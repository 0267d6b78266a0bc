import { describe, expect, it } from 'vitest';
import { chartGeometry, labelEvery, PADDING, polylinePoints } from './logic.ts';

const series = (values: number[], name = 'Tore') => ({ name, checked: true, values });

describe('chartGeometry', () => {
  it('is half as high as wide', () => {
    expect(chartGeometry([series([1, 2])], 600).height).toBe(300);
    expect(chartGeometry([series([1, 2])], 321).height).toBe(161);
  });

  it('runs y from −1 in steps of 1 up to the highest value', () => {
    const g = chartGeometry([series([0, 3, 2]), series([1, 4])], 600);
    expect(g.yTicks).toEqual([-1, 0, 1, 2, 3, 4]);
    expect(g.yMin).toBe(-1);
  });

  it('goes below −1 only for lower values', () => {
    expect(chartGeometry([series([-3, 2])], 600).yTicks[0]).toBe(-3);
  });

  it('labels x 0 … n−1 for the longest series', () => {
    expect(chartGeometry([series([1, 2, 3]), series([1])], 600).xLabels).toEqual([0, 1, 2]);
  });

  it('keeps a frame when nothing is shown', () => {
    const g = chartGeometry([], 600);
    expect(g.yTicks).toEqual([-1, 0, 1]);
    expect(g.xLabels).toEqual([]);
  });

  it('maps the lowest tick to the bottom and the first index to the left edge', () => {
    const g = chartGeometry([series([0, 4])], 600);
    expect(g.y(-1)).toBe(300 - PADDING.bottom);
    expect(g.y(4)).toBe(PADDING.top);
    expect(g.x(0)).toBe(PADDING.left);
    expect(g.x(1)).toBe(600 - PADDING.right);
  });

  describe('axes set by the page (spec §9 Charts: yAxis steps of width 1 from −1, x 0 … xAxis−1)', () => {
    it('y has yAxis steps of width 1 from −1, also when the data stays lower', () => {
      const g = chartGeometry([series([0, 2, 1])], 600, { yAxis: 5 });
      expect(g.yTicks).toEqual([-1, 0, 1, 2, 3, 4]);
      expect(g.y(4)).toBe(PADDING.top);
      expect(chartGeometry([], 600, { yAxis: 1 }).yTicks).toEqual([-1, 0]);
    });

    it('x is labelled 0 … xAxis−1; a shorter series covers only its own positions', () => {
      const g = chartGeometry([series([1, 2, 3, 0])], 600, { xAxis: 10 });
      expect(g.xLabels).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(g.x(9)).toBe(600 - PADDING.right);
      expect(g.x(3)).toBeCloseTo(PADDING.left + (3 / 9) * (600 - PADDING.left - PADDING.right));
    });

    it('still half as high as wide', () => {
      expect(chartGeometry([series([1])], 480, { yAxis: 8, xAxis: 20 }).height).toBe(240);
    });

    it('a value beyond the axes widens them rather than leaving the chart', () => {
      const g = chartGeometry([series([1, 7, -2])], 600, { yAxis: 3, xAxis: 2 });
      expect(g.yTicks).toEqual([-2, -1, 0, 1, 2, 3, 4, 5, 6, 7]);
      expect(g.xLabels).toEqual([0, 1, 2]);
    });
  });

  it('handles 10,000 points', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => i % 7);
    const g = chartGeometry([series(many)], 800);
    expect(g.xLabels).toHaveLength(10_000);
    expect(polylinePoints(many, g).split(' ')).toHaveLength(10_000);
    expect(labelEvery(10_000, 800)).toBeGreaterThan(100);
  });
});

describe('polylinePoints', () => {
  it('joins x,y pairs', () => {
    const g = chartGeometry([series([0, 1])], 600);
    expect(polylinePoints([0, 1], g)).toMatch(/^\d+\.\d,\d+\.\d \d+\.\d,\d+\.\d$/);
  });
});
