/** One profile's live stats: the stats with taken/sortPos, the slot in edit mode, saving. */
import { createStore } from 'zustand/vanilla';
import type { ErrorMessage } from '@anstoss/ui';
import { chooseStat, initialEditing, normaliseStats, resetSlot, type Stat } from './logic.ts';

export interface LiveStatsState {
  stats: Stat[];
  editing: number | null;
  saving: boolean;
  error: ErrorMessage | null;
  edit: (slot: number | null) => void;
  choose: (slot: number, id: string) => void;
  reset: (slot: number) => void;
  saveStarted: () => void;
  saveDone: () => void;
  saveFailed: (error: ErrorMessage) => void;
}

export function createLiveStatsStore(stats: readonly Stat[], count: number, editable: boolean) {
  const initial = normaliseStats(stats, count);
  return createStore<LiveStatsState>()((set) => ({
    stats: initial,
    editing: editable ? initialEditing(initial) : null,
    saving: false,
    error: null,
    edit: (slot) => set({ editing: slot }),
    choose: (slot, id) => set((s) => ({ stats: chooseStat(s.stats, slot, id), editing: null })),
    reset: (slot) => set((s) => ({ stats: resetSlot(s.stats, slot) })),
    saveStarted: () => set({ saving: true, error: null }),
    saveDone: () => set({ saving: false }),
    saveFailed: (error) => set({ saving: false, error }),
  }));
}
