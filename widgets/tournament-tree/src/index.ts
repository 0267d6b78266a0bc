import { defineWidget } from '@anstoss/runtime/widget';
import { TournamentTree } from './TournamentTree.tsx';
import { tournamentTreeProps } from './props.ts';

export default defineWidget({
  name: 'tournament-tree',
  props: tournamentTreeProps,
  Component: TournamentTree,
});
