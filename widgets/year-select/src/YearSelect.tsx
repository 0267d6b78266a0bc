import { useId, useState } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { navigation, type WidgetProps } from '@anstoss/runtime/widget';
import { currentYear } from './clock.ts';
import { initialYear, yearOptions, yearUrl } from './logic.ts';
import type { YearSelectProps } from './props.ts';

/** A labelled native select of years: the current year and N years back. */
export function YearSelect({ props }: WidgetProps<YearSelectProps>) {
  const { t } = useTranslation();
  const id = useId();
  const [options] = useState(() => yearOptions(props.currentYear ?? currentYear(), props.years));
  const [year, setYear] = useState(() => initialYear(options, props.selected));

  const choose = (value: number) => {
    setYear(value);
    if (props.url) navigation.go(yearUrl(props.url, value));
  };

  return (
    <div className="ast-widget ast-year-select">
      <label htmlFor={id}>{props.label ?? t('anstoss.yearSelect.label')}</label>{' '}
      <select
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
