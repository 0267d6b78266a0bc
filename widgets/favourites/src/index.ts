import { defineWidget } from '@anstoss/runtime/widget';
import { Favourites } from './Favourites.tsx';
import { favouritesProps } from './props.ts';

export default defineWidget({
  name: 'favourites',
  props: favouritesProps,
  Component: Favourites,
});
