import * as z from 'zod/mini';

const url = (attribute: string, what: string) =>
  z.string().check(z.trim(), z.minLength(1, `${attribute} must name ${what}`));

/** Host attributes (camelCased data-*): see README.md. */
export const mediaEditListProps = z.object({
  /** data-list-url: GET ?offset&amount&stime&etime, the owner's items (spec §7). */
  listUrl: url('data-list-url', 'the edit list endpoint'),
  /** data-item-url: POST {action: update | delete | publish, id, …} (spec §7). */
  itemUrl: url('data-item-url', 'the item endpoint'),
  /** data-album-url: album base for `/rel?xid=` and `/add?album&fotos`; without it no album tools. */
  albumUrl: z._default(z.string().check(z.trim()), ''),
});

export type MediaEditListProps = z.infer<typeof mediaEditListProps>;
