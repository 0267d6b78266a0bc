import * as z from 'zod/mini';

/** Host attributes (camelCased data-*): see README.md. */
export const albumDetailProps = z.object({
  /** data-detail-url: GET {detailUrl}{albumId}?offset&amount (spec §7 Album photos). */
  detailUrl: z
    .string()
    .check(z.trim(), z.minLength(1, 'data-detail-url must name the album photos endpoint')),
  /** data-album-id: the album; default: from the path /-/album/{id} (spec §2 Paths). */
  albumId: z._default(z.string(), ''),
});

export type AlbumDetailProps = z.infer<typeof albumDetailProps>;
