import { defineWidget } from '@anstoss/runtime/widget';
import { GeneratedReports } from './GeneratedReports.tsx';
import { generatedReportsProps } from './props.ts';

export default defineWidget({
  name: 'generated-reports',
  props: generatedReportsProps,
  Component: GeneratedReports,
});
