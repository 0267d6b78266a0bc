import { createStoreContext } from '@anstoss/ui';
import type { MediaEditListState } from './store.ts';

export const { StoreProvider, useSelect, useStoreApi } =
  createStoreContext<MediaEditListState>('media-edit-list');
