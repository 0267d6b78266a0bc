import { defineWidget } from '@anstoss/runtime/widget';
import { GoalOfTheWeek } from './GoalOfTheWeek.tsx';
import { goalOfTheWeekProps } from './props.ts';

export default defineWidget({
  name: 'goal-of-the-week',
  props: goalOfTheWeekProps,
  Component: GoalOfTheWeek,
});
