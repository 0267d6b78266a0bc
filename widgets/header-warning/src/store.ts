import { createStore } from 'zustand/vanilla';
import type { Warning } from './logic.ts';

/**
 * loading: request in flight (nothing shown, so the page does not jump)
 * shown: an active warning the visitor has not closed
 * hidden: inactive, already dismissed this session, or the request failed (a banner that cannot
 *         load is not worth an error message of its own)
 */
export type HeaderWarningStatus = 'loading' | 'shown' | 'hidden';

export interface HeaderWarningState {
  status: HeaderWarningStatus;
  warning: Warning | null;
  show: (warning: Warning) => void;
  hide: () => void;
}

export function createHeaderWarningStore(
  initial: Partial<Pick<HeaderWarningState, 'status' | 'warning'>> = {},
) {
  return createStore<HeaderWarningState>()((set) => ({
    status: 'loading',
    warning: null,
    ...initial,
    show: (warning) => set({ status: 'shown', warning }),
    hide: () => set({ status: 'hidden', warning: null }),
  }));
}

export type HeaderWarningStore = ReturnType<typeof createHeaderWarningStore>;
