import { defineWidget } from '@anstoss/runtime/widget';
import { NavigationFlyout } from './NavigationFlyout.tsx';
import { navigationFlyoutProps } from './props.ts';

export default defineWidget({
  name: 'navigation-flyout',
  props: navigationFlyoutProps,
  Component: NavigationFlyout,
});
