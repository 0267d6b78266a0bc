import * as z from 'zod/mini';

const flag = z.pipe(
  z._default(z.enum(['true', 'false']), 'false'),
  z.transform((value) => value === 'true'),
);

export const backgroundSchema = z.object({
  id: z.string().check(z.minLength(1)),
  label: z.string(),
  imageUrl: z.string().check(z.minLength(1)),
});

/** Host attributes (camelCased data-*) and the `data-props` JSON: see README.md. */
export const profileStageProps = z.object({
  /** data-save-url: POST (JSON) { background }. */
  saveUrl: z._default(z.string(), ''),
  /** data-editable: "true" for the profile's owner. */
  editable: flag,
  /** data-name: the profile's display name, shown on the stage. */
  name: z.string().check(z.minLength(1, 'data-name must name the profile')),
  /** data-props JSON "backgrounds": the backgrounds to choose from (the first is the default). */
  backgrounds: z
    .array(backgroundSchema)
    .check(z.minLength(1, 'data-props JSON "backgrounds" needs at least one background')),
  /** data-props JSON "background": the chosen background's id. */
  background: z._default(z.nullable(z.string()), null),
});

export type ProfileStageProps = z.infer<typeof profileStageProps>;
