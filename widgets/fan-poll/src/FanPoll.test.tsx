import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  describeLoadFaults,
  describeWriteFaults,
  expectNoAxeViolations,
  initTestI18n,
  mockGetEndpoint,
  setupMswServer,
} from '@anstoss/ui/testing';
import { FanPoll } from './FanPoll.tsx';
import {
  closedPollFixture,
  noQuestionsFixture,
  openPollFixture,
  voteErrorFixture,
  voteFixture,
} from './fixtures.ts';
import { fanPollProps } from './props.ts';

const server = setupMswServer();
const questions = mockGetEndpoint(server, '/ajax/fan-poll/questions.json');
const vote = mockGetEndpoint(server, '/ajax/fan-poll/vote.json');
const text = mockGetEndpoint(server, '/ajax/fan-poll/text.json');

function renderWidget(attributes: Record<string, string> = {}) {
  const props = fanPollProps.parse({
    questionsUrl: '/ajax/fan-poll/questions.json',
    voteUrl: '/ajax/fan-poll/vote.json',
    pollTextUrl: '/ajax/fan-poll/text.json',
    ...attributes,
  });
  return render(<FanPoll props={props} host={document.createElement('div')} />);
}

const alerts = vi.fn();
beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  document.cookie = 'FBDE_LOGIN=1; path=/';
  window.alert = alerts;
  text.respond(() => HttpResponse.json({ poll: { text: 'Text vom eigenen Endpunkt' } }));
});
afterEach(() => {
  document.cookie = 'FBDE_LOGIN=; max-age=0; path=/';
});

function respondVote(body: Record<string, unknown>) {
  vote.respond(() => HttpResponse.json(body));
}

describe('fan-poll', () => {
  it('open: shows week label, the poll text from its endpoint and the answers as text', async () => {
    questions.respond(() => HttpResponse.json(openPollFixture));
    const { container } = renderWidget();
    expect(await screen.findByText('KW 47/2026')).toBeInTheDocument();
    expect(
      await screen.findByText('Text vom eigenen Endpunkt', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Text vom eigenen Endpunkt' })).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: '<img src=x onerror=alert("xss-poll")>Dribbling' }),
    ).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Abstimmen' })).toBeDisabled();
    expect(alerts).not.toHaveBeenCalled();
  });

  it('in English the German question and answers are marked lang="de", the widget\'s own texts not', async () => {
    initTestI18n('en');
    const main = document.body.appendChild(document.createElement('main'));
    main.setAttribute('lang', 'de');
    const host = main.appendChild(document.createElement('div'));
    host.setAttribute('lang', 'en');
    try {
      questions.respond(() => HttpResponse.json(openPollFixture));
      const props = fanPollProps.parse({
        questionsUrl: '/ajax/fan-poll/questions.json',
        voteUrl: '/ajax/fan-poll/vote.json',
        pollTextUrl: '/ajax/fan-poll/text.json',
      });
      render(<FanPoll props={props} host={host} />, { container: host });
      const question = await screen.findByText('Text vom eigenen Endpunkt', { selector: 'p' });
      expect(question).toHaveAttribute('lang', 'de');
      const answer = screen.getByRole('radio', { name: /Dribbling/ });
      expect(answer.closest('label')!.querySelector('[lang="de"]')).toHaveTextContent('Dribbling');
      expect(screen.getByRole('button', { name: 'Vote' }).closest('[lang]')).toBe(host);
    } finally {
      main.remove();
      initTestI18n('de');
    }
  });

  it('votes with the chosen answer, merges the verified result and sets userHasVoted', async () => {
    questions.respond(() => HttpResponse.json(openPollFixture));
    vote.respond(() => HttpResponse.json(voteFixture));
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole('radio', { name: 'Parade des Monats' }));
    await user.click(screen.getByRole('button', { name: 'Abstimmen' }));
    expect(await screen.findByText('Danke für deine Stimme!')).toBeInTheDocument();
    expect(screen.getByText('21 Stimmen')).toBeInTheDocument();
    expect(screen.getByText('(deine Stimme)')).toBeInTheDocument();
    expect(vote.requests).toHaveLength(1);
    // The button went away with the form: focus is on the thanks, never on the body.
    await waitFor(() => expect(screen.getByText('Danke für deine Stimme!')).toHaveFocus());
  });

  it('a verification that does not match is not a vote', async () => {
    questions.respond(() => HttpResponse.json(openPollFixture));
    respondVote({ ...voteFixture, verification: { id: 2, votedAnswer: 'question1' } });
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole('radio', { name: 'Parade des Monats' }));
    await user.click(screen.getByRole('button', { name: 'Abstimmen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('unbekannter Fehler');
    expect(screen.getByRole('radio', { name: 'Parade des Monats' })).toBeChecked();
  });

  it('a failed vote shows error.message', async () => {
    questions.respond(() => HttpResponse.json(openPollFixture));
    respondVote(voteErrorFixture);
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole('radio', { name: 'Tor des Monats' }));
    await user.click(screen.getByRole('button', { name: 'Abstimmen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Du hast bereits abgestimmt.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Abstimmen' })).toHaveFocus());
  });

  it('without a vote endpoint nothing is sent', async () => {
    questions.respond(() => HttpResponse.json(openPollFixture));
    renderWidget({ voteUrl: '' });
    await screen.findByRole('radio', { name: 'Tor des Monats' });
    expect(screen.queryByRole('button', { name: 'Abstimmen' })).toBeNull();
  });

  it('closed: the results', async () => {
    questions.respond(() => HttpResponse.json(closedPollFixture));
    renderWidget({ pollTextUrl: '' });
    expect(await screen.findByText('Wer wird Meister?')).toBeInTheDocument();
    expect(screen.getByText('50 %')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('a poll missing a question: no questions', async () => {
    questions.respond(() => HttpResponse.json(noQuestionsFixture));
    renderWidget({ pollTextUrl: '' });
    expect(await screen.findByText('Diese Woche gibt es keine Umfrage.')).toBeInTheDocument();
  });

  it('success false: no questions', async () => {
    questions.respond(() => HttpResponse.json({ ...openPollFixture, success: false }));
    renderWidget({ pollTextUrl: '' });
    expect(await screen.findByText('Diese Woche gibt es keine Umfrage.')).toBeInTheDocument();
  });

  it('a member who already voted sees the results', async () => {
    questions.respond(() =>
      HttpResponse.json({
        ...openPollFixture,
        poll: { ...openPollFixture.poll, votedAnswer: 'question1' },
      }),
    );
    renderWidget({ pollTextUrl: '' });
    expect(await screen.findByText('(deine Stimme)')).toBeInTheDocument();
  });

  it('logged out, only the vote button is login-gated, with a visible hint', async () => {
    document.cookie = 'FBDE_LOGIN=; max-age=0; path=/';
    questions.respond(() => HttpResponse.json(openPollFixture));
    renderWidget();
    const radio = await screen.findByRole('radio', { name: 'Tor des Monats' });
    // Arrow keys in the radio group choose an answer; they never send a guest to the login.
    expect(radio.closest('[data-login-gate]')).toBeNull();
    const button = screen.getByRole('button', { name: 'Abstimmen' });
    expect(button).toHaveAttribute('data-login-gate');
    expect(button).toBeEnabled();
    expect(button).toHaveAccessibleDescription('Zum Abstimmen musst du angemeldet sein.');
    expect(screen.getByText('Zum Abstimmen musst du angemeldet sein.')).toBeVisible();
  });

  it('has no axe violations, open and with results', async () => {
    questions.respond(() => HttpResponse.json(openPollFixture));
    const open = renderWidget();
    await screen.findByRole('radio', { name: 'Tor des Monats' });
    await expectNoAxeViolations(open.container);
    open.unmount();
    questions.respond(() => HttpResponse.json(closedPollFixture));
    const closed = renderWidget();
    await screen.findByText('50 %');
    await expectNoAxeViolations(closed.container);
  });

  it('speaks English', async () => {
    initTestI18n('en');
    questions.respond(() => HttpResponse.json(openPollFixture));
    renderWidget();
    expect(await screen.findByText('Week 47/2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vote' })).toBeInTheDocument();
    initTestI18n('de');
  });

  describeLoadFaults('faults of the questions', {
    server,
    path: '/ajax/fan-poll/questions.json',
    schemaMismatch: { success: true, poll: { isopen: 'ja' } },
    consoleWarn: '[anstoss] fan-poll: could not load',
    render: () => renderWidget({ pollTextUrl: '' }),
  });

  let view: ReturnType<typeof renderWidget> | null = null;
  const voteButton = () => screen.getByRole('button', { name: /^(Abstimmen|Wird gesendet)/ });
  // The vote is a GET that writes: sent once, never retried automatically.
  describeWriteFaults('faults of the vote: the choice stays, focus on "Abstimmen"', {
    server,
    method: 'get',
    path: '/ajax/fan-poll/vote.json',
    schemaMismatch: { success: 'ja' },
    render: () => {
      questions.respond(() => HttpResponse.json(openPollFixture));
      view = renderWidget();
    },
    submit: async (user) => {
      await user.click(await screen.findByRole('radio', { name: 'Parade des Monats' }));
      await user.click(voteButton());
    },
    submitButton: voteButton,
    busyText: 'Wird gesendet …',
    focusAfterFailure: (kind) =>
      kind === 'error' ? voteButton() : screen.getByRole('button', { name: 'Erneut anmelden' }),
    expectKept: () =>
      expect(screen.getByRole('radio', { name: 'Parade des Monats' })).toBeChecked(),
    retry: {
      control: voteButton,
      success: voteFixture,
      expectDone: async () => {
        const thanks = await screen.findByText('Danke für deine Stimme!');
        await waitFor(() => expect(thanks).toHaveFocus());
        expect(screen.getByText('(deine Stimme)')).toBeInTheDocument();
      },
    },
    unmount: () => view?.unmount(),
  });

  it('after a failed vote the choice stays, a new choice clears the error', async () => {
    questions.respond(() => HttpResponse.json(openPollFixture));
    respondVote(voteErrorFixture);
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole('radio', { name: 'Tor des Monats' }));
    await user.click(screen.getByRole('button', { name: 'Abstimmen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Du hast bereits abgestimmt.');
    expect(screen.getByRole('radio', { name: 'Tor des Monats' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Parade des Monats' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe("fan-poll on an English page (the editors' German)", () => {
  it('marks the question and answers lang="de" in English, not the button; nothing in German', async () => {
    // An English page of the CMS: no German content area around the host.
    document.documentElement.setAttribute('lang', 'en');
    initTestI18n('en');
    questions.respond(() => HttpResponse.json(openPollFixture));
    try {
      const { unmount } = renderWidget();
      const question = await screen.findByText('Text vom eigenen Endpunkt', { selector: 'p' });
      expect(question).toHaveAttribute('lang', 'de');
      const answer = screen.getByRole('radio', { name: 'Parade des Monats' });
      expect(answer.closest('label')!.querySelector('[lang="de"]')).toHaveTextContent(
        'Parade des Monats',
      );
      expect(screen.getByRole('button', { name: 'Vote' }).closest('[lang]')).toBe(
        document.documentElement,
      );
      unmount();
      document.documentElement.setAttribute('lang', 'de');
      initTestI18n('de');
      renderWidget();
      const german = await screen.findByText('Text vom eigenen Endpunkt', { selector: 'p' });
      expect(german).not.toHaveAttribute('lang');
    } finally {
      document.documentElement.removeAttribute('lang');
      initTestI18n('de');
    }
  });
});
