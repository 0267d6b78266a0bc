import * as z from 'zod/mini';

/** Host attributes (camelCased data-*): see README.md. */
export const fanPollProps = z.object({
  /** data-questions-url: GET the poll (spec §7 Poll: questions). */
  questionsUrl: z
    .string()
    .check(z.trim(), z.minLength(1, 'data-questions-url must name the poll endpoint')),
  /** data-vote-url: GET with id and votedAnswer; without it the poll only shows (no voting). */
  voteUrl: z._default(z.string(), ''),
  /** data-poll-text-url: GET { poll: { text } }; without it the text of the poll itself is shown. */
  pollTextUrl: z._default(z.string(), ''),
});

export type FanPollProps = z.infer<typeof fanPollProps>;
