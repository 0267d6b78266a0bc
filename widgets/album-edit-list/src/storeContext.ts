import { createStoreContext } from '@anstoss/ui';
import type { AlbumEditListState } from './store.ts';

export const { StoreProvider, useSelect, useStoreApi } =
  createStoreContext<AlbumEditListState>('album-edit-list');
