import { defineWidget } from '@anstoss/runtime/widget';
import { LazyNavigation } from './LazyNavigation.tsx';
import { navigationFlyoutProps } from './props.ts';

export default defineWidget({
  name: 'navigation-flyout',
  props: navigationFlyoutProps,
  // The flyout itself loads when the reader turns to the server's navigation (LazyNavigation).
  Component: LazyNavigation,
});
