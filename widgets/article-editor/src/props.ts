import * as z from 'zod/mini';
import { VOTING_DURATIONS } from './logic.ts';

const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as yyyy-MM-dd'));
const flag = (fallback: 'true' | 'false') =>
  z.pipe(
    z._default(z.enum(['true', 'false']), fallback),
    z.transform((value) => value === 'true'),
  );

/** The stored article the editor opens with (from the host's `data-props` JSON). */
export const articleSchema = z.object({
  id: z.optional(z.union([z.string(), z.number()])),
  title: z._default(z.string(), ''),
  teaser: z._default(z.string(), ''),
  /** The body as the server stored it (sanitised HTML). */
  body: z._default(z.string(), ''),
  visible: z._default(z.boolean(), false),
  publishFrom: z._default(z.nullable(isoDay), null),
  publishTo: z._default(z.nullable(isoDay), null),
  voting: z._default(
    z.object({
      enabled: z._default(z.boolean(), false),
      upload: z._default(z.boolean(), false),
      duration: z._default(
        z.number().check(
          z.refine((n) => (VOTING_DURATIONS as readonly number[]).includes(n), {
            message: `one of ${VOTING_DURATIONS.join(', ')}`,
          }),
        ),
        7,
      ),
    }),
    { enabled: false, upload: false, duration: 7 },
  ),
  marketing: z._default(
    z.object({ enabled: z._default(z.boolean(), false), note: z._default(z.string(), '') }),
    { enabled: false, note: '' },
  ),
});
export type ArticleInput = z.output<typeof articleSchema>;

/** Host attributes (camelCased data-*) and the `data-props` JSON: see README.md. */
export const articleEditorProps = z.object({
  /** data-save-url: POST (JSON) the article; answers { success, id, url } or { error }. */
  saveUrl: z.string().check(z.trim(), z.minLength(1, 'data-save-url must name the save endpoint')),
  /** data-draft-key: names the local draft (one per article; 'neu' for a new one). */
  draftKey: z._default(
    z.string().check(z.regex(/^[\w.-]{1,80}$/, 'data-draft-key: letters, digits, . _ -')),
    'neu',
  ),
  /** data-today: the day the pickers treat as today (the CMS passes its clock). */
  today: z.optional(isoDay),
  /** data-min-date / data-max-date: bounds of the publisher dates. */
  minDate: z.optional(isoDay),
  maxDate: z.optional(isoDay),
  /** data-fill-today: an empty publisher date is set to today when visibility is switched on. */
  fillToday: flag('true'),
  /** data-teaser-max-length: maxlength of the teaser textarea (its counter: maxlength − length). */
  teaserMaxLength: z._default(
    z.pipe(
      z.string().check(z.regex(/^[1-9]\d{0,3}$/, 'data-teaser-max-length: 1 to 9999')),
      z.transform(Number),
    ),
    300,
  ),
  /** data-props JSON "article": the stored article; without it the form starts empty. */
  article: z.optional(articleSchema),
});

export type ArticleEditorProps = z.infer<typeof articleEditorProps>;
