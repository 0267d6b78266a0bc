/**
 * The fan poll (spec §4 Poll): loading, then open (complete false, the member can vote),
 * complete (results) or noQuestions; after a matching vote the data is merged and userHasVoted
 * set; a failed vote shows the server's message.
 */
import { createStore } from 'zustand/vanilla';
import type { ErrorMessage } from '@anstoss/ui';
import type { Poll } from './api.ts';
import { mergePoll, NO_ANSWER, type PollView } from './logic.ts';

export interface FanPollState {
  status: 'loading' | 'error' | PollView;
  poll: Poll | null;
  complete: boolean;
  noQuestions: boolean;
  userHasVoted: boolean;
  votedAnswer: string;
  sending: boolean;
  voteError: ErrorMessage | null;
  text: string;
  loaded: (view: PollView, poll: Poll | null, userHasVoted: boolean) => void;
  failed: () => void;
  choose: (answer: string) => void;
  voteSending: () => void;
  voted: (update: Partial<Poll> | undefined) => void;
  voteFailed: (error: ErrorMessage) => void;
  setText: (text: string) => void;
}

export function createFanPollStore() {
  return createStore<FanPollState>()((set) => ({
    status: 'loading',
    poll: null,
    complete: false,
    noQuestions: false,
    userHasVoted: false,
    votedAnswer: NO_ANSWER,
    sending: false,
    voteError: null,
    text: '',
    loaded: (view, poll, userHasVoted) =>
      set({
        status: view,
        poll,
        complete: view === 'complete',
        noQuestions: view === 'noQuestions',
        userHasVoted,
        votedAnswer: userHasVoted && poll?.votedAnswer ? poll.votedAnswer : NO_ANSWER,
      }),
    failed: () => set({ status: 'error' }),
    choose: (answer) => set({ votedAnswer: answer, voteError: null }),
    voteSending: () => set({ sending: true, voteError: null }),
    voted: (update) =>
      set((s) => ({
        sending: false,
        userHasVoted: true,
        poll: s.poll ? mergePoll(s.poll, update) : s.poll,
      })),
    voteFailed: (error) => set({ sending: false, voteError: error }),
    setText: (text) => set({ text }),
  }));
}

export type FanPollStore = ReturnType<typeof createFanPollStore>;
