import type { QuestionsAnswer, VoteAnswer } from './api.ts';

/** Schema-valid sample answers, shared by tests and stories. */
export const openPollFixture: QuestionsAnswer = {
  success: true,
  poll: {
    id: 2,
    isopen: true,
    week: '202647',
    text: 'Welche Szene des Spieltags war die schönste?',
    questions: {
      question1: 'Tor des Monats',
      question2: 'Parade des Monats',
      question3: '<img src=x onerror=alert("xss-poll")>Dribbling',
    },
    results: { question1: 10, question2: 5, question3: 5 },
    votes: 20,
    votedAnswer: 'none',
  },
};

export const closedPollFixture: QuestionsAnswer = {
  success: true,
  poll: { ...openPollFixture.poll!, id: 1, isopen: false, text: 'Wer wird Meister?' },
};

export const noQuestionsFixture: QuestionsAnswer = {
  success: true,
  poll: {
    id: 3,
    isopen: true,
    week: '202647',
    text: '',
    questions: { question1: 'A', question2: 'B' },
  },
};

export const voteFixture: VoteAnswer = {
  success: true,
  verification: { id: 2, votedAnswer: 'question2' },
  poll: { results: { question1: 10, question2: 6, question3: 5 }, votes: 21 },
};

export const voteErrorFixture: VoteAnswer = {
  success: false,
  error: { message: 'Du hast bereits abgestimmt.' },
};
