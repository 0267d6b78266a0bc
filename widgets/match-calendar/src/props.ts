import * as z from 'zod/mini';
import { parseIso } from '@anstoss/ui';

const day = z.optional(
  z
    .string()
    .check(
      z.refine(
        (v) => v.trim() === '' || v.trim() === '-' || parseIso(v) !== null,
        'expected yyyy-MM-dd',
      ),
    ),
);
const name = (fallback: string) =>
  z._default(
    z.string().check(z.trim(), z.minLength(1), z.regex(/^[\w-]+$/, 'expected a field name')),
    fallback,
  );

/** Host attributes (camelCased data-*): see README.md. */
export const matchCalendarProps = z.object({
  /** data-from-name / data-to-name: the form field names of the two dates. */
  fromName: name('datum-von'),
  toName: name('datum-bis'),
  /** data-from / data-to: initial dates (yyyy-MM-dd; '-' or empty: none). */
  from: day,
  to: day,
  /** data-calendar-span: the longest range in days (0: no limit). */
  calendarSpan: z.pipe(
    z._default(z.string().check(z.regex(/^\d{1,4}$/, 'expected a number of days')), '0'),
    z.transform((v) => Number.parseInt(v, 10)),
  ),
  /** data-clearable: "true" lets the person clear a date (shown as '-'). */
  clearable: z.pipe(
    z._default(z.enum(['true', 'false']), 'false'),
    z.transform((v) => v === 'true'),
  ),
  /** data-min / data-max: the earliest and latest selectable day. */
  min: day,
  max: day,
});

export type MatchCalendarProps = z.infer<typeof matchCalendarProps>;
