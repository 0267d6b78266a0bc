import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation, type TranslationKey } from '@anstoss/i18n';
import { checkMarkup, type HostCheck, type HostVerdict } from '@anstoss/runtime/checker';
import type { WidgetProps } from '@anstoss/runtime/widget';
import { useField, useStoreFields } from '@anstoss/ui';
// The registry names every widget and loads a definition only when the markup asks for it.
import { registry } from '../../registry.ts';
import { needsAttention, orderForDisplay, phrase, summarize } from './logic.ts';
import type { MarkupCheckerProps } from './props.ts';
import { createMarkupCheckerStore } from './store.ts';
import './markupChecker.css';

const VERDICT: Record<HostVerdict, TranslationKey> = {
  ok: 'anstoss.markupChecker.verdict.ok',
  invalid: 'anstoss.markupChecker.verdict.invalid',
  'unknown-widget': 'anstoss.markupChecker.verdict.unknownWidget',
  'not-loaded': 'anstoss.markupChecker.verdict.notLoaded',
};

/** View root: the markup field, the check button and the verdict per widget host. */
export function MarkupChecker({ props }: WidgetProps<MarkupCheckerProps>) {
  const { t } = useTranslation();
  const [store] = useState(createMarkupCheckerStore);
  const { markup, status, result } = useStoreFields(store, ['markup', 'status', 'result']);
  const ids = useId();
  const resultRef = useRef<HTMLHeadingElement | null>(null);
  // An empty check marks the field; it is described by the hint and the status line's request.
  const field = useField({
    id: `${ids}-markup`,
    description: true,
    error: status === 'empty' && { key: 'anstoss.markupChecker.empty' },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const run = store.getState().start();
    if (run === null) return;
    checkMarkup(store.getState().markup, registry).then(
      (checked) => store.getState().finished(run, checked),
      (error: unknown) => {
        console.warn('[anstoss] markup-checker: the check failed', error);
        store.getState().failed(run);
      },
    );
  };

  const summary = result ? summarize(result) : null;
  let statusText = '';
  if (status === 'empty') statusText = t('anstoss.markupChecker.empty');
  else if (status === 'failed') statusText = t('anstoss.markupChecker.failed');
  else if (status === 'checking') statusText = t('anstoss.markupChecker.checking');
  else if (result?.tooLong) statusText = t('anstoss.markupChecker.tooLong');
  else if (summary && summary.count === 0) statusText = t('anstoss.markupChecker.noHosts');
  else if (summary) statusText = t('anstoss.markupChecker.summary', { ...summary });

  return (
    <div className="ast-widget ast-markup-checker">
      <form onSubmit={submit} noValidate>
        <label {...field.labelProps}>{t('anstoss.markupChecker.label')}</label>
        <p {...field.descriptionProps} className="ast-markup-checker__hint">
          {t('anstoss.markupChecker.hint')}
        </p>
        <textarea
          {...field.inputProps}
          className="ast-markup-checker__field"
          rows={props.rows}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          value={markup}
          onChange={(e) => store.getState().setMarkup(e.target.value)}
        />
        <button type="submit" className="ast-button" aria-disabled={status === 'checking'}>
          {t(
            status === 'checking'
              ? 'anstoss.markupChecker.checking'
              : 'anstoss.markupChecker.check',
          )}
        </button>
      </form>
      <p
        id={field.invalid ? field.errorProps.id : undefined}
        className="ast-markup-checker__status"
        role="status"
      >
        {statusText}
      </p>
      {result && status === 'done' && result.hosts.length > 0 && (
        <section className="ast-markup-checker__results" aria-labelledby={`${ids}-results`}>
          <h3 id={`${ids}-results`} ref={resultRef} tabIndex={-1}>
            {t('anstoss.markupChecker.results')}
          </h3>
          {result.scripts > 0 && (
            <p className="ast-markup-checker__note">
              {t('anstoss.markupChecker.scripts', { count: result.scripts })}
            </p>
          )}
          {summary && summary.count > summary.shown && (
            <p className="ast-markup-checker__note">
              {t('anstoss.markupChecker.limited', { ...summary })}
            </p>
          )}
          <ol className="ast-markup-checker__hosts">
            {orderForDisplay(result.hosts).map((host) => (
              <HostResult key={host.index} host={host} />
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

/** A runtime phrase in the page's language; one the checker does not know stays English. */
function Phrased({ text, code }: { text: string | undefined; code?: boolean }) {
  const { t } = useTranslation();
  if (!text) return <td />;
  const known = phrase(text);
  if (known) return <td>{t(known.key, known.values)}</td>;
  // Quoted values the editor wrote ('"abc"') are shown as code, as they are.
  return <td lang={code ? undefined : 'en'}>{code ? <code>{text}</code> : text}</td>;
}

function HostResult({ host }: { host: HostCheck }) {
  const { t } = useTranslation();
  const attention = needsAttention(host);
  return (
    <li
      className={`ast-markup-checker__host${host.verdict === 'ok' ? '' : ' ast-markup-checker__host--bad'}${attention ? ' ast-markup-checker__host--attention' : ''}`}
    >
      <h4 className="ast-markup-checker__host-title">
        {t('anstoss.markupChecker.hostTitle', { index: host.index, name: host.name || '–' })}
        {': '}
        <span className="ast-markup-checker__verdict">{t(VERDICT[host.verdict])}</span>
      </h4>
      {/* Shown as text: the markup is the editor's, never inserted as HTML. */}
      <code className="ast-markup-checker__tag">{host.tag}</code>
      {host.problems.length > 0 && (
        <table className="ast-markup-checker__problems">
          <thead>
            <tr>
              <th scope="col">{t('anstoss.markupChecker.attribute')}</th>
              <th scope="col">{t('anstoss.markupChecker.expected')}</th>
              <th scope="col">{t('anstoss.markupChecker.received')}</th>
            </tr>
          </thead>
          <tbody>
            {host.problems.map((p) => (
              <tr key={`${p.attribute}-${p.expected}`}>
                <th scope="row">
                  <code>{p.attribute}</code>
                </th>
                <Phrased text={p.expected} />
                <Phrased text={p.received} code />
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {host.unknown.length > 0 && (
        <ul className="ast-markup-checker__unknown">
          {host.unknown.map((u) => (
            <li key={u.attribute}>
              {u.suggestion
                ? t('anstoss.markupChecker.suggestion', {
                    attribute: u.attribute,
                    suggestion: u.suggestion,
                  })
                : t('anstoss.markupChecker.unknownAttribute', { attribute: u.attribute })}
            </li>
          ))}
        </ul>
      )}
      {host.message && (
        <details className="ast-markup-checker__console">
          <summary>{t('anstoss.markupChecker.console')}</summary>
          <pre lang="en">{host.message}</pre>
        </details>
      )}
    </li>
  );
}
