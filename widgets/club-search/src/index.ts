import { defineWidget } from '@anstoss/runtime/widget';
import { ClubSearch } from './ClubSearch.tsx';
import { clubSearchProps } from './props.ts';

export default defineWidget({
  name: 'club-search',
  props: clubSearchProps,
  Component: ClubSearch,
});
