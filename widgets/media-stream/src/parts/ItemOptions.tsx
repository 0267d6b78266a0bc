import { useId, useState, type FormEvent } from 'react';
import type { ItemMeta } from '@anstoss/api/media';
import { reportDraftSchema } from '@anstoss/api/report';
import { useTranslation } from '@anstoss/i18n';
import { getSession, goToLogin } from '@anstoss/runtime/widget';
import {
  ErrorText,
  OffenseReport,
  SessionEnded,
  StarsInput,
  SubmitButton,
  TitleDescriptionForm,
  useAction,
  useFocusAfter,
  type Announce,
} from '@anstoss/ui';
import { reportDraft, sendItemEdit, sendItemRating } from '../api.ts';
import { offeredOptions, type NumberedEntry } from '../logic.ts';

export interface ItemOptionsProps {
  entry: NumberedEntry;
  meta: ItemMeta;
  /** POST endpoint and captcha of the offense report; without them no report. */
  reportAction: string;
  captchaUrl: string;
  /** POST {ratingUrl} {id, rating}; without it no rating. */
  ratingUrl: string;
  /** POST {editUrl} {action: update, id, title, description}; without it no edit. */
  editUrl: string;
  announce: Announce;
  /** The owner's new title and description took: the stream shows them. */
  onEdited: (uid: string, title: string) => void;
}

/**
 * Spec §2 Media stream widget "Item options, with a report_reply flag": report (the shared offense
 * report with captcha, subject `media_id`), rate (others' entries; guests are offered the login)
 * and, for the owner, edit. What the server's `options` allow and the page configures is shown.
 */
export function ItemOptions(p: ItemOptionsProps) {
  const { t } = useTranslation();
  const [draft] = useState(() => reportDraft(p.entry.uid, reportDraftSchema));
  const [subject] = useState(() => ({ media_id: p.entry.uid }));
  const { report, rate, edit } = offeredOptions(p.meta.options, p);
  if (!report && !rate && !edit) return null;
  return (
    <div
      className="ast-media-stream__options"
      role="group"
      aria-label={t('anstoss.mediaStream.options')}
    >
      {rate && <RateOption {...p} />}
      {edit && <EditOption {...p} />}
      {report && (
        <OffenseReport
          action={p.reportAction}
          captchaUrl={p.captchaUrl}
          subject={subject}
          draft={draft}
        />
      )}
    </div>
  );
}

/** Stars to choose and "Bewerten"; thanks take focus; a refusal shows the server's text. */
function RateOption({ entry, meta, ratingUrl }: ItemOptionsProps) {
  const { t } = useTranslation();
  const ids = useId();
  const focusAfter = useFocusAfter();
  const [rating, setRating] = useState(meta.uservote ?? 0);
  const [voted, setVoted] = useState(0);
  const [send, sendAction] = useAction(
    (stars: number, { signal }) => sendItemRating(ratingUrl, entry.uid, stars, signal),
    {
      session: getSession,
      onSuccess: (_answer, stars) => {
        setVoted(stars);
        focusAfter(() => document.getElementById(`${ids}-thanks`));
      },
      // An ended session offers the login beside the kept stars: focus moves there (never <body>).
      onError: (_error, _stars, state) =>
        focusAfter(() =>
          document.getElementById(
            state.status === 'error' && state.sessionEnded ? `${ids}-login` : `${ids}-error`,
          ),
        ),
    },
  );
  // A guest (never logged in here) is offered the login in place of the stars; a session that
  // ended on "Bewerten" keeps the chosen stars and offers the shared login (focus on it).
  if (!getSession().loggedIn && !send.sessionEnded)
    return (
      <button
        id={`${ids}-login`}
        type="button"
        className="ast-button ast-button--secondary"
        onClick={() => goToLogin()}
      >
        {t('anstoss.mediaStream.rateLogin')}
      </button>
    );
  if (voted)
    return (
      <p id={`${ids}-thanks`} role="status" tabIndex={-1} className="ast-media-stream__thanks">
        {t('anstoss.mediaStream.rated', { count: voted })}
      </p>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) return;
    void sendAction.run(rating);
  };
  return (
    <>
      <form className="ast-media-stream__rate" onSubmit={submit} noValidate>
        <StarsInput legend={t('anstoss.mediaStream.rate')} value={rating} onChange={setRating} />
        <SubmitButton
          busy={send.status === 'pending'}
          busyLabel={t('anstoss.mediaStream.sending')}
          className="ast-button ast-button--secondary"
        >
          {t('anstoss.mediaStream.rateSubmit')}
        </SubmitButton>
        {send.status === 'error' && !send.sessionEnded && (
          <ErrorText id={`${ids}-error`} message={send.message ?? {}} />
        )}
      </form>
      {send.sessionEnded && (
        <SessionEnded
          className="ast-media-stream__session"
          message={t('anstoss.mediaStream.rateSessionEnded')}
          loginId={`${ids}-login`}
          onLogin={goToLogin}
        />
      )}
    </>
  );
}

/** "Bearbeiten" opens the title and description form; saving closes it, focus returns. */
function EditOption({ entry, meta, editUrl, announce, onEdited }: ItemOptionsProps) {
  const { t } = useTranslation();
  const ids = useId();
  const focusAfter = useFocusAfter();
  const [open, setOpen] = useState(false);
  const [send, sendAction] = useAction(
    (values: { title: string; description: string }, { signal }) =>
      sendItemEdit(editUrl, entry.uid, values, signal),
    {
      session: getSession,
      onSuccess: (_answer, values) => {
        setOpen(false);
        onEdited(entry.uid, values.title);
        focusAfter(() => document.getElementById(`${ids}-edit`));
        announce(t('anstoss.mediaStream.saved'));
      },
      // An ended session: the form stays with what was typed; focus on the login offer.
      onError: (_error, _values, state) => {
        if (state.status === 'error' && state.sessionEnded)
          focusAfter(() => document.getElementById(`${ids}-login`));
      },
    },
  );
  if (!open)
    return (
      <button
        id={`${ids}-edit`}
        type="button"
        className="ast-button ast-button--secondary"
        aria-controls={`${ids}-form`}
        aria-expanded="false"
        onClick={() => setOpen(true)}
      >
        {t('anstoss.mediaStream.edit')}
      </button>
    );
  return (
    <>
      <TitleDescriptionForm
        id={`${ids}-form`}
        heading={t('anstoss.mediaStream.editTitle')}
        labels={{
          title: t('anstoss.mediaStream.editFieldTitle'),
          description: t('anstoss.mediaStream.editFieldDescription'),
          submit: t('anstoss.mediaStream.editSave'),
          busy: t('anstoss.mediaStream.sending'),
          cancel: t('anstoss.mediaStream.editCancel'),
        }}
        defaultValue={{ title: entry.title, description: meta.description ?? '' }}
        busy={send.status === 'pending'}
        error={send.status === 'error' && !send.sessionEnded ? (send.message ?? {}) : null}
        onSubmit={(values) => void sendAction.run(values)}
        onCancel={() => {
          setOpen(false);
          focusAfter(() => document.getElementById(`${ids}-edit`));
        }}
      />
      {send.sessionEnded && (
        <SessionEnded
          className="ast-media-stream__session"
          message={t('anstoss.mediaStream.editSessionEnded')}
          loginId={`${ids}-login`}
          onLogin={goToLogin}
        />
      )}
    </>
  );
}
