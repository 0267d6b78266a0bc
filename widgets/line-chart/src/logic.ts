import type { ChartSeries } from './props.ts';

/** Spec §9 Charts: the y scale starts at −1 … */
export const Y_START = -1;
/** … in steps of 1. */
export const Y_STEP = 1;
/** Spec §9 Timings: resize debounce (400 ms; 500 ms is the other resize delay in the spec). */
export const RESIZE_DEBOUNCE_MS = 400;
/** Used before the container could be measured (and in jsdom, which has no layout). */
export const FALLBACK_WIDTH = 600;

export const PADDING = { top: 10, right: 12, bottom: 28, left: 36 };

export interface ChartGeometry {
  width: number;
  /** Spec §9: half the width. */
  height: number;
  yMin: number;
  yMax: number;
  yTicks: number[];
  /** 0 … n−1, n the longest shown series. */
  xLabels: number[];
  x: (index: number) => number;
  y: (value: number) => number;
}

/**
 * The page's axes (spec §9 Charts): `yAxis` steps of width 1 from −1 (ticks −1 … yAxis − 1) and
 * x labels 0 … xAxis − 1. Either may be left out: the data then decides.
 */
export interface ChartAxes {
  yAxis?: number | undefined;
  xAxis?: number | undefined;
}

/**
 * The scales for the shown series: y from −1 (lower only if a value is lower) in steps of 1, up
 * to −1 + yAxis when the page sets the axis (higher only if a value is higher: a line never
 * leaves the chart), else up to the highest value; x one position per index, 0 … xAxis − 1 when
 * set (a longer series extends it), else 0 … n − 1 for the longest series. With nothing shown
 * the chart keeps an empty frame (−1 to 1, or the page's axes).
 */
export function chartGeometry(
  shown: readonly ChartSeries[],
  width: number,
  axes: ChartAxes = {},
): ChartGeometry {
  const values = shown.flatMap((s) => s.values);
  const yMin = Math.min(Y_START, Math.floor(Math.min(...values, Y_START)));
  const yTop = axes.yAxis === undefined ? yMin + Y_STEP * 2 : Y_START + Y_STEP * axes.yAxis;
  const yMax = Math.max(yTop, Math.ceil(Math.max(...values, yTop)), yMin + Y_STEP);
  const yTicks: number[] = [];
  for (let v = yMin; v <= yMax; v += Y_STEP) yTicks.push(v);
  const n = Math.max(axes.xAxis ?? 0, ...shown.map((s) => s.values.length));
  const xLabels = Array.from({ length: n }, (_, i) => i);
  const height = Math.round(width / 2);
  const innerW = Math.max(1, width - PADDING.left - PADDING.right);
  const innerH = Math.max(1, height - PADDING.top - PADDING.bottom);
  return {
    width,
    height,
    yMin,
    yMax,
    yTicks,
    xLabels,
    x: (index) => PADDING.left + (n <= 1 ? innerW / 2 : (index / (n - 1)) * innerW),
    y: (value) => PADDING.top + innerH - ((value - yMin) / (yMax - yMin)) * innerH,
  };
}

/** The SVG polyline points of one series. */
export function polylinePoints(values: readonly number[], geometry: ChartGeometry): string {
  return values.map((v, i) => `${geometry.x(i).toFixed(1)},${geometry.y(v).toFixed(1)}`).join(' ');
}

/** With many points, only every k-th x label fits: roughly one label per 40 px. */
export function labelEvery(count: number, width: number): number {
  const room = Math.max(1, Math.floor((width - PADDING.left - PADDING.right) / 40));
  return Math.max(1, Math.ceil(count / room));
}
