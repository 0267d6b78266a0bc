import { defineWidget } from '@anstoss/runtime/widget';
import { CompetitionFinder } from './CompetitionFinder.tsx';
import { competitionFinderProps } from './props.ts';

export default defineWidget({
  name: 'competition-finder',
  props: competitionFinderProps,
  Component: CompetitionFinder,
});
