import * as z from 'zod/mini';

/** Host attributes (camelCased data-*): see README.md. */
export const headerWarningProps = z.object({
  /** data-url: the endpoint answering { active, title, text }. */
  url: z.string().check(z.trim(), z.minLength(1, 'data-url must name the header-warning endpoint')),
  /** data-dismissible: "false" hides the close button (for warnings that must stay visible). */
  dismissible: z.pipe(
    z._default(z.enum(['true', 'false']), 'true'),
    z.transform((value) => value === 'true'),
  ),
});

export type HeaderWarningProps = z.infer<typeof headerWarningProps>;
