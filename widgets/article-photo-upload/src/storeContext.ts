import { createStoreContext } from '@anstoss/ui';
import type { ArticlePhotoState } from './store.ts';

export const { StoreProvider, useSelect, useStoreApi } =
  createStoreContext<ArticlePhotoState>('article-photo-upload');
