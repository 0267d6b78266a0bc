import * as z from 'zod/mini';

const url = (attribute: string, what: string) =>
  z.string().check(z.trim(), z.minLength(1, `${attribute} must name ${what}`));

/** Host attributes (camelCased data-*): see README.md. */
export const albumEditListProps = z.object({
  /** data-url: GET ?offset&amount&show_empty&stime&etime&{abbr}id, the owner's albums (spec §7). */
  url: url('data-url', 'the album edit list endpoint'),
  /** data-album-base: {albumBase}/edit (an empty album creates one), /del, POST publish (spec §7). */
  albumBase: url('data-album-base', 'the album endpoint base'),
  /** data-edit-page: address of an album's photo editing page; `{id}` marks the album id. */
  editPage: z._default(z.string().check(z.trim()), ''),
  /**
   * data-referral-url: where a new album leads (spec §8); without it the page's `fw_url`, and
   * without that the visitor stays on the list.
   */
  referralUrl: z._default(z.string().check(z.trim()), ''),
});

export type AlbumEditListProps = z.infer<typeof albumEditListProps>;
