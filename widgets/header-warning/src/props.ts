import * as z from 'zod/mini';
import { headerWarningResponse } from './api.ts';

/** Host attributes (camelCased data-*): see README.md. */
export const headerWarningProps = z.object({
  /** data-url: the endpoint answering { active, title, text }. */
  url: z.string().check(z.trim(), z.minLength(1, 'data-url must name the header-warning endpoint')),
  /** data-dismissible: "false" hides the close button (for warnings that must stay visible). */
  dismissible: z.pipe(
    z._default(z.enum(['true', 'false']), 'true'),
    z.transform((value) => value === 'true'),
  ),
  /**
   * data-props `warning`: the warning as the CMS rendered it into the host (same shape as the
   * endpoint's answer). Given, the widget shows it at once, without a request, so the server's
   * banner is taken over without a jump.
   */
  warning: z.optional(headerWarningResponse),
});

export type HeaderWarningProps = z.infer<typeof headerWarningProps>;
