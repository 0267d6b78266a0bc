import * as z from 'zod/mini';
import { contactHintAttribute, postDefaultsAttribute } from '@anstoss/api';

const required = (attribute: string) =>
  z.string().check(z.trim(), z.minLength(1, `${attribute} is required`));

/** Host attributes (camelCased data-*): see README.md. */
export const articlePhotoUploadProps = z.object({
  /** data-upload-base: multipart POST {uploadBase}[/{type}/{ref}]/news/{article}[/team/{team}]. */
  uploadBase: required('data-upload-base'),
  /** data-src: the list, GET {src}/news/{article}/offset/0/amount/{amount}. */
  src: required('data-src'),
  /** data-article: the article's id (uuid). */
  article: required('data-article'),
  objectType: z._default(z.string(), ''),
  objectRef: z._default(z.string(), ''),
  teamId: z._default(z.string(), ''),
  /** data-url-update, data-url-update-ord, data-url-delete: without one, that action is hidden. */
  urlUpdate: z._default(z.string(), ''),
  urlUpdateOrd: z._default(z.string(), ''),
  urlDelete: z._default(z.string(), ''),
  /** data-max-uploads: most photos per article; -1 = no limit. */
  maxUploads: z._default(
    z
      .pipe(
        z.string(),
        z.transform((v) => Number.parseInt(v, 10)),
      )
      .check(
        z.refine((n) => Number.isInteger(n) && n >= -1, 'data-max-uploads must be -1 or more'),
      ),
    -1,
  ),
  /** data-amount: how many saved photos the list loads (spec: 5). */
  amount: z._default(
    z
      .pipe(
        z.string(),
        z.transform((v) => Number.parseInt(v, 10)),
      )
      .check(
        z.refine((n) => Number.isInteger(n) && n > 0 && n <= 200, 'data-amount must be 1…200'),
      ),
    5,
  ),
  /** data-post-defaults: a JSON object of extra form fields (strings or numbers). */
  postDefaults: postDefaultsAttribute,
  /** data-contact-hint: the page's rights hint layer before the file chooser (spec §2). */
  contactHint: contactHintAttribute,
});

export type ArticlePhotoUploadProps = z.infer<typeof articlePhotoUploadProps>;
