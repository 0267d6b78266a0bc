import * as z from 'zod/mini';
import { wholeNumber } from '@anstoss/api';

const flag = z.pipe(
  z._default(z.enum(['true', 'false']), 'false'),
  z.transform((value) => value === 'true'),
);

/** Spec §3: a live stats item (taken, sortPos) with its label and value. */
export const statSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  label: z.string(),
  value: z._default(z.string(), '–'),
  taken: z._default(z.boolean(), false),
  sortPos: z._default(wholeNumber(), 0),
});

/** Host attributes (camelCased data-*) and the `data-props` JSON: see README.md. */
export const profileLiveStatsProps = z.object({
  /** data-save-url: POST (JSON) { slots: [statId | null, …] }. */
  saveUrl: z._default(z.string(), ''),
  /** data-editable: "true" for the profile's owner. */
  editable: flag,
  /** data-slots: how many stats the profile shows (default 4). */
  slots: z._default(
    z.pipe(z.string().check(z.regex(/^[1-9]$/, 'data-slots: 1 to 9')), z.transform(Number)),
    4,
  ),
  /** data-props JSON "stats": every stat of the player with taken/sortPos. */
  stats: z
    .array(statSchema)
    .check(z.minLength(1, 'data-props JSON "stats" needs at least one stat')),
});

export type ProfileLiveStatsProps = z.infer<typeof profileLiveStatsProps>;
