/** Pure rules of the comment and poll form (spec §3, §4 Comment form, §5). */
import type { Draft } from './api.ts';

export type { Draft };

export const POLL_FIELDS = ['title', 'datumVon', 'question', 'answer1', 'answer2'] as const;
export type PollField = (typeof POLL_FIELDS)[number];
export type FieldName = 'message' | PollField;

export const EMPTY_DRAFT: Draft = {
  message: '',
  usePoll: false,
  title: '',
  datumVon: '',
  question: '',
  answer1: '',
  answer2: '',
};

/**
 * Spec §5: with the poll part in use, each poll field is flagged when the server's error does not
 * report it as valid. An error without a `valid` map is not about the poll: nothing is flagged.
 */
export function flaggedFields(
  error: { valid?: Record<string, boolean> | undefined } | undefined,
  usePoll: boolean,
): PollField[] {
  if (!usePoll || !error?.valid) return [];
  const valid = error.valid;
  return POLL_FIELDS.filter((name) => valid[name] !== true);
}

/** Without a poll part the poll fields are not sent. */
export function hasPollInput(draft: Draft): boolean {
  return POLL_FIELDS.some((name) => draft[name].trim() !== '');
}
