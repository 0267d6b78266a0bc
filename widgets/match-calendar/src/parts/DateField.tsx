import { useId, useState } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { displayDay, type InputKind, type IsoDay } from '../logic.ts';
import { CalendarDialog } from './CalendarDialog.tsx';

export interface DateFieldProps {
  label: string;
  name: string;
  value: IsoDay | null;
  kind: InputKind;
  clearable: boolean;
  invalid: boolean;
  open: boolean;
  min: IsoDay | null;
  max: IsoDay | null;
  onEnter: (text: string) => void;
  onPick: (day: IsoDay) => void;
  onOpen: (open: boolean) => void;
}

/** One date: a text field (or the native date input on touch devices), a calendar button, the form value. */
export function DateField(p: DateFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const shown = displayDay(p.value, p.kind);
  const [text, setText] = useState(shown);
  // A new value from the store (a pick, a clamp) replaces what was typed.
  const [synced, setSynced] = useState(shown);
  if (synced !== shown) {
    setSynced(shown);
    setText(shown);
  }
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const format = p.kind === 'text-dmy' ? 'T.M.JJJJ' : 'TT.MM.JJJJ';

  return (
    <div className="ast-date-field">
      <label htmlFor={id} className="ast-date-field__label">
        {p.label}
      </label>
      <div className="ast-date-field__row">
        {p.kind === 'native' ? (
          <input
            id={id}
            type="date"
            className="ast-date-field__input"
            value={p.value ?? ''}
            min={p.min ?? undefined}
            max={p.max ?? undefined}
            required={!p.clearable}
            onChange={(e) => p.onEnter(e.target.value)}
          />
        ) : (
          <>
            <input
              id={id}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              className="ast-date-field__input"
              value={text}
              aria-describedby={p.invalid ? `${hintId} ${errorId}` : hintId}
              aria-invalid={p.invalid || undefined}
              onChange={(e) => setText(e.target.value)}
              onBlur={() => p.onEnter(text)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  p.onEnter(text);
                }
              }}
            />
            <button
              type="button"
              className="ast-date-field__button"
              aria-haspopup="dialog"
              aria-label={t('anstoss.matchCalendar.open', { field: p.label })}
              onClick={() => p.onOpen(true)}
            >
              <span aria-hidden="true">📅</span>
            </button>
          </>
        )}
      </div>
      {p.kind !== 'native' && (
        <p id={hintId} className="ast-date-field__hint">
          {p.clearable
            ? t('anstoss.matchCalendar.hintClearable', { format })
            : t('anstoss.matchCalendar.hint', { format })}
        </p>
      )}
      {p.invalid && (
        <p id={errorId} className="ast-date-field__error" role="alert">
          {t('anstoss.matchCalendar.invalid', { format })}
        </p>
      )}
      <input type="hidden" name={p.name} value={p.value ?? ''} />
      {p.open && (
        <CalendarDialog
          label={p.label}
          value={p.value}
          min={p.min}
          max={p.max}
          onClose={() => p.onOpen(false)}
          onPick={(day) => {
            p.onPick(day);
            p.onOpen(false);
          }}
        />
      )}
    </div>
  );
}
