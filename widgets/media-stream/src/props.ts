import * as z from 'zod/mini';

/** Host attributes (camelCased data-*): see README.md. */
export const mediaStreamProps = z.object({
  /** data-stream-url: GET {streamUrl}?offset&amount (spec §7 Media stream). */
  streamUrl: z
    .string()
    .check(z.trim(), z.minLength(1, 'data-stream-url must name the media stream endpoint')),
  /** data-item-meta-url: GET {itemMetaUrl}?id={uid}: views, comments, rating of the big view. */
  itemMetaUrl: z._default(z.string(), ''),
  /** data-upload-url: the upload page the upload sub-view links to; without it no upload view. */
  uploadUrl: z._default(z.string(), ''),
  /** data-report-action and data-captcha-url: the offense report of an entry (spec §4). */
  reportAction: z._default(z.string(), ''),
  captchaUrl: z._default(z.string(), ''),
  /** data-rating-url: POST {id, rating} (spec §7 Reports, ratings, edits). */
  ratingUrl: z._default(z.string(), ''),
  /** data-edit-url: the owner's POST {action: update, id, title, description} (spec §7). */
  editUrl: z._default(z.string(), ''),
  /** data-label: the carousel's accessible name; default "Fotos und Videos". */
  label: z._default(z.string(), ''),
});

export type MediaStreamProps = z.infer<typeof mediaStreamProps>;
