import { useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '@anstoss/api';
import { useTranslation, type TranslationKey } from '@anstoss/i18n';
import { getSession, type WidgetProps } from '@anstoss/runtime/widget';
import { ErrorText, useFocusAfter, useStoreFields } from '@anstoss/ui';
import { sendReport } from './api.ts';
import type { ReportToolProps } from './props.ts';
import { createReportToolStore } from './store.ts';

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
  const [store] = useState(createReportToolStore);
  const s = useStoreFields(store, ['error', 'message', 'open', 'reason', 'sending', 'success']);
  const [loggedIn] = useState(() => getSession().loggedIn);
  const ids = useId();
  const focusAfter = useFocusAfter();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const byId = (id: string) => () => document.getElementById(id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { message, reason, sending } = store.getState();
    if (sending) return;
    store.getState().sending_();
    sendReport(props.url, props.itemId, message.trim(), reason).then(
      (answer) => {
        // The thanks or the error take focus from the (closing or busy) form.
        focusAfter(byId(answer.success ? `${ids}-success` : `${ids}-error`));
        if (answer.success) store.getState().succeeded();
        else store.getState().failed(errorMessage(answer));
      },
      (error: unknown) => {
        focusAfter(byId(`${ids}-error`));
        store.getState().failed(errorMessage(error));
      },
    );
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
        onClick={() => store.getState().toggle()}
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
          <form onSubmit={submit} className="ast-report-tool__form" {...gate}>
            <label htmlFor={`${ids}-reason`}>{t('anstoss.reportTool.reason')}</label>
            <select
              id={`${ids}-reason`}
              value={s.reason}
              onChange={(e) => store.getState().setReason(Number(e.target.value))}
            >
              {REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(REASON_LABEL[r])}
                </option>
              ))}
            </select>
            <label htmlFor={`${ids}-message`}>{t('anstoss.reportTool.message')}</label>
            <textarea
              id={`${ids}-message`}
              rows={3}
              maxLength={1000}
              value={s.message}
              onChange={(e) => store.getState().setMessage(e.target.value)}
            />
            {s.error && <ErrorText id={`${ids}-error`} message={s.error} />}
            <div>
              <button type="submit" className="ast-button" disabled={s.sending}>
                {t('anstoss.reportTool.submit')}
              </button>{' '}
              <button
                type="button"
                className="ast-button ast-button--secondary"
                onClick={() => {
                  focusAfter(toggleRef);
                  store.getState().close();
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
