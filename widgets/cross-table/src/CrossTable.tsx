import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { useElementWidth } from '@anstoss/ui';
import type { WidgetProps } from '@anstoss/runtime/widget';
import { arrowsDisabled, SCROLL_TICK_MS, scrollFrames, scrollTarget } from './logic.ts';
import type { CrossTableProps } from './props.ts';
import './crossTable.css';

const reducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A cross table that scrolls horizontally with arrows (80 px steps, 5 px every 2 ms). */
export function CrossTable({ props }: WidgetProps<CrossTableProps>) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const [edges, setEdges] = useState({ prev: true, next: true });

  const update = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const next = arrowsDisabled(el.scrollLeft, el.scrollWidth - el.clientWidth);
    setEdges((prev) => (prev.prev === next.prev && prev.next === next.next ? prev : next));
  }, []);

  // The arrows follow the scroller's width (a resize can show the whole table or hide a part).
  const width = useElementWidth(scroller);
  useEffect(update, [update, width]);
  useEffect(() => () => clearInterval(timer.current), []);

  const move = (direction: -1 | 1) => {
    const el = scroller.current;
    if (!el) return;
    clearInterval(timer.current);
    const target = scrollTarget(el.scrollLeft, direction, el.scrollWidth - el.clientWidth);
    if (reducedMotion()) {
      el.scrollLeft = target;
      update();
      return;
    }
    const frames = scrollFrames(el.scrollLeft, target);
    timer.current = setInterval(() => {
      const x = frames.shift();
      if (x === undefined) {
        clearInterval(timer.current);
        update();
        return;
      }
      el.scrollLeft = x;
    }, SCROLL_TICK_MS);
  };

  return (
    <div className="ast-widget ast-cross-table">
      <div className="ast-cross-table__controls">
        <button
          type="button"
          aria-label={t('anstoss.crossTable.scrollLeft')}
          disabled={edges.prev}
          onClick={() => move(-1)}
        >
          ‹
        </button>
        <button
          type="button"
          aria-label={t('anstoss.crossTable.scrollRight')}
          disabled={edges.next}
          onClick={() => move(1)}
        >
          ›
        </button>
      </div>
      {/* Keyboard users scroll the region itself, so it is focusable. */}
      <div
        ref={scroller}
        className="ast-cross-table__scroller"
        tabIndex={0}
        role="region"
        aria-label={props.caption}
        onScroll={update}
      >
        <table>
          <caption>{props.caption}</caption>
          <thead>
            <tr>
              <td />
              {props.teams.map((team, i) => (
                <th key={i} scope="col">
                  <abbr title={team.name}>{team.short ?? team.name}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.teams.map((team, row) => (
              <tr key={row}>
                {/* On a phone the first column shows the short name (the columns' own label),
                    so a result column fits beside it; the full name stays for screen readers. */}
                <th scope="row" className={team.short ? 'ast-cross-table__has-short' : undefined}>
                  <span className="ast-cross-table__name">{team.name}</span>
                  {team.short ? (
                    <span className="ast-cross-table__short" aria-hidden="true">
                      {team.short}
                    </span>
                  ) : null}
                </th>
                {props.teams.map((_, col) => (
                  <td key={col} className={row === col ? 'ast-cross-table__self' : undefined}>
                    {row === col ? '' : props.results[row]?.[col] || '–'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
