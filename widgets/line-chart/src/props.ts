import * as z from 'zod/mini';

/** Spec §3 Chart checkbox item: name, checked, values. */
export const chartSeries = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'every series needs a name')),
  checked: z._default(z.boolean(), true),
  values: z.array(z.number().check(z.refine(Number.isFinite, 'values must be finite numbers'))),
});

export type ChartSeries = z.infer<typeof chartSeries>;

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
});

export type LineChartProps = z.infer<typeof lineChartProps>;
