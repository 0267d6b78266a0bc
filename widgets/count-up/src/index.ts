import { defineWidget } from '@anstoss/runtime/widget';
import { CountUp } from './CountUp.tsx';
import { countUpProps } from './props.ts';

export default defineWidget({
  name: 'count-up',
  props: countUpProps,
  Component: CountUp,
});
