import { createStoreContext } from '@anstoss/ui';
import type { NavigationState } from './store.ts';

/** This navigation's store, for the parts below NavigationFlyout. */
export const { StoreProvider, useSelect, useStoreApi } =
  createStoreContext<NavigationState>('navigation-flyout');
