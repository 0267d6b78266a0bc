import { defineWidget } from '@anstoss/runtime/widget';
import { MatchCalendar } from './MatchCalendar.tsx';
import { matchCalendarProps } from './props.ts';

export default defineWidget({
  name: 'match-calendar',
  props: matchCalendarProps,
  Component: MatchCalendar,
});
