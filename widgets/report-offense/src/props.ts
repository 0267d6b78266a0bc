import * as z from 'zod/mini';

const reasonOption = z.object({
  value: z.string().check(z.minLength(1)),
  label: z.string().check(z.minLength(1)),
});

/** Host attributes (camelCased data-*) and the optional data-props JSON: see README.md. */
export const reportOffenseProps = z
  .object({
    /** data-action: POST endpoint (form-urlencoded, spec §7 Reports). */
    action: z.string().check(z.trim(), z.minLength(1, 'data-action must name the report endpoint')),
    /** data-captcha-url: GET a fresh captcha { question, digest }. */
    captchaUrl: z
      .string()
      .check(z.trim(), z.minLength(1, 'data-captcha-url must name the captcha endpoint')),
    /** data-article-uuid: the news article reported (news detail pages). */
    articleUuid: z.optional(z.string()),
    /** data-match-id and data-ticker-id: the live ticker reported. */
    matchId: z.optional(z.string()),
    tickerId: z.optional(z.string()),
    /** data-reason: a fixed reason sent as a hidden field (no radio choice shown). */
    reason: z.optional(z.string()),
    /** data-props JSON "reasons": the radio choice; default: the four standard reasons. */
    reasons: z.optional(z.array(reasonOption)),
  })
  .check(
    z.refine(
      (p) => Boolean(p.articleUuid?.trim()) || Boolean(p.matchId?.trim() && p.tickerId?.trim()),
      {
        message: 'needs data-article-uuid, or data-match-id and data-ticker-id',
        path: ['articleUuid'],
      },
    ),
  );

export type ReportOffenseProps = z.infer<typeof reportOffenseProps>;
