/** The fan poll's I/O (spec §7 Poll): questions, vote, poll text. The only file doing I/O. */
import * as z from 'zod/mini';
import { ApiError, getJson, opaqueId } from '@anstoss/api';
import { verificationMatches } from './logic.ts';

const pollFields = {
  id: opaqueId,
  isopen: z._default(z.boolean(), false),
  week: z._default(z.string(), ''),
  text: z._default(z.string(), ''),
  /** Each may be missing: a poll without all three is shown as 'no questions' (spec §4 Poll). */
  questions: z._default(
    z.object({
      question1: z.optional(z.string()),
      question2: z.optional(z.string()),
      question3: z.optional(z.string()),
    }),
    {},
  ),
  results: z.optional(z.record(z.string(), z.number())),
  votes: z.optional(z.number()),
  votedAnswer: z.optional(z.string()),
};
export const pollSchema = z.object(pollFields);
/** `z.partial(pollSchema)` spelled out: z.partial would add 0.5 kB gzip to the core chunk of every page. */
const partialPoll = z.object({
  id: z.optional(pollFields.id),
  isopen: z.optional(pollFields.isopen),
  week: z.optional(pollFields.week),
  text: z.optional(pollFields.text),
  questions: z.optional(pollFields.questions),
  results: z.optional(pollFields.results),
  votes: z.optional(pollFields.votes),
  votedAnswer: z.optional(pollFields.votedAnswer),
});
export type Poll = z.infer<typeof pollSchema>;

export const questionsResponse = z.object({
  success: z._default(z.boolean(), false),
  poll: z.optional(pollSchema),
});
export type QuestionsResponse = z.infer<typeof questionsResponse>;

export const voteResponse = z.object({
  success: z._default(z.boolean(), false),
  verification: z.optional(z.object({ id: opaqueId, votedAnswer: z.string() })),
  poll: z.optional(partialPoll),
  error: z.optional(z.object({ message: z.optional(z.string()) })),
});
export type VoteResponse = z.infer<typeof voteResponse>;
/** What the server sends (ids as numbers or strings), for fixtures. */
export type QuestionsAnswer = z.input<typeof questionsResponse>;
export type VoteAnswer = z.input<typeof voteResponse>;

export const pollTextResponse = z.object({ poll: z.object({ text: z.string() }) });

export function fetchPoll(url: string, signal?: AbortSignal) {
  return getJson(url, questionsResponse, { signal });
}

/**
 * Spec §7: GET {voteUrl} with query id, votedAnswer, sent once (no automatic retry: a vote that
 * reached the server must not count twice). Resolves with the poll data of the answer
 * once the server verified this very vote (id and answer); anything else rejects (a refusal's
 * `error.message` is shown).
 */
export async function sendVote(
  url: string,
  pollId: string,
  votedAnswer: string,
  signal?: AbortSignal,
): Promise<Partial<Poll> | undefined> {
  // A vote is a write sent as GET (spec §7): sent once, never retried automatically.
  const answer = await getJson(url, voteResponse, {
    signal,
    searchParams: { id: pollId, votedAnswer },
    retry: false,
  });
  if (!verificationMatches({ id: pollId }, votedAnswer, answer))
    throw new ApiError('http', 'vote not verified', { status: 200, body: answer });
  return answer.poll;
}

export async function fetchPollText(url: string, signal?: AbortSignal): Promise<string> {
  return (await getJson(url, pollTextResponse, { signal })).poll.text;
}
