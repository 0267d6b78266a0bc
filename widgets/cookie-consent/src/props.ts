import * as z from 'zod/mini';

/** Host attributes (camelCased data-*): see README.md. */
export const cookieConsentProps = z.object({
  /** data-privacy-url: link to the privacy policy shown in the layer (http(s) or relative). */
  privacyUrl: z.optional(
    z.string().check(z.trim(), z.minLength(1, 'data-privacy-url must not be empty')),
  ),
});

export type CookieConsentProps = z.infer<typeof cookieConsentProps>;
