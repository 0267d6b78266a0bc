import { defineWidget } from '@anstoss/runtime/widget';
import { ReportOffense } from './ReportOffense.tsx';
import { reportOffenseProps } from './props.ts';

export default defineWidget({
  name: 'report-offense',
  props: reportOffenseProps,
  Component: ReportOffense,
});
