import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type {
  ButtonHTMLAttributes,
  ChangeEvent,
  SelectHTMLAttributes,
  HTMLAttributes,
  InputHTMLAttributes,
  KeyboardEvent,
  TdHTMLAttributes,
} from 'react';
import { useStore } from 'zustand';
import { getLanguage, useTranslation } from '@anstoss/i18n';
import {
  calendarTexts,
  clampBounds,
  formatEntry,
  monthGrid,
  moveFocus,
  parseEntry,
  shiftMonths,
  today,
  withinBounds,
  withYear,
  yearOptions,
  type DayFormat,
  type IsoDay,
  type Weekday,
} from './dates.ts';
import { closeCalendar, openCalendar, setOpenCalendar } from './openCalendar.ts';

export interface DatePickerOptions {
  /** The chosen day (yyyy-MM-dd) or null for none. */
  value: IsoDay | null;
  /** A new day (already inside min/max) or null when the person cleared it. */
  onChange: (day: IsoDay | null) => void;
  /** Visible name of the field. */
  label: string;
  min?: IsoDay | null;
  max?: IsoDay | null;
  /** An empty text or '-' clears the day; otherwise it is an error. */
  clearable?: boolean;
  format?: DayFormat;
  /** First column of the calendar: 1 = Monday (default), 0 = Sunday … */
  weekStartsOn?: Weekday;
  /** A week-number column (spec §9: the profile date picker shows weeks). */
  weekNumbers?: boolean;
  /** The day the calendar marks as today and opens on without a value (tests pin it). */
  today?: IsoDay;
  /**
   * Speaks a message politely (the widget's status region): a typed day moved inside min/max is
   * announced, never changed silently. `DatePicker` passes the enclosing `<StatusRegion>`'s.
   */
  announce?: (message: string) => void;
  /** The field and its calendar button are disabled (e.g. until a checkbox enables them). */
  disabled?: boolean;
  /** A year select in the calendar spanning this many years around today (spec §9: 20). */
  yearRange?: number;
  /**
   * The id of an error the caller shows for this field (a required day left empty): the input
   * is then `aria-invalid` and described by it as well as by the format hint.
   */
  errorId?: string;
}

/** The format as people read it, in their language: TT.MM.JJJJ in German, DD/MM/YYYY in English. */
const FORMAT_HINT = {
  'dd.MM.yyyy': 'anstoss.ui.datePicker.pattern.dayMonthYear',
  'd.M.yyyy': 'anstoss.ui.datePicker.pattern.shortDayMonthYear',
  'yyyy-MM-dd': 'anstoss.ui.datePicker.pattern.iso',
} as const satisfies Record<DayFormat, string>;

/**
 * A text field (dd.MM.yyyy) with a calendar button opening the WAI-ARIA APG date picker dialog:
 * a grid of days; arrows move by day and week, Home/End to the week's first and last day,
 * PageUp/PageDown by month (with Shift by year), Enter or Space pick, Escape closes; focus goes
 * back to the button. Only one calendar is open on the page at a time.
 */
export function useDatePicker(o: DatePickerOptions) {
  const { t } = useTranslation();
  const id = useId();
  const pattern = o.format ?? 'dd.MM.yyyy';
  // English pages write dates dd/MM/yyyy: the field does too (it re-renders on a language switch).
  const separator = getLanguage() === 'en' ? '/' : '.';
  const formatDay = (day: IsoDay | null) => formatEntry(day, pattern, separator);
  const weekStartsOn = o.weekStartsOn ?? 1;
  const min = o.min ?? null;
  const max = o.max ?? null;
  const shown = formatDay(o.value);
  const [text, setText] = useState(shown);
  const [invalid, setInvalid] = useState(false);
  // A new value from outside (a pick, a clamp by the caller) replaces what was typed.
  const [synced, setSynced] = useState(shown);
  if (synced !== shown) {
    setSynced(shown);
    setText(shown);
  }
  const disabled = o.disabled ?? false;
  const open = useStore(openCalendar, (s) => s.openId === id) && !disabled;
  useEffect(() => () => closeCalendar(id), [id]);
  // A field disabled while its calendar is open closes the calendar.
  useEffect(() => {
    if (disabled) closeCalendar(id);
  }, [disabled, id]);

  const commit = (value: string) => {
    const entry = parseEntry(value, o.clearable ?? false);
    if (entry.kind === 'invalid') return setInvalid(true);
    setInvalid(false);
    if (entry.kind === 'cleared') {
      setText(formatDay(null));
      return o.onChange(null);
    }
    const day = clampBounds(entry.day, min, max);
    setText(formatDay(day));
    if (day !== entry.day)
      o.announce?.(
        t('anstoss.ui.datePicker.moved', {
          asked: formatDay(entry.day),
          day: formatDay(day),
        }),
      );
    o.onChange(day);
  };

  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const format = t(FORMAT_HINT[pattern]);

  const inputProps: InputHTMLAttributes<HTMLInputElement> = {
    id: inputId,
    type: 'text',
    inputMode: 'numeric',
    autoComplete: 'off',
    value: text,
    disabled,
    'aria-describedby': [hintId, invalid ? errorId : '', o.errorId ?? ''].filter(Boolean).join(' '),
    'aria-invalid': invalid || Boolean(o.errorId) || undefined,
    onChange: (e) => setText(e.target.value),
    onBlur: () => commit(text),
    onKeyDown: (e) => {
      if (e.key !== 'Enter') return;
      e.preventDefault();
      commit(text);
    },
  };
  const buttonProps: ButtonHTMLAttributes<HTMLButtonElement> = {
    type: 'button',
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    disabled,
    'aria-label': t('anstoss.ui.datePicker.open', { field: o.label }),
    onClick: () => setOpenCalendar(open ? null : id),
  };

  return {
    id,
    open,
    inputId,
    inputProps,
    buttonProps,
    hint: {
      id: hintId,
      text: o.clearable
        ? t('anstoss.ui.datePicker.hintClearable', { format })
        : t('anstoss.ui.datePicker.hint', { format }),
    },
    error: invalid ? { id: errorId, text: t('anstoss.ui.datePicker.invalid', { format }) } : null,
    close: () => closeCalendar(id),
    pick: (day: IsoDay) => {
      setInvalid(false);
      o.onChange(clampBounds(day, min, max));
      closeCalendar(id);
    },
    calendar: {
      value: o.value,
      min,
      max,
      weekStartsOn,
      weekNumbers: o.weekNumbers ?? false,
      yearRange: o.yearRange ?? 0,
    },
  };
}

export interface CalendarOptions {
  value: IsoDay | null;
  min: IsoDay | null;
  max: IsoDay | null;
  weekStartsOn: Weekday;
  weekNumbers: boolean;
  /** Years in the year select; 0: no year select. */
  yearRange?: number;
  today?: IsoDay;
  onPick: (day: IsoDay) => void;
}

/** The grid of the dialog: focus, keys and the prop bags of its cells. */
export function useCalendarGrid(o: CalendarOptions) {
  const { t } = useTranslation();
  const headingId = useId();
  const language = getLanguage();
  const texts = useMemo(() => calendarTexts(language), [language]);
  const now = o.today ?? today();
  const [focused, setFocused] = useState<IsoDay>(() => clampBounds(o.value ?? now, o.min, o.max));
  const focusRef = useRef<HTMLTableCellElement | null>(null);
  // Focus follows the grid only after a move: on open the Layer focuses the day itself.
  const [moved, setMoved] = useState(false);
  const weeks = useMemo(() => monthGrid(focused, o.weekStartsOn), [focused, o.weekStartsOn]);
  const month = focused.slice(0, 7);

  useEffect(() => {
    if (moved) focusRef.current?.focus();
  }, [focused, moved]);

  const go = (day: IsoDay) => {
    setMoved(true);
    setFocused(clampBounds(day, o.min, o.max));
  };

  const gridProps: HTMLAttributes<HTMLTableElement> = {
    role: 'grid',
    'aria-labelledby': headingId,
    onKeyDown: (e: KeyboardEvent<HTMLTableElement>) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        if (withinBounds(focused, o.min, o.max)) o.onPick(focused);
        return;
      }
      const next = moveFocus(focused, e.key, e.shiftKey, o.weekStartsOn);
      if (!next) return;
      e.preventDefault();
      go(next);
    },
  };

  const dayProps = (
    day: IsoDay,
  ): TdHTMLAttributes<HTMLTableCellElement> & {
    ref?: typeof focusRef;
    'data-date': string;
  } => {
    const enabled = withinBounds(day, o.min, o.max);
    const isFocused = day === focused;
    return {
      role: 'gridcell',
      ...(isFocused ? { ref: focusRef } : {}),
      tabIndex: isFocused ? 0 : -1,
      'aria-selected': day === o.value,
      'aria-disabled': !enabled || undefined,
      'aria-current': day === now ? 'date' : undefined,
      'aria-label': texts.full(day),
      'data-date': day,
      className:
        'ast-calendar__day' +
        (day.slice(0, 7) !== month ? ' is-other-month' : '') +
        (day === now ? ' is-today' : ''),
      onClick: () => {
        if (enabled) o.onPick(day);
      },
    };
  };

  const navProps = (months: number): ButtonHTMLAttributes<HTMLButtonElement> => ({
    type: 'button',
    className: 'ast-calendar__nav',
    'aria-label': t(
      months < 0 ? 'anstoss.ui.datePicker.previousMonth' : 'anstoss.ui.datePicker.nextMonth',
    ),
    onClick: () => go(shiftMonths(focused, months)),
  });

  const years = o.yearRange ? yearOptions(now, o.yearRange, o.min, o.max) : [];
  const yearSelect =
    years.length > 0
      ? {
          years,
          props: {
            className: 'ast-calendar__year',
            'aria-label': t('anstoss.ui.datePicker.year'),
            value: Number(focused.slice(0, 4)),
            onChange: (e: ChangeEvent<HTMLSelectElement>) =>
              setFocused(withYear(focused, Number(e.target.value), o.min, o.max)),
          } satisfies SelectHTMLAttributes<HTMLSelectElement>,
        }
      : null;

  return {
    headingId,
    yearSelect,
    monthLabel: texts.month(focused),
    focusRef,
    gridProps,
    dayProps,
    prevProps: navProps(-1),
    nextProps: navProps(1),
    weekdays: (weeks[0]?.days ?? []).map((day) => ({
      short: texts.weekdayShort(day),
      long: texts.weekdayLong(day),
    })),
    weeks: weeks.map((w) => ({
      ...w,
      label: t('anstoss.ui.datePicker.weekNumber', { week: w.week }),
    })),
    weekNumbers: o.weekNumbers,
    weekHeader: {
      short: t('anstoss.ui.datePicker.week'),
      long: t('anstoss.ui.datePicker.weekLong'),
    },
  };
}
