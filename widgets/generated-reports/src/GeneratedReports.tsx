import { useId, useState } from 'react';
import { errorMessage, safeUrl } from '@anstoss/api';
import { useTranslation } from '@anstoss/i18n';
import type { WidgetProps } from '@anstoss/runtime/widget';
import { ErrorText, Loader, useFocusAfter, useResource } from '@anstoss/ui';
import { fetchReports, importReport } from './api.ts';
import { canImport, hintKey, reportsUrl } from './logic.ts';
import type { GeneratedReportsProps } from './props.ts';
import './generatedReports.css';

type ImportState =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'done'; message: string; url: string | null }
  | { status: 'error'; error: ReturnType<typeof errorMessage> };

/**
 * Generated match reports for club officials: choose a match, see whether reports exist for it,
 * choose one and import it (the button stays disabled until a real option is chosen).
 */
export function GeneratedReports({ props }: WidgetProps<GeneratedReportsProps>) {
  const { t } = useTranslation();
  const id = useId();
  const [choice, setChoice] = useState('');
  const [reportIndex, setReportIndex] = useState(0);
  const [imported, setImported] = useState<ImportState>({ status: 'idle' });
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
  const byId = (target: string) => () => document.getElementById(target);

  const submit = async () => {
    if (!chosen || imported.status === 'busy') return;
    setImported({ status: 'busy' });
    try {
      const answer = await importReport(props.importUrl, chosen.id);
      if (!answer.success) {
        // The refusal replaces the busy state and takes focus (never <body>).
        focusAfter(byId(errorId));
        setImported({
          status: 'error',
          error: answer.message ? { text: answer.message } : errorMessage(null),
        });
        return;
      }
      focusAfter(byId(resultId));
      setImported({
        status: 'done',
        message: answer.message || t('anstoss.generatedReports.imported'),
        url: answer.url ? safeUrl(answer.url) : null,
      });
    } catch (error) {
      focusAfter(byId(errorId));
      setImported({ status: 'error', error: errorMessage(error) });
    }
  };

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
              onSubmit={(event) => {
                event.preventDefault();
                void submit();
              }}
            >
              <label htmlFor={`${id}-report`}>{t('anstoss.generatedReports.report')}</label>
              <select
                id={`${id}-report`}
                value={String(reportIndex)}
                onChange={(event) => {
                  setReportIndex(event.target.selectedIndex);
                  setImported({ status: 'idle' });
                }}
              >
                <option value="0">{t('anstoss.generatedReports.choose')}</option>
                {list.map((report, i) => (
                  <option key={report.id} value={String(i + 1)}>
                    {report.name}
                  </option>
                ))}
              </select>
              {/* Busy: aria-disabled, so the button keeps focus until the answer takes it. */}
              <button
                type="submit"
                className="ast-button"
                disabled={!chosen}
                aria-disabled={imported.status === 'busy' || undefined}
              >
                {imported.status === 'busy'
                  ? t('anstoss.generatedReports.importing')
                  : t('anstoss.generatedReports.import')}
              </button>
            </form>
          )}
        </>
      );
  }

  return (
    <div className="ast-widget ast-generated-reports">
      <div className="ast-generated-reports__field">
        <label htmlFor={`${id}-choice`}>{props.label || t('anstoss.generatedReports.label')}</label>
        <select
          id={`${id}-choice`}
          value={choice}
          onChange={(event) => {
            setChoice(event.target.value);
            setReportIndex(0);
            setImported({ status: 'idle' });
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
        {imported.status === 'done' && (
          <p id={resultId} className="ast-generated-reports__done">
            {imported.message}{' '}
            {imported.url && <a href={imported.url}>{t('anstoss.generatedReports.open')}</a>}
          </p>
        )}
      </div>
      {imported.status === 'error' && <ErrorText id={errorId} message={imported.error} />}
    </div>
  );
}
