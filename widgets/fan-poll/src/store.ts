/**
 * The fan poll (spec §4 Poll): loading, then open (complete false, the member can vote),
 * complete (results) or noQuestions; after a matching vote the data is merged and userHasVoted
 * set; a failed vote shows the server's message. The vote is an action (`createAction`: one in
 * flight, never retried); its state is the form's busy and error.
 */
import { createStore } from 'zustand/vanilla';
import { createAction, type Action, type ActionSend, type SessionLike } from '@anstoss/api';
import type { Poll } from './api.ts';
import { mergePoll, NO_ANSWER, type PollView } from './logic.ts';

export interface FanPollState {
  status: 'loading' | 'error' | PollView;
  poll: Poll | null;
  complete: boolean;
  noQuestions: boolean;
  userHasVoted: boolean;
  votedAnswer: string;
  /** The vote: sends `{ pollId, votedAnswer }`, resolves with the poll data of the answer. */
  vote: Action<Partial<Poll> | undefined, VoteRequest>;
  text: string;
  loaded: (view: PollView, poll: Poll | null, userHasVoted: boolean) => void;
  failed: () => void;
  choose: (answer: string) => void;
  voted: (update: Partial<Poll> | undefined) => void;
  setText: (text: string) => void;
}

export interface VoteRequest {
  pollId: string;
  votedAnswer: string;
}

/**
 * `send` is the vote's request (it rejects unless the server verified this vote); `session`
 * decides after a failure whether the session has ended (`getSession`: the login is offered).
 */
export function createFanPollStore(
  send: ActionSend<VoteRequest, Partial<Poll> | undefined> = () =>
    Promise.reject(new Error('no vote endpoint')),
  session?: () => SessionLike,
) {
  return createStore<FanPollState>()((set, get) => ({
    status: 'loading',
    poll: null,
    complete: false,
    noQuestions: false,
    userHasVoted: false,
    votedAnswer: NO_ANSWER,
    vote: createAction(send, { session, onSuccess: (update) => get().voted(update) }),
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
    choose: (answer) => {
      // A new choice clears the last failure (not while a vote is on its way).
      if (get().vote.getState().status === 'error') get().vote.reset();
      set({ votedAnswer: answer });
    },
    voted: (update) =>
      set((s) => ({
        userHasVoted: true,
        poll: s.poll ? mergePoll(s.poll, update) : s.poll,
      })),
    setText: (text) => set({ text }),
  }));
}

export type FanPollStore = ReturnType<typeof createFanPollStore>;
