import { useId, useState } from 'react';
import { safeUrl } from '@anstoss/api';
import { useTranslation } from '@anstoss/i18n';
import { getSession, goToLogin, type WidgetProps } from '@anstoss/runtime/widget';
import {
  ErrorText,
  Loader,
  SubmitButton,
  useAction,
  useFocusAfter,
  useFormFields,
  useResource,
  SessionEnded,
} from '@anstoss/ui';
import { fetchReports, importReport } from './api.ts';
import { canImport, hintKey, reportsUrl } from './logic.ts';
import type { GeneratedReportsProps } from './props.ts';
import './generatedReports.css';

/**
 * Generated match reports for club officials: choose a match, see whether reports exist for it,
 * choose one and import it (the button stays disabled until a real option is chosen).
 */
export function GeneratedReports({ props }: WidgetProps<GeneratedReportsProps>) {
  const { t } = useTranslation();
  const id = useId();
  const [choice, setChoice] = useState('');
  const [reportIndex, setReportIndex] = useState(0);
  // The URL the shown list belongs to: a new choice never shows the previous match's reports.
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const url = reportsUrl(props.selectUrl, props.name, choice);
  const [reports, resource] = useResource({
    key: url,
    load: (u, { signal }) => fetchReports(u, signal),
    onData: (_, key) => setLoadedFor(key),
    onError: (error) => console.warn('[anstoss] generated-reports: could not load', url, error),
  });

  const current = reports.data && loadedFor === url ? reports.data : undefined;
  const list = current ?? [];
  const chosen = canImport(reportIndex) ? list[reportIndex - 1] : undefined;
  const focusAfter = useFocusAfter();
  const resultId = `${id}-result`;
  const errorId = `${id}-error`;
  const loginId = `${id}-login`;
  const byId = (target: string) => () => document.getElementById(target);
  // The import: one write in flight; the result or the error takes focus (never <body>).
  const [imported, importAction] = useAction(
    (reportId: string, { signal }) => importReport(props.importUrl, reportId, signal),
    {
      session: getSession,
      onSuccess: () => focusAfter(byId(resultId)),
      // An ended session offers the login (the choice stays): focus on that button.
      onError: (_error, _reportId, state) =>
        focusAfter(byId(state.status === 'error' && state.sessionEnded ? loginId : errorId)),
    },
  );
  const done =
    imported.status === 'success'
      ? {
          message: imported.data.message || t('anstoss.generatedReports.imported'),
          url: imported.data.url ? safeUrl(imported.data.url) : null,
        }
      : null;
  const form = useFormFields<'report'>({ errors: {} });
  const reportField = form.field('report');
  const choiceField = useFormFields<'choice'>({ errors: {} }).field('choice');

  let reportsPart = null;
  if (url !== null) {
    if (reports.status === 'error') reportsPart = <ErrorText onRetry={resource.retry} />;
    else if (!current) reportsPart = <Loader />;
    else
      reportsPart = (
        <>
          <p className="ast-generated-reports__hint" role="status">
            {t(hintKey(list.length))}
          </p>
          {list.length > 0 && (
            <form
              className="ast-generated-reports__import"
              noValidate
              onSubmit={form.onSubmit(() => {
                if (chosen) void importAction.run(String(chosen.id));
              })}
            >
              <label {...reportField.labelProps}>{t('anstoss.generatedReports.report')}</label>
              <select
                {...reportField.inputProps}
                value={String(reportIndex)}
                onChange={(event) => {
                  setReportIndex(event.target.selectedIndex);
                  if (imported.status !== 'pending') importAction.reset();
                }}
              >
                <option value="0">{t('anstoss.generatedReports.choose')}</option>
                {list.map((report, i) => (
                  <option key={report.id} value={String(i + 1)}>
                    {report.name}
                  </option>
                ))}
              </select>
              {/* Spec §5: disabled until a report is chosen; busy through SubmitButton (focus stays). */}
              {chosen ? (
                <SubmitButton
                  busy={imported.status === 'pending'}
                  busyLabel={t('anstoss.generatedReports.importing')}
                >
                  {t('anstoss.generatedReports.import')}
                </SubmitButton>
              ) : (
                <button type="submit" className="ast-button" disabled>
                  {t('anstoss.generatedReports.import')}
                </button>
              )}
            </form>
          )}
        </>
      );
  }

  return (
    <div className="ast-widget ast-generated-reports">
      <div className="ast-generated-reports__field">
        <label {...choiceField.labelProps}>
          {props.label || t('anstoss.generatedReports.label')}
        </label>
        <select
          {...choiceField.inputProps}
          value={choice}
          onChange={(event) => {
            setChoice(event.target.value);
            setReportIndex(0);
            if (imported.status !== 'pending') importAction.reset();
          }}
        >
          <option value="">{t('anstoss.generatedReports.choose')}</option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {reportsPart}
      <div aria-live="polite" className="ast-generated-reports__result">
        {done && (
          <p id={resultId} className="ast-generated-reports__done">
            {done.message} {done.url && <a href={done.url}>{t('anstoss.generatedReports.open')}</a>}
          </p>
        )}
      </div>
      {imported.status === 'error' &&
        (imported.sessionEnded ? (
          <SessionEnded
            className="ast-generated-reports__session"
            message={t('anstoss.generatedReports.sessionEnded')}
            loginId={loginId}
            onLogin={goToLogin}
          />
        ) : (
          <ErrorText id={errorId} message={imported.message} />
        ))}
    </div>
  );
}
