import { useState } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '@anstoss/i18n';
import type { WidgetProps } from '@anstoss/runtime/widget';
import { hasNativeDateInput, isTouchDevice } from './env.ts';
import { inputKind, parseIso, type InputKind } from './logic.ts';
import type { MatchCalendarProps } from './props.ts';
import { createRangeStore } from './store.ts';
import { DateField } from './parts/DateField.tsx';
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
  const [store] = useState(() =>
    createRangeStore(
      { from: parseIso(props.from ?? ''), to: parseIso(props.to ?? '') },
      {
        span: props.calendarSpan,
        clearable: props.clearable,
        min: parseIso(props.min ?? ''),
        max: parseIso(props.max ?? ''),
      },
    ),
  );
  const from = useStore(store, (s) => s.from);
  const to = useStore(store, (s) => s.to);
  const invalid = useStore(store, (s) => s.invalid);
  const open = useStore(store, (s) => s.open);
  const min = parseIso(props.min ?? '');
  const max = parseIso(props.max ?? '');
  const s = store.getState();

  return (
    <fieldset className="ast-widget ast-match-calendar">
      <legend className="ast-match-calendar__legend">{t('anstoss.matchCalendar.legend')}</legend>
      <DateField
        label={t('anstoss.matchCalendar.from')}
        name={props.fromName}
        value={from}
        kind={kind}
        clearable={props.clearable}
        invalid={invalid === 'from'}
        open={open === 'from'}
        min={min}
        max={max}
        onEnter={(text) => s.enter('from', text)}
        onPick={(day) => s.setDay('from', day)}
        onOpen={(o) => s.setOpen(o ? 'from' : null)}
      />
      <DateField
        label={t('anstoss.matchCalendar.to')}
        name={props.toName}
        value={to}
        kind={kind}
        clearable={props.clearable}
        invalid={invalid === 'to'}
        open={open === 'to'}
        min={min}
        max={max}
        onEnter={(text) => s.enter('to', text)}
        onPick={(day) => s.setDay('to', day)}
        onOpen={(o) => s.setOpen(o ? 'to' : null)}
      />
      {props.calendarSpan > 0 && (
        <p className="ast-match-calendar__span">
          {t('anstoss.matchCalendar.span', { count: props.calendarSpan })}
        </p>
      )}
    </fieldset>
  );
}
