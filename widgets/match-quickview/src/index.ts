import { defineWidget } from '@anstoss/runtime/widget';
import { MatchQuickview } from './MatchQuickview.tsx';
import { matchQuickviewProps } from './props.ts';

export default defineWidget({
  name: 'match-quickview',
  props: matchQuickviewProps,
  Component: MatchQuickview,
});
