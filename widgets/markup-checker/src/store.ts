/** One checker's state: the markup typed, the running check and its result. No DOM. */
import { createStore } from 'zustand/vanilla';
import type { CheckResult } from '@anstoss/runtime/checker';

export type CheckStatus = 'idle' | 'empty' | 'checking' | 'done' | 'failed';

export interface MarkupCheckerState {
  markup: string;
  status: CheckStatus;
  result: CheckResult | null;
  /** Bumped per check, so a slow earlier check never overwrites a later one. */
  run: number;
  setMarkup: (markup: string) => void;
  /** Starts a check; returns its run number, or null when there is nothing to check. */
  start: () => number | null;
  finished: (run: number, result: CheckResult) => void;
  failed: (run: number) => void;
}

export function createMarkupCheckerStore() {
  return createStore<MarkupCheckerState>()((set, get) => ({
    markup: '',
    status: 'idle',
    result: null,
    run: 0,
    setMarkup: (markup) => set({ markup }),
    start: () => {
      if (!get().markup.trim()) {
        set({ status: 'empty', result: null });
        return null;
      }
      const run = get().run + 1;
      set({ run, status: 'checking' });
      return run;
    },
    finished: (run, result) => {
      if (run === get().run) set({ status: 'done', result });
    },
    failed: (run) => {
      if (run === get().run) set({ status: 'failed', result: null });
    },
  }));
}
