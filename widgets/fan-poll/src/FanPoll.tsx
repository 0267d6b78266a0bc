import { type FormEvent, useId, useRef, useState } from 'react';
import { formatNumber, portalTextLang, useTranslation } from '@anstoss/i18n';
import { getSession, goToLogin, type WidgetProps } from '@anstoss/runtime/widget';
import {
  ErrorText,
  Loader,
  SubmitButton,
  useAction,
  useFocusAfter,
  useResource,
  useStoreFields,
  SessionEnded,
} from '@anstoss/ui';
import { fetchPoll, fetchPollText, sendVote } from './api.ts';
import {
  alreadyVoted,
  ANSWERS,
  canSendVote,
  isValidPoll,
  percentages,
  pollView,
  weekLabel,
} from './logic.ts';
import type { FanPollProps } from './props.ts';
import { createFanPollStore } from './store.ts';
import './fanPoll.css';

/** View root: the week label, the poll text, the answers to vote on or the results. */
export function FanPoll({ props }: WidgetProps<FanPollProps>) {
  const { t, i18n } = useTranslation();
  // The editors write the question and the answers in German: in an English widget they say so,
  // on an English page as inside a German content area (WCAG 3.1.2).
  const contentLang = portalTextLang(i18n.language);
  const [store] = useState(() =>
    createFanPollStore(
      ({ pollId, votedAnswer }, { signal }) => sendVote(props.voteUrl, pollId, votedAnswer, signal),
      getSession,
    ),
  );
  const s = useStoreFields(store, [
    'complete',
    'poll',
    'status',
    'text',
    'userHasVoted',
    'votedAnswer',
  ]);
  const [voting, voteAction] = useAction(store.getState().vote, { abortOnUnmount: true });
  const [loggedIn] = useState(() => getSession().loggedIn);
  const ids = useId();
  // The radio group and the button disappear when the results show: focus goes to the thanks
  // (or the results), after a failed vote back to the button (the focus-return rule).
  const focusAfter = useFocusAfter();
  const resultsRef = useRef<HTMLDivElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const voteButtonRef = useRef<HTMLButtonElement>(null);
  const loginRef = useRef<HTMLButtonElement>(null);

  const [, questions] = useResource({
    key: props.questionsUrl,
    load: (url, { signal }) => fetchPoll(url, signal),
    onData: (response) => {
      const view = pollView(response);
      const poll = isValidPoll(response) ? response.poll : null;
      store.getState().loaded(view, poll, poll ? alreadyVoted(poll) : false);
    },
    onError: (error, url) => {
      console.warn('[anstoss] fan-poll: could not load', url, error);
      store.getState().failed();
    },
  });
  // The editorial poll text is optional: when it fails, the poll's own text stays.
  useResource({
    key: props.pollTextUrl || null,
    load: (url, { signal }) => fetchPollText(url, signal),
    onData: (text) => store.getState().setText(text),
  });

  if (s.status === 'loading') return <Loader />;
  if (s.status === 'error') return <ErrorText onRetry={questions.retry} />;
  if (s.status === 'noQuestions' || !s.poll)
    return (
      <p className="ast-widget ast-fan-poll ast-fan-poll--empty">
        {t('anstoss.fanPoll.noQuestions')}
      </p>
    );

  const poll = s.poll;
  const week = weekLabel(poll.week);
  const text = s.text || poll.text;
  const showResults = s.complete || s.userHasVoted;

  const vote = (event: FormEvent) => {
    event.preventDefault();
    const { votedAnswer, poll: current } = store.getState();
    if (!current || !canSendVote(votedAnswer, props.voteUrl)) return;
    void voteAction.run({ pollId: String(current.id), votedAnswer }).then((state) => {
      if (state.status === 'success') focusAfter(() => thanksRef.current ?? resultsRef.current);
      // An ended session offers the login (the choice stays): focus on that button.
      else if (state.status === 'error' && state.sessionEnded) focusAfter(loginRef);
      // The error is announced (an alert); focus stays on (or comes back to) "Abstimmen".
      else if (state.status === 'error') focusAfter(voteButtonRef);
    });
  };

  const shares = percentages(poll.results);
  // Guests may choose an answer (arrow keys in the radio group never leave the page, WCAG
  // 3.2.2); only "Abstimmen" is login-gated, and a visible hint says so beforehand.
  const gate = loggedIn ? {} : { 'data-login-gate': '' };
  const hintId = `${ids}-login-hint`;

  return (
    <div className="ast-widget ast-fan-poll">
      {week && (
        <p className="ast-fan-poll__week">
          {t('anstoss.fanPoll.week', { week: week.week, year: week.year })}
        </p>
      )}
      {text && (
        <p id={`${ids}-text`} className="ast-fan-poll__text" lang={contentLang}>
          {text}
        </p>
      )}
      {showResults ? (
        <div className="ast-fan-poll__results" ref={resultsRef}>
          <ul aria-labelledby={text ? `${ids}-text` : undefined}>
            {ANSWERS.map((key) => (
              <li key={key} className={s.votedAnswer === key ? 'ast-fan-poll__mine' : undefined}>
                <span className="ast-fan-poll__answer" lang={contentLang}>
                  {poll.questions[key]}
                </span>{' '}
                <span className="ast-fan-poll__share">{formatNumber(shares[key])} %</span>
                <span className="ast-fan-poll__bar" aria-hidden="true">
                  <span style={{ width: `${shares[key]}%` }} />
                </span>
                {s.votedAnswer === key && (
                  <span className="ast-fan-poll__badge"> {t('anstoss.fanPoll.yourVote')}</span>
                )}
              </li>
            ))}
          </ul>
          {poll.votes !== undefined && (
            <p className="ast-fan-poll__votes">
              {t('anstoss.fanPoll.votes', { count: poll.votes })}
            </p>
          )}
          {s.userHasVoted && !s.complete && (
            <p role="status" ref={thanksRef}>
              {t('anstoss.fanPoll.thanks')}
            </p>
          )}
        </div>
      ) : (
        <form onSubmit={vote} className="ast-fan-poll__form">
          <fieldset>
            <legend className="ast-visually-hidden" lang={text ? contentLang : undefined}>
              {text || t('anstoss.fanPoll.legend')}
            </legend>
            {ANSWERS.map((key) => (
              <label key={key} className="ast-fan-poll__option">
                <input
                  type="radio"
                  name={`${ids}-answer`}
                  value={key}
                  checked={s.votedAnswer === key}
                  onChange={() => store.getState().choose(key)}
                />{' '}
                <span lang={contentLang}>{poll.questions[key]}</span>
              </label>
            ))}
          </fieldset>
          {voting.status === 'error' &&
            (voting.sessionEnded ? (
              <SessionEnded
                className="ast-fan-poll__session"
                message={t('anstoss.fanPoll.sessionEnded')}
                loginRef={loginRef}
                onLogin={goToLogin}
              />
            ) : (
              <ErrorText message={voting.message} />
            ))}
          {props.voteUrl && !loggedIn && (
            <p id={hintId} className="ast-fan-poll__login-hint">
              {t('anstoss.fanPoll.loginHint')}
            </p>
          )}
          {props.voteUrl && (
            <SubmitButton
              ref={voteButtonRef}
              busy={voting.status === 'pending'}
              busyLabel={t('anstoss.fanPoll.sending')}
              disabled={loggedIn && !canSendVote(s.votedAnswer, props.voteUrl)}
              aria-describedby={loggedIn ? undefined : hintId}
              {...gate}
            >
              {t('anstoss.fanPoll.vote')}
            </SubmitButton>
          )}
        </form>
      )}
    </div>
  );
}
