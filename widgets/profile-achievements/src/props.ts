import * as z from 'zod/mini';
import { wholeNumber } from '@anstoss/api';

const flag = z.pipe(
  z._default(z.enum(['true', 'false']), 'false'),
  z.transform((value) => value === 'true'),
);

export const badgeSchema = z.object({
  badgeid: z.string().check(z.minLength(1)),
  flavor: z.string(),
  image: z.string().check(z.minLength(1)),
});

export const achievementSchema = z.object({
  badgeid: z._default(z.nullable(z.string()), null),
  headline: z._default(z.string(), ''),
  position: wholeNumber(1, 20),
  flavor: z._default(z.string(), ''),
  imageUrl: z._default(z.string(), ''),
});

/** Host attributes (camelCased data-*) and the `data-props` JSON: see README.md. */
export const profileAchievementsProps = z.object({
  /** data-save-url: POST (JSON) { values } of the owner's achievements. */
  saveUrl: z._default(z.string(), ''),
  /** data-editable: "true" for the profile's owner (edit controls); visitors only see. */
  editable: flag,
  /** data-slots: how many achievements a profile shows (default 3). */
  slots: z._default(
    z.pipe(z.string().check(z.regex(/^[1-9]$/, 'data-slots: 1 to 9')), z.transform(Number)),
    3,
  ),
  /** data-props JSON "folder": where the badge images are. */
  folder: z._default(z.string(), '/assets/images/components/badges/'),
  /** data-props JSON "list": the badges to choose from. */
  list: z
    .array(badgeSchema)
    .check(z.minLength(1, 'data-props JSON "list" needs at least one badge')),
  /** data-props JSON "values": the stored achievements. */
  values: z._default(z.array(achievementSchema), []),
  /** data-props JSON "emptyText": shown where no badge is chosen yet. */
  emptyText: z._default(z.string(), ''),
});

export type ProfileAchievementsProps = z.infer<typeof profileAchievementsProps>;
