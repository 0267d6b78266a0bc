import * as z from 'zod/mini';

const url = (attribute: string, what: string) =>
  z.string().check(z.trim(), z.minLength(1, `${attribute} must name ${what}`));

/** Host attributes (camelCased data-*): see README.md. */
export const albumEditProps = z.object({
  /** data-album-base: {albumBase}/detail, /edit, /remove, /order, POST publish (spec §7). */
  albumBase: url('data-album-base', 'the album endpoint base'),
  /** data-album-id: the album to edit (an opaque id). */
  albumId: url('data-album-id', 'the album id'),
  /** data-back-url: link back to the album list ("Meine Alben"); optional. */
  backUrl: z._default(z.string().check(z.trim()), ''),
});

export type AlbumEditProps = z.infer<typeof albumEditProps>;
