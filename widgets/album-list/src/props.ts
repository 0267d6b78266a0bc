import * as z from 'zod/mini';

/** Host attributes (camelCased data-*): see README.md. */
export const albumListProps = z.object({
  /** data-list-url: GET {listUrl}?offset&amount (spec §7 Album list). */
  listUrl: z
    .string()
    .check(z.trim(), z.minLength(1, 'data-list-url must name the album list endpoint')),
  /** data-search-url: GET {searchUrl}?offset&amount&query; default: the list URL. */
  searchUrl: z._default(z.string(), ''),
  /** data-album-url: link base of an album page, the id is appended. */
  albumUrl: z._default(z.string(), '/fotos/-/album/'),
});

export type AlbumListProps = z.infer<typeof albumListProps>;
