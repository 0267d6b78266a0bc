import * as z from 'zod/mini';
import { contactHintAttribute } from '@anstoss/api';
import { COMPS } from './logic.ts';

const nonEmpty = (attribute: string) =>
  z.string().check(z.trim(), z.minLength(1, `${attribute} must not be empty`));

const flag = (attribute: string) =>
  z.pipe(
    z._default(z.enum(['true', 'false'], `${attribute} must be "true" or "false"`), 'false'),
    z.transform((value) => value === 'true'),
  );

/** Host attributes (camelCased data-*) and data-props JSON: see README.md. */
export const photoUploadProps = z.object({
  /** data-photo-upload-form-action: multipart POST of the cropped picture (spec §7 Profile photo). */
  photoUploadFormAction: nonEmpty('data-photo-upload-form-action'),
  /** data-comp: target kind, one of profilepicture, teampicture, teamhighlight, other (spec §3). */
  comp: z._default(
    z.enum(COMPS, 'data-comp must be profilepicture, teampicture, teamhighlight or other'),
    'other',
  ),
  /** data-update-in-place: "true" signals imageSaved instead of reloading the page (spec §4). */
  updateInPlace: flag('data-update-in-place'),
  /** data-file-field: the name of the file field (default "file"). */
  fileField: z._default(nonEmpty('data-file-field'), 'file'),
  /** data-max-megabytes: the largest photo accepted (default 20). */
  maxMegabytes: z.pipe(
    z._default(
      z.string().check(z.regex(/^\d+$/, 'data-max-megabytes must be a whole number')),
      '20',
    ),
    z.transform((value: string) => Number.parseInt(value, 10)),
  ),
  /** data-label: the visible name of the picker (default "Foto hochladen"). */
  label: z.optional(nonEmpty('data-label')),
  /** data-image-url: the current picture, shown beside the button. */
  imageUrl: z.optional(nonEmpty('data-image-url')),
  /** data-props JSON "fields": the other form inputs sent with the picture. */
  fields: z._default(z.record(z.string(), z.union([z.string(), z.number()])), {}),
  /** data-contact-hint: the page's rights hint layer before the file chooser (spec §2). */
  contactHint: contactHintAttribute,
});

export type PhotoUploadProps = z.infer<typeof photoUploadProps>;
