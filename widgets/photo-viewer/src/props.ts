import * as z from 'zod/mini';

/** Host attributes (camelCased data-*): see README.md. */
export const photoViewerProps = z.object({
  /** data-detail-url: GET {detailUrl}{albumId}?offset&amount (spec §7 Album photos). */
  detailUrl: z
    .string()
    .check(z.trim(), z.minLength(1, 'data-detail-url must name the album photos endpoint')),
  /** data-view-url: GET {viewUrl}?id={photoId} counts a view; without it nothing is counted. */
  viewUrl: z._default(z.string(), ''),
  /** data-comments-url: the comments frame is {commentsUrl}{photoId}; without it no comments. */
  commentsUrl: z._default(z.string(), ''),
});

export type PhotoViewerProps = z.infer<typeof photoViewerProps>;
