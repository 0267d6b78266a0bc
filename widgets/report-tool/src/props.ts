import * as z from 'zod/mini';

/** Host attributes (camelCased data-*): see README.md. */
export const reportToolProps = z.object({
  /** data-url: POST id, message, reason -> { success, error.message }. */
  url: z.string().check(z.trim(), z.minLength(1, 'data-url must name the report endpoint')),
  /** data-item-id: the additional data sent as `id`. */
  itemId: z.string().check(z.trim(), z.minLength(1, 'data-item-id names the reported item')),
});

export type ReportToolProps = z.infer<typeof reportToolProps>;
