import { defineWidget } from '@anstoss/runtime/widget';
import { LineChart } from './LineChart.tsx';
import { lineChartProps } from './props.ts';

export default defineWidget({
  name: 'line-chart',
  props: lineChartProps,
  Component: LineChart,
});
