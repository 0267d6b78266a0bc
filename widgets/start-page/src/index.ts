import { defineWidget } from '@anstoss/runtime/widget';
import { StartPage } from './StartPage.tsx';
import { startPageProps } from './props.ts';

export default defineWidget({
  name: 'start-page',
  props: startPageProps,
  Component: StartPage,
});
