import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { navigation, type WidgetProps } from '@anstoss/runtime/widget';
import { currentYear } from './clock.ts';
import { INITIAL_SYNC_MS, initialYear, syncedYear, yearOptions, yearUrl } from './logic.ts';
import type { YearSelectProps } from './props.ts';

/** A labelled native select of years: the current year and N years back. */
export function YearSelect({ props }: WidgetProps<YearSelectProps>) {
  const { t } = useTranslation();
  const id = useId();
  const [options] = useState(() => yearOptions(props.currentYear ?? currentYear(), props.years));
  const [year, setYear] = useState(() => initialYear(options, props.selected));
  const selectRef = useRef<HTMLSelectElement>(null);

  // Spec §9 Timings: 1000 ms after mounting, the model takes the year the select really shows (a
  // browser's form restoration sends no event), so a later render never flips it back. The sync
  // opens no page: only a person's choice does.
  useEffect(() => {
    const timer = setTimeout(() => {
      const shown = selectRef.current?.value;
      if (shown !== undefined) setYear((model) => syncedYear(options, shown, model));
    }, INITIAL_SYNC_MS);
    return () => clearTimeout(timer);
  }, [options]);

  const choose = (value: number) => {
    setYear(value);
    if (props.url) navigation.go(yearUrl(props.url, value));
  };

  return (
    <div className="ast-widget ast-year-select">
      <label htmlFor={id}>{props.label ?? t('anstoss.yearSelect.label')}</label>{' '}
      <select
        ref={selectRef}
        id={id}
        name={props.name}
        value={year}
        onChange={(event) => choose(Number(event.target.value))}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
