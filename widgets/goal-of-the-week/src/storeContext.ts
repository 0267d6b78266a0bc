import { createStoreContext } from '@anstoss/ui';
import type { SubmissionState } from './store.ts';

export const { StoreProvider, useSelect, useStoreApi } =
  createStoreContext<SubmissionState>('submission');
