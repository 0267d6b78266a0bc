import { createStoreContext } from '@anstoss/ui';
import type { LiveTickerState } from './store.ts';

/** This ticker instance's store, for the parts below LiveTicker. */
export const { StoreProvider, useSelect, useStoreApi } =
  createStoreContext<LiveTickerState>('live-ticker');
