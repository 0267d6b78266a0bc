import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { getLanguage, useTranslation } from '@anstoss/i18n';
import { Layer } from '@anstoss/ui';
import {
  addMonths,
  clampBounds,
  monthGrid,
  moveFocus,
  today,
  withinBounds,
  type IsoDay,
} from '../logic.ts';

export interface CalendarDialogProps {
  label: string;
  value: IsoDay | null;
  min: IsoDay | null;
  max: IsoDay | null;
  onPick: (day: IsoDay) => void;
  onClose: () => void;
}

const utc = (day: IsoDay) => new Date(`${day}T00:00:00Z`);

/**
 * The APG date picker dialog: a modal with the month, previous/next month buttons and a grid of
 * days (Monday first, no week numbers, no button bar). Arrows move by day and week, Home/End to
 * the week's start and end, PageUp/PageDown by month (with Shift by year), Enter or Space picks,
 * Escape closes.
 */
export function CalendarDialog({ label, value, min, max, onPick, onClose }: CalendarDialogProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const lang = getLanguage() === 'en' ? 'en-GB' : 'de-DE';
  const [focused, setFocused] = useState<IsoDay>(() => clampBounds(value ?? today(), min, max));
  const focusRef = useRef<HTMLTableCellElement | null>(null);
  const moved = useRef(false);
  const weeks = useMemo(() => monthGrid(focused), [focused]);
  const month = focused.slice(0, 7);

  const fmt = useMemo(
    () => ({
      month: new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      full: new Intl.DateTimeFormat(lang, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
      short: new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' }),
      long: new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }),
    }),
    [lang],
  );

  useEffect(() => {
    if (moved.current) focusRef.current?.focus();
  }, [focused]);

  const go = (day: IsoDay) => {
    moved.current = true;
    setFocused(clampBounds(day, min, max));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (withinBounds(focused, min, max)) onPick(focused);
      return;
    }
    const next = moveFocus(focused, e.key, e.shiftKey);
    if (!next) return;
    e.preventDefault();
    go(next);
  };

  return (
    <Layer
      open
      labelledBy={headingId}
      onClose={onClose}
      initialFocusRef={focusRef}
      className="ast-calendar"
      closeLabel={t('anstoss.matchCalendar.close')}
    >
      <p className="ast-calendar__field">{label}</p>
      <div className="ast-calendar__head">
        <button
          type="button"
          className="ast-calendar__nav"
          aria-label={t('anstoss.matchCalendar.previousMonth')}
          onClick={() => go(addMonths(focused, -1))}
        >
          ‹
        </button>
        <h2 id={headingId} className="ast-calendar__month" aria-live="polite">
          {fmt.month.format(utc(focused))}
        </h2>
        <button
          type="button"
          className="ast-calendar__nav"
          aria-label={t('anstoss.matchCalendar.nextMonth')}
          onClick={() => go(addMonths(focused, 1))}
        >
          ›
        </button>
      </div>
      <table
        role="grid"
        className="ast-calendar__grid"
        aria-labelledby={headingId}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {(weeks[0] ?? []).map((day) => (
              <th key={day} scope="col" abbr={fmt.long.format(utc(day))}>
                {fmt.short.format(utc(day))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const enabled = withinBounds(day, min, max);
                const isFocused = day === focused;
                return (
                  <td
                    key={day}
                    role="gridcell"
                    ref={isFocused ? focusRef : undefined}
                    tabIndex={isFocused ? 0 : -1}
                    aria-selected={day === value}
                    aria-disabled={!enabled || undefined}
                    aria-label={fmt.full.format(utc(day))}
                    data-date={day}
                    className={
                      'ast-calendar__day' +
                      (day.slice(0, 7) !== month ? ' is-other-month' : '') +
                      (day === today() ? ' is-today' : '')
                    }
                    onClick={() => enabled && onPick(day)}
                  >
                    {Number(day.slice(8))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Layer>
  );
}
