import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formatNumber, useTranslation } from '@anstoss/i18n';
import { getSession, goToLogin, on, type WidgetProps } from '@anstoss/runtime/widget';
import {
  ErrorText,
  Stars,
  StarsInput,
  SubmitButton,
  starsFromAverage,
  starsFromPoints,
  useAction,
  useFocusAfter,
  useStoreFields,
  SessionEnded,
} from '@anstoss/ui';
import { sendRating } from './api.ts';
import type { RatingProps } from './props.ts';
import { createRatingStore } from './store.ts';
import './rating.css';

/** View root: the lit stars, and a rating form opened by a button. */
export function Rating({ props }: WidgetProps<RatingProps>) {
  const { t } = useTranslation();
  const [store] = useState(() => createRatingStore(props.rating));
  const s = useStoreFields(store, ['active', 'initial', 'rating', 'voted']);
  const [loggedIn] = useState(() => getSession().loggedIn);
  const ids = useId();
  const focusAfter = useFocusAfter();
  const formRef = useRef<HTMLFormElement>(null);
  const byId = (id: string) => () => document.getElementById(id);
  const [send, sendAction] = useAction(
    (rating: number, { signal }) => sendRating(props.url, props.itemId, rating, signal),
    {
      session: getSession,
      onSuccess: () => {
        // The thanks replace the form and take focus (never <body>).
        focusAfter(byId(`${ids}-thanks`));
        store.getState().rated();
      },
      // An ended session offers the login (the chosen stars stay); focus on that button.
      onError: (_error, _rating, state) =>
        focusAfter(
          byId(state.status === 'error' && state.sessionEnded ? `${ids}-login` : `${ids}-error`),
        ),
    },
  );
  const pending = send.status === 'pending';

  useEffect(
    () =>
      on('ratingLoaded', (detail) => {
        if (detail?.itemId !== undefined && detail.itemId !== props.itemId) return;
        if (typeof detail?.uservote === 'number') store.getState().loaded(detail.uservote);
      }),
    [props.itemId, store],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { rating } = store.getState();
    if (rating < 1) return;
    void sendAction.run(rating);
  };

  const lit =
    props.points === undefined ? starsFromAverage(props.average) : starsFromPoints(props.points);
  const shown = props.points === undefined ? props.average : props.points / 100;
  const gate = loggedIn ? {} : { 'data-login-gate': '' };

  return (
    <div className="ast-widget ast-rating">
      <p className="ast-rating__stars">
        <Stars lit={lit} label={t('anstoss.rating.average', { value: formatNumber(shown) })} />
      </p>
      {s.voted && (
        <p id={`${ids}-thanks`} role="status">
          {t('anstoss.rating.thanks', { rating: s.initial })}
        </p>
      )}
      {!s.active ? (
        <button
          id={`${ids}-open`}
          type="button"
          className="ast-link-button"
          onClick={() => {
            // The stars replace the button: focus goes to the chosen (or first) star.
            focusAfter(() => {
              const form = formRef.current;
              return (
                form?.querySelector<HTMLElement>('input:checked') ??
                form?.querySelector('input') ??
                null
              );
            });
            sendAction.reset();
            store.getState().open();
          }}
          {...gate}
        >
          {t(s.initial > 0 ? 'anstoss.rating.change' : 'anstoss.rating.open')}
        </button>
      ) : (
        <form ref={formRef} onSubmit={submit} className="ast-rating__form" noValidate {...gate}>
          <StarsInput
            legend={t('anstoss.rating.legend')}
            value={s.rating}
            onChange={(n) => store.getState().choose(n)}
          />
          {send.status === 'error' &&
            (send.sessionEnded ? (
              <SessionEnded
                className="ast-rating__session"
                message={t('anstoss.rating.sessionEnded')}
                loginId={`${ids}-login`}
                onLogin={goToLogin}
              />
            ) : (
              <ErrorText id={`${ids}-error`} message={send.message} />
            ))}
          <SubmitButton busy={pending} busyLabel={t('anstoss.rating.sending')}>
            {t('anstoss.rating.submit')}
          </SubmitButton>{' '}
          <button
            type="button"
            className="ast-button ast-button--secondary"
            aria-disabled={pending || undefined}
            onClick={() => {
              if (pending) return;
              focusAfter(byId(`${ids}-open`));
              store.getState().cancel();
            }}
          >
            {t('anstoss.rating.cancel')}
          </button>
        </form>
      )}
    </div>
  );
}
