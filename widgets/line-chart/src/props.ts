import * as z from 'zod/mini';

/** Spec §3 Chart checkbox item: name, checked, values. */
export const chartSeries = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'every series needs a name')),
  checked: z._default(z.boolean(), true),
  values: z.array(z.number().check(z.refine(Number.isFinite, 'values must be finite numbers'))),
});

export type ChartSeries = z.infer<typeof chartSeries>;

/** A whole-number attribute from `min` to `max`, optional. */
const count = (attribute: string, min: number, max: number) =>
  z.optional(
    z.pipe(
      z.string().check(
        z.regex(/^\d{1,4}$/, `${attribute} must be a whole number from ${min} to ${max}`),
        z.refine((v) => {
          const n = Number.parseInt(v, 10);
          return n >= min && n <= max;
        }, `${attribute} must be a whole number from ${min} to ${max}`),
      ),
      z.transform((v: string) => Number.parseInt(v, 10)),
    ),
  );

/** Host attributes (camelCased data-*) plus the data-props JSON: see README.md. */
export const lineChartProps = z.object({
  /** data-title: the chart's caption (also the data table's caption). */
  title: z.string().check(z.trim(), z.minLength(1, 'data-title must name the chart')),
  /** data-props JSON "series": at most 12 series of at most 500 values each. */
  series: z.array(chartSeries).check(
    z.minLength(1, 'data-props "series" must hold at least one series'),
    z.maxLength(12, 'data-props "series" may hold at most 12 series'),
    z.refine((all) => all.every((s) => s.values.length <= 500), 'at most 500 values per series'),
  ),
  /** data-props JSON "labels": names of the x positions (e.g. match dates); else 0 … n−1. */
  labels: z.optional(z.array(z.string()).check(z.maxLength(500, 'at most 500 labels'))),
  /** data-y-axis: the y scale's steps of width 1 from −1 (spec §9 Charts); else the data's. */
  yAxis: count('data-y-axis', 1, 100),
  /** data-x-axis: the x positions, labelled 0 … xAxis − 1 (spec §9 Charts); else the data's. */
  xAxis: count('data-x-axis', 1, 500),
});

export type LineChartProps = z.infer<typeof lineChartProps>;
