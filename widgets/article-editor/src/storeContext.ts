import { createStoreContext } from '@anstoss/ui';
import type { ArticleEditorState } from './store.ts';

/** This editor instance's store, for the parts below ArticleEditor. */
export const { StoreProvider, useSelect, useStoreApi } =
  createStoreContext<ArticleEditorState>('article-editor');
