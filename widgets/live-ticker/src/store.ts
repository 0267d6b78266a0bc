import { createStore } from 'zustand/vanilla';
import type { TickerResponse } from './api.ts';
import { backoffMs, pollIntervalMs } from './logic.ts';

/**
 * One store per ticker instance. Only real changes are written: a 304 or an identical body never
 * reaches the store, and flags are set only when they change, so an unchanged poll commits
 * nothing and renders nothing.
 */
export interface LiveTickerState {
  tickerId: string;
  data: TickerResponse | null;
  /** Date.now() when `data` arrived, minus the response's Age: the clock's starting point. */
  receivedAt: number;
  lastModified: string | null;
  /** Consecutive failed polls (network, HTTP 5xx, parse, schema). */
  failures: number;
  /** True once a poll failed while data is shown: the discreet stale-data hint. */
  stale: boolean;
  /** True when the first load failed (nothing to show). */
  failed: boolean;
  applyTicker: (
    data: TickerResponse,
    lastModified: string | null,
    age: number | null,
    now?: number,
  ) => void;
  reachable: () => void;
  fail: () => void;
  selectTicker: (tickerId: string) => void;
  /** Delay before the next poll: should_update × 1000, doubled per failure (capped). */
  nextPollMs: () => number;
}

export function createLiveTickerStore(
  initial: Partial<Pick<LiveTickerState, 'tickerId' | 'data' | 'receivedAt'>> = {},
) {
  return createStore<LiveTickerState>()((set, get) => ({
    tickerId: '',
    data: null,
    receivedAt: 0,
    lastModified: null,
    failures: 0,
    stale: false,
    failed: false,
    ...initial,
    applyTicker: (data, lastModified, age, now = Date.now()) =>
      set({
        data,
        lastModified,
        receivedAt: now - Math.max(0, age ?? 0) * 1000,
        failures: 0,
        stale: false,
        failed: false,
      }),
    reachable: () => {
      const s = get();
      if (s.failures !== 0 || s.stale || s.failed)
        set({ failures: 0, stale: false, failed: false });
    },
    fail: () => {
      const s = get();
      set({ failures: s.failures + 1, stale: s.data !== null, failed: s.data === null });
    },
    selectTicker: (tickerId) => {
      if (get().tickerId !== tickerId) set({ tickerId });
    },
    nextPollMs: () => {
      const s = get();
      return backoffMs(pollIntervalMs(s.data?.should_update), s.failures);
    },
  }));
}

export type LiveTickerStore = ReturnType<typeof createLiveTickerStore>;
