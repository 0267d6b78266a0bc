import { describe, expect, it } from 'vitest';
import { ApiError } from '@anstoss/api';
import type { Poll } from './api.ts';
import {
  alreadyVoted,
  canSendVote,
  isValidPoll,
  mergePoll,
  percentages,
  pollView,
  verificationMatches,
  weekLabel,
} from './logic.ts';
import { createFanPollStore } from './store.ts';

const questions = { question1: 'A', question2: 'B', question3: 'C' };
const poll: Poll = { id: '7', isopen: true, week: '202647', text: 'Frage?', questions };

describe('poll validity and view (spec §4 Poll)', () => {
  it('is valid only with success and question1, question2 and question3', () => {
    expect(isValidPoll({ success: true, poll })).toBe(true);
    expect(isValidPoll({ success: false, poll })).toBe(false);
    for (const missing of ['question1', 'question2', 'question3'] as const) {
      const q = { ...questions } as Record<string, string | undefined>;
      delete q[missing];
      expect(isValidPoll({ success: true, poll: { ...poll, questions: q } })).toBe(false);
    }
    expect(isValidPoll({ success: true })).toBe(false);
  });
  it('valid and open: open; valid and closed: complete; otherwise noQuestions', () => {
    expect(pollView({ success: true, poll })).toBe('open');
    expect(pollView({ success: true, poll: { ...poll, isopen: false } })).toBe('complete');
    expect(pollView({ success: false, poll })).toBe('noQuestions');
  });
});

describe('voting (spec §5 Poll and submissions, §4 Poll)', () => {
  it('is sent only with an answer chosen and a vote endpoint', () => {
    expect(canSendVote('question2', '/vote')).toBe(true);
    expect(canSendVote('none', '/vote')).toBe(false);
    expect(canSendVote('', '/vote')).toBe(false);
    expect(canSendVote(undefined, '/vote')).toBe(false);
    expect(canSendVote('question2', '')).toBe(false);
  });
  it('counts only when the verification id and votedAnswer match', () => {
    const ok = { success: true, verification: { id: '7', votedAnswer: 'question2' } };
    expect(verificationMatches(poll, 'question2', ok)).toBe(true);
    expect(
      verificationMatches(poll, 'question2', {
        ...ok,
        verification: { id: '7', votedAnswer: 'question2' },
      }),
    ).toBe(true);
    expect(verificationMatches(poll, 'question1', ok)).toBe(false);
    expect(verificationMatches({ id: '8' }, 'question2', ok)).toBe(false);
    expect(verificationMatches(poll, 'question2', { success: true })).toBe(false);
    expect(verificationMatches(poll, 'question2', { ...ok, success: false })).toBe(false);
  });
  it('merges the poll data of the answer', () => {
    const merged = mergePoll(
      { ...poll, results: { question1: 1 } },
      { results: { question1: 2, question2: 1 }, votes: 3 },
    );
    expect(merged).toMatchObject({
      id: '7',
      text: 'Frage?',
      results: { question1: 2, question2: 1 },
      votes: 3,
      questions,
    });
  });
  it('the store sets userHasVoted after a vote and keeps the error of a failed one', async () => {
    let answer = (): Promise<Partial<Poll> | undefined> =>
      Promise.reject(
        new ApiError('http', 'refused', {
          status: 200,
          serverMessage: 'Du hast bereits abgestimmt.',
        }),
      );
    const store = createFanPollStore(() => answer());
    store.getState().loaded('open', poll, false);
    expect(store.getState()).toMatchObject({
      complete: false,
      votedAnswer: 'none',
      userHasVoted: false,
    });
    store.getState().choose('question1');
    await store.getState().vote.run({ pollId: '7', votedAnswer: 'question1' });
    expect(store.getState().userHasVoted).toBe(false);
    expect(store.getState().vote.getState().message).toEqual({
      text: 'Du hast bereits abgestimmt.',
    });
    // A new choice clears the failure.
    store.getState().choose('question2');
    expect(store.getState().vote.getState().status).toBe('idle');
    answer = () => Promise.resolve({ votes: 10 });
    await store.getState().vote.run({ pollId: '7', votedAnswer: 'question2' });
    expect(store.getState()).toMatchObject({ userHasVoted: true, poll: { votes: 10 } });
  });
  it('complete and noQuestions flags follow the view', () => {
    const store = createFanPollStore();
    store.getState().loaded('complete', poll, false);
    expect(store.getState()).toMatchObject({ complete: true, noQuestions: false });
    store.getState().loaded('noQuestions', null, false);
    expect(store.getState()).toMatchObject({ complete: false, noQuestions: true });
  });
  it('knows a member who already voted', () => {
    expect(alreadyVoted({ ...poll, votedAnswer: 'question3' })).toBe(true);
    expect(alreadyVoted({ ...poll, votedAnswer: 'none' })).toBe(false);
    expect(alreadyVoted(poll)).toBe(false);
  });
});

describe('weekLabel (spec §3, §9: 6 characters, year then week)', () => {
  it('reads year and week number', () => {
    expect(weekLabel('202647')).toEqual({ year: '2026', week: 47 });
    expect(weekLabel('202601')).toEqual({ year: '2026', week: 1 });
  });
  it('rejects other lengths and nonsense', () => {
    for (const week of ['', '20264', '2026470', 'abcd12', '202600', '202699'])
      expect(weekLabel(week)).toBeNull();
  });
});

describe('percentages', () => {
  it('rounds shares and copes with no votes', () => {
    expect(percentages({ question1: 1, question2: 1, question3: 2 })).toEqual({
      question1: 25,
      question2: 25,
      question3: 50,
    });
    expect(percentages(undefined)).toEqual({ question1: 0, question2: 0, question3: 0 });
  });
});
