import * as z from 'zod/mini';

const nonEmpty = (attribute: string) =>
  z.string().check(z.trim(), z.minLength(1, `${attribute} must not be empty`));

const option = z.object({
  value: nonEmpty('data-props options[].value'),
  label: nonEmpty('data-props options[].label'),
});

/** Host attributes (camelCased data-*) and data-props JSON: see README.md. */
export const profileImageSourceProps = z.object({
  /** data-switch-profile-image-source: GET {url}?{ajaxmodel}={value} (spec §7 Profile photo). */
  switchProfileImageSource: nonEmpty('data-switch-profile-image-source'),
  /** data-ajaxmodel: the query parameter's name (default "model"). */
  ajaxmodel: z._default(nonEmpty('data-ajaxmodel'), 'model'),
  /** data-value: the source shown now. */
  value: z._default(z.string(), ''),
  /** data-form: id of a form to submit after switching; without it the page reloads. */
  form: z.optional(nonEmpty('data-form')),
  /** data-crop-value: the option meaning "my own photo", switched to after a crop save. */
  cropValue: z.optional(nonEmpty('data-crop-value')),
  /** data-has-image: "true" when an own photo exists already. */
  hasImage: z.pipe(
    z._default(z.enum(['true', 'false'], 'data-has-image must be "true" or "false"'), 'false'),
    z.transform((value) => value === 'true'),
  ),
  /** data-label: the group's visible name (default "Profilbild"). */
  label: z.optional(nonEmpty('data-label')),
  /** data-props JSON "options": [{ value, label }], at least two. */
  options: z
    .array(option)
    .check(z.minLength(2, 'data-props options must list at least two sources')),
});

export type ProfileImageSourceProps = z.infer<typeof profileImageSourceProps>;
