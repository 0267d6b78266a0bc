import * as z from 'zod/mini';

/** Host attributes (camelCased data-*): see README.md. */
export const editItemProps = z.object({
  /** data-url: POST id, title, description -> { success }. */
  url: z.string().check(z.trim(), z.minLength(1, 'data-url must name the edit endpoint')),
  /** data-item-id: the additional data sent as `id`. */
  itemId: z.string().check(z.trim(), z.minLength(1, 'data-item-id names the edited item')),
  /** data-title, data-description: the current values. */
  title: z._default(z.string(), ''),
  description: z._default(z.string(), ''),
});

export type EditItemProps = z.infer<typeof editItemProps>;
