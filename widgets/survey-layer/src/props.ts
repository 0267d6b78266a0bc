import * as z from 'zod/mini';

/** Characters a cookie name may hold (RFC 6265 token), so the survey name can name the cookie. */
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** Host attributes (camelCased data-*): see README.md. */
export const surveyLayerProps = z.object({
  /** data-url: fragment URL; `{path}` becomes the page's first path segment or 'index'. */
  url: z.string().check(z.trim(), z.minLength(1, 'data-url must name the survey fragment URL')),
  /** data-name: the survey's name; a cookie of that name marks the survey as shown. */
  name: z
    .string()
    .check(
      z.trim(),
      z.regex(
        COOKIE_NAME,
        'data-name must be a cookie name: letters, digits and - _ . only, no spaces',
      ),
    ),
  /** data-label: accessible name of the layer; default "Umfrage". */
  label: z.optional(z.string()),
});

export type SurveyLayerProps = z.infer<typeof surveyLayerProps>;
