import { useEffect } from 'react';
import { useTranslation } from '@anstoss/i18n';
import type { WidgetProps } from '@anstoss/runtime/widget';
import { ErrorText, Loader, useResource } from '@anstoss/ui';
import { loadStylesheet } from './api.ts';
import { resultsClass, stylesheetUrl, tokens } from './logic.ts';
import type { Cell, ObfuscatedResultsProps } from './props.ts';
import './obfuscatedResults.css';

/**
 * A result table whose digits the server sends as codes: the table's own stylesheet (URL
 * template with %ID%) draws them, scoped to the class results-c-{id} on the host.
 */
export function ObfuscatedResults({ props, host }: WidgetProps<ObfuscatedResultsProps>) {
  const { t } = useTranslation();
  const id = props.obfuscationId;
  const url = stylesheetUrl(props.stylesheetUrl, id);
  const [sheet, resource] = useResource({
    key: url,
    load: (u) => loadStylesheet(u),
    onError: (error) => console.warn('[anstoss] obfuscated-results: could not load', url, error),
  });

  useEffect(() => {
    const name = resultsClass(id);
    host.classList.add(name);
    return () => host.classList.remove(name);
  }, [host, id]);

  if (sheet.status === 'error') return <ErrorText onRetry={resource.retry} />;
  if (sheet.status !== 'success') return <Loader />;
  if (props.rows.length === 0)
    return <p className="ast-obfuscated-results__empty">{t('anstoss.obfuscatedResults.empty')}</p>;
  // A narrow screen scrolls the table sideways: the scroll area takes keyboard focus, named by the
  // table's title (axe: scrollable-region-focusable; found at 320 px on the league page).
  return (
    <div
      className="ast-widget ast-obfuscated-results"
      role="region"
      aria-label={props.title}
      tabIndex={0}
    >
      <table className="ast-obfuscated-results__table">
        <caption>{props.title}</caption>
        <thead>
          <tr>
            {props.head.map((h, i) => (
              <th key={i} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <td
                  key={c}
                  className={
                    typeof cell === 'string' ? undefined : 'ast-obfuscated-results__score-cell'
                  }
                >
                  <CellContent cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CellContent({ cell }: { cell: Cell }) {
  if (typeof cell === 'string') return cell;
  return (
    <span className="ast-obfuscated-results__score">
      {tokens(cell.o).map((token, i) =>
        'code' in token ? <span key={i} className={token.code} /> : token.text,
      )}
    </span>
  );
}
