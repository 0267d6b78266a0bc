import { useTranslation } from '@anstoss/i18n';
import { Layer } from '../Layer.tsx';
import { useOptionalAnnounce, useStatusRegion } from '../status/StatusRegion.tsx';
import { useCalendarGrid, useDatePicker } from './useDatePicker.ts';
import type { CalendarOptions, DatePickerOptions } from './useDatePicker.ts';

export interface DatePickerProps extends DatePickerOptions {
  /** Form field name: a hidden input carries the day as yyyy-MM-dd ('' when none). */
  name?: string;
  /** The browser's own date input instead (touch devices that have one); no calendar dialog. */
  native?: boolean;
  className?: string;
}

/** A date field: text input, calendar button and the APG date picker dialog. */
export function DatePicker({ name, native, className, ...options }: DatePickerProps) {
  // A typed day moved inside min/max is announced: in the widget's region, else in our own.
  const shared = useOptionalAnnounce();
  const own = useStatusRegion();
  const p = useDatePicker({ announce: shared ?? own.announce, ...options });
  const classes = ['ast-date-field', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <label htmlFor={p.inputId} className="ast-date-field__label">
        {options.label}
      </label>
      <div className="ast-date-field__row">
        {native ? (
          <input
            id={p.inputId}
            type="date"
            className="ast-date-field__input"
            value={options.value ?? ''}
            min={options.min ?? undefined}
            max={options.max ?? undefined}
            required={!options.clearable}
            disabled={options.disabled}
            onChange={(e) => options.onChange(e.target.value || null)}
          />
        ) : (
          <>
            <input {...p.inputProps} className="ast-date-field__input" />
            <button {...p.buttonProps} className="ast-date-field__button">
              <CalendarIcon />
            </button>
          </>
        )}
      </div>
      {!native && (
        <p id={p.hint.id} className="ast-date-field__hint">
          {p.hint.text}
        </p>
      )}
      {p.error && (
        <p id={p.error.id} className="ast-date-field__error" role="alert">
          {p.error.text}
        </p>
      )}
      {name !== undefined && <input type="hidden" name={name} value={options.value ?? ''} />}
      {!shared && own.region}
      {p.open && !native && (
        <CalendarDialog
          label={options.label}
          onClose={p.close}
          {...p.calendar}
          {...(options.today ? { today: options.today } : {})}
          onPick={p.pick}
        />
      )}
    </div>
  );
}

interface CalendarDialogProps extends CalendarOptions {
  label: string;
  onClose: () => void;
}

function CalendarDialog({ label, onClose, ...options }: CalendarDialogProps) {
  const { t } = useTranslation();
  const g = useCalendarGrid(options);
  return (
    <Layer
      open
      labelledBy={g.headingId}
      onClose={onClose}
      initialFocusRef={g.focusRef}
      className="ast-calendar"
      closeLabel={t('anstoss.ui.datePicker.close')}
    >
      <p className="ast-calendar__field">{label}</p>
      <div className="ast-calendar__head">
        <button {...g.prevProps}>
          <span aria-hidden="true">‹</span>
        </button>
        <h2 id={g.headingId} className="ast-calendar__month" aria-live="polite">
          {g.monthLabel}
        </h2>
        {g.yearSelect && (
          <select {...g.yearSelect.props}>
            {g.yearSelect.years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        )}
        <button {...g.nextProps}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table {...g.gridProps} className="ast-calendar__grid">
        <thead>
          <tr>
            {g.weekNumbers && (
              <th scope="col" abbr={g.weekHeader.long} className="ast-calendar__week">
                {g.weekHeader.short}
              </th>
            )}
            {g.weekdays.map((day) => (
              <th key={day.long} scope="col" abbr={day.long}>
                {day.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {g.weeks.map((week) => (
            <tr key={week.days[0]}>
              {g.weekNumbers && (
                <th scope="row" className="ast-calendar__week" aria-label={week.label}>
                  {week.week}
                </th>
              )}
              {week.days.map((day) => {
                const { ref, ...cell } = g.dayProps(day);
                return (
                  <td key={day} ref={ref} {...cell}>
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

/** The calendar button's icon: inline SVG in the text colour (an emoji rendered as an empty box). */
function CalendarIcon() {
  return (
    <svg
      className="ast-date-field__icon"
      aria-hidden="true"
      focusable="false"
      width="20"
      height="20"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <rect x="2.5" y="4" width="15" height="13.5" rx="1.5" />
      <path d="M2.5 8h15M6.5 2v4M13.5 2v4" strokeLinecap="round" />
      <path d="M6 11.5h2M9 11.5h2M12 11.5h2M6 14.5h2M9 14.5h2" strokeLinecap="round" />
    </svg>
  );
}
