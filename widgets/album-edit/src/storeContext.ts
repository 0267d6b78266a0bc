import { createStoreContext } from '@anstoss/ui';
import type { AlbumEditState } from './store.ts';

export const { StoreProvider, useSelect, useStoreApi } =
  createStoreContext<AlbumEditState>('album-edit');
