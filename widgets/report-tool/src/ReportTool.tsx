import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation, type TranslationKey } from '@anstoss/i18n';
import { getSession, goToLogin, type WidgetProps } from '@anstoss/runtime/widget';
import {
  ErrorText,
  SubmitButton,
  useAction,
  useFocusAfter,
  useFormFields,
  useStoreFields,
  SessionEnded,
} from '@anstoss/ui';
import { reportDraft, sendReport, type ReportInput } from './api.ts';
import type { ReportToolProps } from './props.ts';
import { createReportToolStore, DEFAULT_REASON } from './store.ts';

const REASONS = [0, 1, 2, 3] as const;
const REASON_LABEL: Record<(typeof REASONS)[number], TranslationKey> = {
  0: 'anstoss.reportTool.reason.0',
  1: 'anstoss.reportTool.reason.1',
  2: 'anstoss.reportTool.reason.2',
  3: 'anstoss.reportTool.reason.3',
};

/** View root: a "report" toggle with a panel holding message and reason. */
export function ReportTool({ props }: WidgetProps<ReportToolProps>) {
  const { t } = useTranslation();
  const [draft] = useState(() => reportDraft(props.itemId));
  const [store] = useState(() => createReportToolStore(draft.read()));
  const s = useStoreFields(store, ['message', 'open', 'reason', 'success']);
  const [loggedIn] = useState(() => getSession().loggedIn);
  const ids = useId();
  const focusAfter = useFocusAfter();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const byId = (id: string) => () => document.getElementById(id);
  const [send, sendAction] = useAction(
    (input: ReportInput, { signal }) => sendReport(props.url, props.itemId, input, signal),
    {
      session: getSession,
      onSuccess: () => {
        // The thanks replace the form and take focus; the draft goes only now.
        draft.clear();
        focusAfter(byId(`${ids}-success`));
        store.getState().succeeded();
      },
      // An ended session offers the login (the draft stays); focus on that button.
      onError: (_error, _input, state) =>
        focusAfter(
          byId(state.status === 'error' && state.sessionEnded ? `${ids}-login` : `${ids}-error`),
        ),
    },
  );
  // Every change is kept until the server confirms; an emptied form leaves no draft.
  useEffect(
    () =>
      store.subscribe((state, before) => {
        if (state.message === before.message && state.reason === before.reason) return;
        if (state.success) return;
        if (state.message.trim() === '' && state.reason === DEFAULT_REASON) draft.clear();
        else draft.write({ message: state.message, reason: state.reason });
      }),
    [store, draft],
  );
  const form = useFormFields<'reason' | 'message'>({ errors: {} });
  const reasonField = form.field('reason');
  const messageField = form.field('message');

  const close = () => {
    if (send.status === 'pending') return;
    sendAction.reset();
    store.getState().close();
  };

  const gate = loggedIn ? {} : { 'data-login-gate': '' };
  return (
    <div className="ast-widget ast-report-tool">
      <button
        ref={toggleRef}
        type="button"
        className="ast-link-button"
        aria-expanded={s.open}
        aria-controls={`${ids}-panel`}
        onClick={() => (s.open ? close() : store.getState().toggle())}
        {...gate}
      >
        {t('anstoss.reportTool.open')}
      </button>
      {s.success && (
        <p id={`${ids}-success`} role="status">
          {t('anstoss.reportTool.success')}
        </p>
      )}
      <div id={`${ids}-panel`} hidden={!s.open}>
        {s.open && (
          <form
            onSubmit={form.onSubmit(() => {
              const { message, reason } = store.getState();
              void sendAction.run({ message: message.trim(), reason });
            })}
            className="ast-report-tool__form"
            noValidate
            {...gate}
          >
            <label {...reasonField.labelProps}>{t('anstoss.reportTool.reason')}</label>
            <select
              {...reasonField.inputProps}
              value={s.reason}
              onChange={(e) => store.getState().setReason(Number(e.target.value))}
            >
              {REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(REASON_LABEL[r])}
                </option>
              ))}
            </select>
            <label {...messageField.labelProps}>{t('anstoss.reportTool.message')}</label>
            <textarea
              {...messageField.inputProps}
              rows={3}
              maxLength={1000}
              value={s.message}
              onChange={(e) => store.getState().setMessage(e.target.value)}
            />
            {send.status === 'error' &&
              (send.sessionEnded ? (
                <SessionEnded
                  className="ast-report-tool__session"
                  message={t('anstoss.reportTool.sessionEnded')}
                  loginId={`${ids}-login`}
                  onLogin={goToLogin}
                />
              ) : (
                <ErrorText id={`${ids}-error`} message={send.message} />
              ))}
            <div>
              <SubmitButton
                busy={send.status === 'pending'}
                busyLabel={t('anstoss.reportTool.sending')}
              >
                {t('anstoss.reportTool.submit')}
              </SubmitButton>{' '}
              <button
                type="button"
                className="ast-button ast-button--secondary"
                aria-disabled={send.status === 'pending' || undefined}
                onClick={() => {
                  if (send.status === 'pending') return;
                  focusAfter(toggleRef);
                  close();
                }}
              >
                {t('anstoss.reportTool.cancel')}
              </button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
