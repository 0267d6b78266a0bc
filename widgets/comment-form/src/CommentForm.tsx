import { useEffect, useId, useState, type FormEvent } from 'react';
import { errorMessage } from '@anstoss/api';
import { useTranslation, type TranslationKey } from '@anstoss/i18n';
import { getSession, type WidgetProps } from '@anstoss/runtime/widget';
import { CharCounter, ErrorText, ServerHtml, useStoreFields } from '@anstoss/ui';
import { clearDraft, readDraft, submitComment, writeDraft } from './api.ts';
import { EMPTY_DRAFT, flaggedFields, type PollField } from './logic.ts';
import type { CommentFormProps } from './props.ts';
import { createCommentFormStore } from './store.ts';
import './commentForm.css';

const POLL_INPUTS: { name: PollField; type: 'text' | 'date'; label: TranslationKey }[] = [
  { name: 'title', type: 'text', label: 'anstoss.commentForm.pollTitle' },
  { name: 'datumVon', type: 'date', label: 'anstoss.commentForm.pollDate' },
  { name: 'question', type: 'text', label: 'anstoss.commentForm.pollQuestion' },
  { name: 'answer1', type: 'text', label: 'anstoss.commentForm.pollAnswer1' },
  { name: 'answer2', type: 'text', label: 'anstoss.commentForm.pollAnswer2' },
];

/** View root: message with counter, optional poll part, inline errors, posted comments below. */
export function CommentForm({ props }: WidgetProps<CommentFormProps>) {
  const { t } = useTranslation();
  const [store] = useState(() => createCommentFormStore(readDraft(props.draftKey) ?? EMPTY_DRAFT));
  const { draft, status, error, flagged, posted } = useStoreFields(store, [
    'draft',
    'status',
    'error',
    'flagged',
    'posted',
  ]);
  const [loggedIn] = useState(() => getSession().loggedIn);
  const ids = useId();

  // Every change is kept locally until the server confirms the comment.
  useEffect(() => {
    writeDraft(props.draftKey, draft);
  }, [draft, props.draftKey]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status === 'sending') return;
    const sent = store.getState().draft;
    store.getState().sending();
    submitComment(props.action, sent).then(
      (answer) => {
        if (answer.success && answer.html !== undefined) {
          clearDraft(props.draftKey);
          store.getState().succeeded(answer.html);
        } else {
          store.getState().failed(errorMessage(answer), flaggedFields(answer.error, sent.usePoll));
        }
      },
      (failure: unknown) => store.getState().failed(errorMessage(failure), []),
    );
  };

  const counterId = `${ids}-counter`;
  const errorId = `${ids}-error`;
  const gate = loggedIn ? {} : { 'data-login-gate': '' };

  return (
    <div className="ast-widget ast-comment-form">
      <form onSubmit={submit} noValidate aria-label={t('anstoss.commentForm.label')} {...gate}>
        <label htmlFor={props.threadTextId}>{t('anstoss.commentForm.message')}</label>
        <textarea
          id={props.threadTextId}
          name="message"
          rows={4}
          maxLength={props.maxLength}
          value={draft.message}
          aria-describedby={`${counterId}${error ? ` ${errorId}` : ''}`}
          onChange={(e) => store.getState().setField('message', e.target.value)}
        />
        <CharCounter id={counterId} maxLength={props.maxLength} value={draft.message} />
        {props.poll && (
          <fieldset className="ast-comment-form__poll">
            <legend>{t('anstoss.commentForm.pollLegend')}</legend>
            <label className="ast-comment-form__toggle">
              <input
                type="checkbox"
                checked={draft.usePoll}
                onChange={(e) => store.getState().setUsePoll(e.target.checked)}
              />{' '}
              {t('anstoss.commentForm.pollToggle')}
            </label>
            {draft.usePoll &&
              POLL_INPUTS.map(({ name, type, label }) => {
                const invalid = flagged.includes(name);
                return (
                  <div key={name} className="ast-comment-form__field">
                    <label htmlFor={`${ids}-${name}`}>{t(label)}</label>
                    <input
                      id={`${ids}-${name}`}
                      name={name}
                      type={type}
                      value={draft[name]}
                      aria-invalid={invalid || undefined}
                      aria-describedby={invalid ? `${ids}-${name}-error` : undefined}
                      onChange={(e) => store.getState().setField(name, e.target.value)}
                    />
                    {invalid && (
                      <span id={`${ids}-${name}-error`} className="ast-comment-form__field-error">
                        {t('anstoss.commentForm.fieldInvalid')}
                      </span>
                    )}
                  </div>
                );
              })}
          </fieldset>
        )}
        {error && <ErrorText id={errorId} message={error} />}
        <button type="submit" className="ast-button" disabled={status === 'sending'}>
          {t(status === 'sending' ? 'anstoss.commentForm.sending' : 'anstoss.commentForm.submit')}
        </button>
      </form>
      {posted.length > 0 && (
        <div className="ast-comment-form__posted" role="status">
          <p className="ast-visually-hidden">{t('anstoss.commentForm.posted')}</p>
          {posted.map((entry) => (
            <ServerHtml key={entry.id} html={entry.html} className="ast-comment-form__new" />
          ))}
        </div>
      )}
    </div>
  );
}
