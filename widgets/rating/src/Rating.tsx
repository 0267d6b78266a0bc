import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '@anstoss/api';
import { formatNumber, useTranslation } from '@anstoss/i18n';
import { getSession, on, type WidgetProps } from '@anstoss/runtime/widget';
import {
  ErrorText,
  Stars,
  StarsInput,
  starsFromAverage,
  starsFromPoints,
  useStoreFields,
} from '@anstoss/ui';
import { sendRating } from './api.ts';
import type { RatingProps } from './props.ts';
import { createRatingStore } from './store.ts';
import './rating.css';

/** View root: the lit stars, and a rating form opened by a button. */
export function Rating({ props }: WidgetProps<RatingProps>) {
  const { t } = useTranslation();
  const [store] = useState(() => createRatingStore(props.rating));
  const s = useStoreFields(store, ['active', 'error', 'initial', 'rating', 'sending', 'voted']);
  const [loggedIn] = useState(() => getSession().loggedIn);

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
    const { rating, sending } = store.getState();
    if (sending || rating < 1) return;
    store.getState().sending_();
    sendRating(props.url, props.itemId, rating).then(
      (answer) =>
        store.getState().answered(answer.success, answer.success ? null : errorMessage(answer)),
      (error: unknown) => store.getState().answered(false, errorMessage(error)),
    );
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
      {s.voted && <p role="status">{t('anstoss.rating.thanks', { rating: s.initial })}</p>}
      {!s.active ? (
        <button
          type="button"
          className="ast-link-button"
          onClick={() => store.getState().open()}
          {...gate}
        >
          {t(s.initial > 0 ? 'anstoss.rating.change' : 'anstoss.rating.open')}
        </button>
      ) : (
        <form onSubmit={submit} className="ast-rating__form" {...gate}>
          <StarsInput
            legend={t('anstoss.rating.legend')}
            value={s.rating}
            onChange={(n) => store.getState().choose(n)}
          />
          {s.error && <ErrorText message={s.error} />}
          <button type="submit" className="ast-button" disabled={s.sending || s.rating < 1}>
            {t('anstoss.rating.submit')}
          </button>{' '}
          <button
            type="button"
            className="ast-button ast-button--secondary"
            onClick={() => store.getState().cancel()}
          >
            {t('anstoss.rating.cancel')}
          </button>
        </form>
      )}
    </div>
  );
}
