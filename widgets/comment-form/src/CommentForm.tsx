import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '@anstoss/api';
import { useTranslation, type TranslationKey } from '@anstoss/i18n';
import { emit, getSession, goToLogin, on, type WidgetProps } from '@anstoss/runtime/widget';
import {
  CharCounter,
  COUNTER_THRESHOLDS,
  ErrorText,
  fieldAria,
  scrollToForm,
  ServerHtml,
  StatusRegion,
  SubmitButton,
  useAction,
  useAnnounce,
  useFocusAfter,
  useStoreFields,
  SessionEnded,
} from '@anstoss/ui';
import { commentDraft, submitComment, type Draft } from './api.ts';
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
export function CommentForm(widget: WidgetProps<CommentFormProps>) {
  return (
    <StatusRegion>
      <CommentFormView {...widget} />
    </StatusRegion>
  );
}

function CommentFormView({ props }: WidgetProps<CommentFormProps>) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const focusAfter = useFocusAfter();
  const formRef = useRef<HTMLFormElement | null>(null);
  const postedRef = useRef<HTMLDivElement | null>(null);
  const [drafts] = useState(() => commentDraft(props.draftKey));
  const [store] = useState(() => createCommentFormStore(drafts.read() ?? EMPTY_DRAFT));
  const { draft, error, flagged, posted, replyTo } = useStoreFields(store, [
    'draft',
    'error',
    'flagged',
    'posted',
    'replyTo',
  ]);
  const [loggedIn] = useState(() => getSession().loggedIn);
  const ids = useId();

  // Every change is kept locally until the server confirms the comment.
  useEffect(() => {
    drafts.write(draft);
  }, [draft, drafts]);

  // "Antworten" on a comment of this thread: answer it, bring the form into view, focus the field.
  useEffect(
    () =>
      on('commentReply', (detail) => {
        if (!detail || detail.threadTextId !== props.threadTextId) return;
        store.getState().setReplyTo({ id: String(detail.parentId), name: String(detail.name) });
        scrollToForm(formRef.current);
        document.getElementById(props.threadTextId)?.focus({ preventScroll: true });
        announce(t('anstoss.commentForm.replyReady', { name: String(detail.name) }));
      }),
    [announce, props.threadTextId, store, t],
  );

  const cancelReply = () => {
    store.getState().setReplyTo(null);
    document.getElementById(props.threadTextId)?.focus();
  };

  const failed = (message: ReturnType<typeof errorMessage>, fields: PollField[]) => {
    // The error replaces the busy state and takes focus (never <body>).
    focusAfter(() => document.getElementById(errorId));
    store.getState().failed(message, fields);
  };
  const [send, sendAction] = useAction(
    (input: { draft: Draft; parentId: string | null }, { signal }) =>
      submitComment(props.action, input.draft, input.parentId, signal),
    {
      session: getSession,
      onSuccess: (answer, { draft: sent }) => {
        if (answer.success && answer.html !== undefined) {
          drafts.clear();
          focusAfter(postedRef);
          store.getState().succeeded(answer.html);
          // The thread below counts it: no "Noch keine Kommentare" under a posted comment.
          emit('commentPosted', { threadTextId: props.threadTextId });
          // Spec §9: after a successful submit the page rests 160 px above the form's top; in the
          // next frame, after focus moved to the posted comment (which may scroll by itself).
          requestAnimationFrame(() => scrollToForm(formRef.current));
        } else {
          failed(errorMessage(answer), flaggedFields(answer.error, sent.usePoll));
        }
      },
      onError: (_error, _input, state) => {
        // An ended session keeps the draft and offers the login instead of an error.
        if (state.status === 'error' && state.sessionEnded) {
          focusAfter(() => document.getElementById(`${ids}-session`));
          return;
        }
        failed(state.status === 'error' ? state.message : errorMessage(null), []);
      },
    },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { draft: sent, replyTo: answering } = store.getState();
    store.getState().sendStarted();
    void sendAction.run({ draft: sent, parentId: answering?.id ?? null });
  };

  const errorId = `${ids}-error`;
  // Described by its counter and by a send error, which is not the text's fault: not invalid.
  const message = fieldAria(props.threadTextId, {
    description: true,
    describedBy: error && errorId,
  });
  const gate = loggedIn ? {} : { 'data-login-gate': '' };

  return (
    <div className="ast-widget ast-comment-form">
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        aria-label={t('anstoss.commentForm.label')}
        {...gate}
      >
        {replyTo && (
          <p className="ast-comment-form__reply">
            <span>{t('anstoss.commentForm.replyTo', { name: replyTo.name })}</span>{' '}
            <button type="button" className="ast-link-button" onClick={cancelReply}>
              {t('anstoss.commentForm.cancelReply')}
            </button>
          </p>
        )}
        <label htmlFor={props.threadTextId}>{t('anstoss.commentForm.message')}</label>
        <textarea
          {...message.inputProps}
          name="message"
          rows={4}
          maxLength={props.maxLength}
          value={draft.message}
          onChange={(e) => store.getState().setField('message', e.target.value)}
        />
        <CharCounter
          {...message.descriptionProps}
          maxLength={props.maxLength}
          value={draft.message}
          thresholds={COUNTER_THRESHOLDS}
        />
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
                // The server's field errors (spec §5), wired by the shared field rule.
                const field = fieldAria(`${ids}-${name}`, {
                  error: flagged.includes(name) && { key: 'anstoss.commentForm.fieldInvalid' },
                });
                return (
                  <div key={name} className="ast-comment-form__field">
                    <label {...field.labelProps}>{t(label)}</label>
                    <input
                      {...field.inputProps}
                      name={name}
                      type={type}
                      value={draft[name]}
                      onChange={(e) => store.getState().setField(name, e.target.value)}
                    />
                    {field.invalid && (
                      <span {...field.errorProps} className="ast-comment-form__field-error">
                        {t('anstoss.commentForm.fieldInvalid')}
                      </span>
                    )}
                  </div>
                );
              })}
          </fieldset>
        )}
        {error && <ErrorText id={errorId} message={error} />}
        {send.status === 'error' && send.sessionEnded && (
          <SessionEnded
            id={`${ids}-session`}
            className="ast-comment-form__session"
            message={t('anstoss.commentForm.sessionEnded')}
            onLogin={goToLogin}
          />
        )}
        <SubmitButton busy={send.status === 'pending'} busyLabel={t('anstoss.commentForm.sending')}>
          {t('anstoss.commentForm.submit')}
        </SubmitButton>
      </form>
      {posted.length > 0 && (
        <div className="ast-comment-form__posted" role="status" ref={postedRef}>
          <p className="ast-visually-hidden">{t('anstoss.commentForm.posted')}</p>
          {posted.map((entry) => (
            <ServerHtml
              key={entry.id}
              html={entry.html}
              source="user"
              className="ast-comment-form__new"
            />
          ))}
        </div>
      )}
    </div>
  );
}
