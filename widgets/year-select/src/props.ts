import * as z from 'zod/mini';

const YEAR = /^\d{4}$/;

/** Host attributes (camelCased data-*): see README.md. */
export const yearSelectProps = z.object({
  /** data-years: how many years back from the current one (spec §9: N from the page). */
  years: z.pipe(
    z.string().check(z.regex(/^(\d|[1-9]\d)$/, 'data-years must be a whole number from 0 to 99')),
    z.transform(Number),
  ),
  /** data-name: the form field name, so the select submits with the server's form. */
  name: z._default(
    z.string().check(z.regex(/^[\w.[\]-]+$/, 'data-name must be a form field name')),
    'year',
  ),
  /** data-selected: the preselected year; default the current year. */
  selected: z.optional(
    z.pipe(
      z.string().check(z.regex(YEAR, 'data-selected must be a year such as 2024')),
      z.transform(Number),
    ),
  ),
  /** data-current-year: the server's current year (wins over the browser's clock). */
  currentYear: z.optional(
    z.pipe(
      z.string().check(z.regex(YEAR, 'data-current-year must be a year such as 2026')),
      z.transform(Number),
    ),
  ),
  /** data-url: a page URL with %YEAR%; choosing a year opens it. Without it the select is a form field. */
  url: z.optional(
    z
      .string()
      .check(z.refine((s) => s.includes('%YEAR%'), { message: 'data-url must contain %YEAR%' })),
  ),
  /** data-label: the visible label; default "Jahr". */
  label: z.optional(z.string().check(z.trim(), z.minLength(1, 'data-label must not be empty'))),
});

export type YearSelectProps = z.infer<typeof yearSelectProps>;
