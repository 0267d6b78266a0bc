import { defineWidget } from '@anstoss/runtime/widget';
import { YearSelect } from './YearSelect.tsx';
import { yearSelectProps } from './props.ts';

export default defineWidget({
  name: 'year-select',
  props: yearSelectProps,
  Component: YearSelect,
});
