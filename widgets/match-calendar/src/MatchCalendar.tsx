import { useState } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '@anstoss/i18n';
import type { WidgetProps } from '@anstoss/runtime/widget';
import { DatePicker, parseIso, StatusRegion } from '@anstoss/ui';
import { hasNativeDateInput, isTouchDevice } from './env.ts';
import { inputKind, spanBounds, type InputKind } from './logic.ts';
import type { MatchCalendarProps } from './props.ts';
import { createRangeStore, type Field } from './store.ts';
import './matchCalendar.css';

export interface MatchCalendarViewProps extends WidgetProps<MatchCalendarProps> {
  /** Tests force a field kind; the page detects it. */
  kind?: InputKind;
}

/** A from/to date range for search forms (spec §5 Dates, §9 Date pickers). */
export function MatchCalendar({ props, kind: forcedKind }: MatchCalendarViewProps) {
  const { t } = useTranslation();
  const [kind] = useState<InputKind>(
    () => forcedKind ?? inputKind(isTouchDevice(), hasNativeDateInput()),
  );
  const min = parseIso(props.min ?? '');
  const max = parseIso(props.max ?? '');
  const [store] = useState(() =>
    createRangeStore(
      { from: parseIso(props.from ?? ''), to: parseIso(props.to ?? '') },
      { span: props.calendarSpan, min, max },
    ),
  );
  const from = useStore(store, (s) => s.from);
  const to = useStore(store, (s) => s.to);

  // Spec §9 match calendar: Monday first, no week numbers, no button bar.
  const field = (which: Field, label: string, name: string, value: string | null) => {
    // Days beyond the span from the other field are aria-disabled in the calendar.
    const bounds = spanBounds(which, which === 'from' ? to : from, props.calendarSpan, min, max);
    return (
      <DatePicker
        label={label}
        name={name}
        value={value}
        onChange={(day) => store.getState().setDay(which, day)}
        min={bounds.min}
        max={bounds.max}
        clearable={props.clearable}
        format={kind === 'text-dmy' ? 'd.M.yyyy' : 'dd.MM.yyyy'}
        native={kind === 'native'}
      />
    );
  };

  return (
    // One status region for both fields: a typed day moved inside the range is announced.
    <StatusRegion>
      <fieldset className="ast-widget ast-match-calendar">
        <legend className="ast-match-calendar__legend">{t('anstoss.matchCalendar.legend')}</legend>
        {field('from', t('anstoss.matchCalendar.from'), props.fromName, from)}
        {field('to', t('anstoss.matchCalendar.to'), props.toName, to)}
        {props.calendarSpan > 0 && (
          <p className="ast-match-calendar__span">
            {t('anstoss.matchCalendar.span', { count: props.calendarSpan })}
          </p>
        )}
      </fieldset>
    </StatusRegion>
  );
}
