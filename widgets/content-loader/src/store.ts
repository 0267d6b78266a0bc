import { createStore } from 'zustand/vanilla';
import type { MoreState } from './logic.ts';

/**
 * idle: the button can load more; loading: a request is in flight (indicator shown);
 * done: a response said final (the button is hidden).
 */
export interface ContentLoaderState extends MoreState {
  loading: boolean;
  /** Elements inserted by the last successful request (for the screen-reader status). */
  inserted: number | null;
  begin: () => void;
  succeed: (next: MoreState, inserted: number) => void;
  /** Failure: the indicator stops, the list stays, no message (spec §8). */
  fail: () => void;
}

export function createContentLoaderStore(offset: number) {
  return createStore<ContentLoaderState>()((set) => ({
    offset,
    done: false,
    loading: false,
    inserted: null,
    begin: () => set({ loading: true }),
    succeed: (next, inserted) => set({ ...next, loading: false, inserted }),
    fail: () => set({ loading: false, inserted: null }),
  }));
}

export type ContentLoaderStore = ReturnType<typeof createContentLoaderStore>;
