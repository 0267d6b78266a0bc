import * as z from 'zod/mini';
import { contactHintAttribute } from '@anstoss/api';

const nonEmpty = (attribute: string) =>
  z.string().check(z.trim(), z.minLength(1, `${attribute} must not be empty`));

const flag = (attribute: string, fallback: 'true' | 'false') =>
  z.pipe(
    z._default(z.enum(['true', 'false'], `${attribute} must be "true" or "false"`), fallback),
    z.transform((value) => value === 'true'),
  );

const presets = z._default(z.record(z.string(), z.union([z.string(), z.number()])), {});

/** goal-of-the-week host attributes and data-props JSON: see README.md. */
export const goalOfTheWeekProps = z.object({
  /** data-get-endpoint: GET the video items (spec §7: success, entries). */
  getEndpoint: nonEmpty('data-get-endpoint'),
  /** data-post-endpoint: POST the JSON form (spec §7: success, error.message). */
  postEndpoint: nonEmpty('data-post-endpoint'),
  /** data-draft-key: where typed values wait during a login round trip (default the endpoint). */
  draftKey: z.optional(nonEmpty('data-draft-key')),
  /** data-props JSON "presets": extra fields sent with every submission (spec §3). */
  presets,
});
export type GoalOfTheWeekProps = z.infer<typeof goalOfTheWeekProps>;

const category = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  title: nonEmpty('data-props categories[].title'),
  text: z._default(z.string(), ''),
  kat: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  rubrik: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
});
export type Category = z.infer<typeof category>;

const consent = z.object({
  id: nonEmpty('data-props consents[].id'),
  label: nonEmpty('data-props consents[].label'),
});

/** category-submission host attributes and data-props JSON: see README.md. */
export const categorySubmissionProps = z
  .object({
    /** data-post-endpoint: POST the JSON form (with xid after a released file). */
    postEndpoint: nonEmpty('data-post-endpoint'),
    /** data-upload-url: multipart upload of the file (spec §7 Generic upload); none: no file part. */
    uploadUrl: z.optional(nonEmpty('data-upload-url')),
    /**
     * data-resumable-url: a tus endpoint; files above 2 MB go there in chunks and resume after a
     * dropped connection, then the upload request names them (`resumable=<id>`).
     */
    resumableUrl: z.optional(nonEmpty('data-resumable-url')),
    /** data-release-url: POST {id, title, message, release: true}; required with data-upload-url. */
    releaseUrl: z.optional(nonEmpty('data-release-url')),
    /** data-file-required: "true" when a submission needs a file. */
    fileRequired: flag('data-file-required', 'false'),
    /** data-consent-required: "false" when the additional consents are optional (default required). */
    consentRequired: flag('data-consent-required', 'true'),
    /** data-max-megabytes: largest file (default 100). */
    maxMegabytes: z.pipe(
      z._default(
        z.string().check(z.regex(/^\d+$/, 'data-max-megabytes must be a whole number')),
        '100',
      ),
      z.transform((value: string) => Number.parseInt(value, 10)),
    ),
    draftKey: z.optional(nonEmpty('data-draft-key')),
    /** data-props JSON "categories": [{ id, title, text?, kat, rubrik }], at least one. */
    categories: z
      .array(category)
      .check(z.minLength(1, 'data-props categories must name at least one category')),
    /** data-props JSON "consents": additional consent checkboxes [{ id, label }]. */
    consents: z._default(z.array(consent), []),
    /** data-props JSON "presets": extra fields sent with every submission. */
    presets,
    /** data-props JSON "uploadDefaults": the post defaults sent with the file. */
    uploadDefaults: presets,
    /** data-contact-hint: the page's rights hint layer before the file chooser (spec §2). */
    contactHint: contactHintAttribute,
  })
  .check(
    z.refine((p) => !p.uploadUrl || Boolean(p.releaseUrl), {
      message: 'data-release-url is required with data-upload-url',
      path: ['releaseUrl'],
    }),
  );
export type CategorySubmissionProps = z.infer<typeof categorySubmissionProps>;
