/** Pure rules of the weekly fan poll (spec §3 Poll, §4 Poll, §5 Poll and submissions, §9 Other). */
import type { Poll, QuestionsResponse, VoteResponse } from './api.ts';

export const ANSWERS = ['question1', 'question2', 'question3'] as const;
export type AnswerKey = (typeof ANSWERS)[number];
/** Spec §3: votedAnswer's client default. */
export const NO_ANSWER = 'none';
export const WEEK_LENGTH = 6;

export type PollView = 'open' | 'complete' | 'noQuestions';

/** Spec §4: valid only if success is set and question1, question2 and question3 all exist. */
export function isValidPoll(
  response: QuestionsResponse,
): response is QuestionsResponse & { poll: Poll } {
  const q = response.poll?.questions;
  return Boolean(
    response.success && q && ANSWERS.every((key) => typeof q[key] === 'string' && q[key] !== ''),
  );
}

/** Valid and open: open; valid and not open: complete; otherwise noQuestions. */
export function pollView(response: QuestionsResponse): PollView {
  if (!isValidPoll(response)) return 'noQuestions';
  return response.poll.isopen ? 'open' : 'complete';
}

/** Spec §5: a vote is sent only with an answer chosen and a vote endpoint. */
export function canSendVote(votedAnswer: string | undefined, voteUrl: string): boolean {
  return Boolean(votedAnswer && votedAnswer !== NO_ANSWER && voteUrl.trim());
}

/** Spec §4: the vote counts once its verification's id and votedAnswer match the poll's. */
export function verificationMatches(
  poll: Pick<Poll, 'id'>,
  votedAnswer: string,
  answer: VoteResponse,
): boolean {
  const v = answer.verification;
  return Boolean(
    answer.success && v && String(v.id) === String(poll.id) && v.votedAnswer === votedAnswer,
  );
}

/** Merges the poll data of an answer into the poll (missing fields keep their value). */
export function mergePoll(poll: Poll, update: Partial<Poll> | undefined): Poll {
  if (!update) return poll;
  const defined = Object.fromEntries(Object.entries(update).filter(([, v]) => v !== undefined));
  return { ...poll, ...defined, questions: { ...poll.questions, ...(update.questions ?? {}) } };
}

/** Spec §3/§9: week is 6 characters, the first 4 the year, the rest the week number. */
export function weekLabel(week: string): { year: string; week: number } | null {
  if (week.length !== WEEK_LENGTH) return null;
  const year = week.slice(0, 4);
  const number = Number(week.slice(4));
  if (!/^\d{4}$/.test(year) || !Number.isInteger(number) || number < 1 || number > 53) return null;
  return { year, week: number };
}

/** Whole percentages per answer (0 when nobody voted). */
export function percentages(
  results: Record<string, number> | undefined,
): Record<AnswerKey, number> {
  const counts = ANSWERS.map((key) => Math.max(0, results?.[key] ?? 0));
  const total = counts.reduce((a, b) => a + b, 0);
  const out = { question1: 0, question2: 0, question3: 0 };
  ANSWERS.forEach((key, i) => {
    out[key] = total ? Math.round(((counts[i] ?? 0) / total) * 100) : 0;
  });
  return out;
}

/** A poll the member already voted in (the server says which answer). */
export function alreadyVoted(poll: Poll): boolean {
  return Boolean(poll.votedAnswer && poll.votedAnswer !== NO_ANSWER);
}
