/** One profile's live stats: the stats with taken/sortPos, the slot in edit mode, the save. */
import { createStore } from 'zustand/vanilla';
import { createAction, type Action } from '@anstoss/api';
import { getSession } from '@anstoss/runtime/widget';
import {
  chooseStat,
  initialEditing,
  normaliseStats,
  resetSlot,
  statInSlot,
  type Stat,
} from './logic.ts';

export interface LiveStatsState {
  stats: Stat[];
  editing: number | null;
  /**
   * The stat shown in the open slot's choice, not yet taken: a select only moves its selection
   * (arrow keys, a pick with the pointer); Enter, "Übernehmen" or leaving the choice commits it
   * (WCAG 3.2.2, no change of context on input).
   */
  picked: string;
  /** Sends the slots (one write in flight; its state is the saving, saved or failed status). */
  saveAction: Action<unknown, (string | null)[]>;
  edit: (slot: number | null) => void;
  pick: (id: string) => void;
  /** Takes the picked stat for the open slot; true when that changed the slots (save them). */
  commit: () => boolean;
  reset: (slot: number) => void;
}

export function createLiveStatsStore(
  stats: readonly Stat[],
  count: number,
  editable: boolean,
  send: (slots: (string | null)[], signal: AbortSignal) => Promise<unknown>,
) {
  const initial = normaliseStats(stats, count);
  return createStore<LiveStatsState>()((set, get) => ({
    stats: initial,
    editing: editable ? initialEditing(initial) : null,
    picked: '',
    saveAction: createAction((slots: (string | null)[], { signal }) => send(slots, signal), {
      // An ended session (isSessionEnded) offers the login instead of an error text.
      session: getSession,
    }),
    edit: (slot) =>
      set((s) => ({
        editing: slot,
        picked: slot === null ? '' : (statInSlot(s.stats, slot)?.id ?? ''),
      })),
    pick: (id) => set({ picked: id }),
    commit: () => {
      const { editing, picked, stats } = get();
      if (editing === null) return false;
      const changed = picked !== '' && statInSlot(stats, editing)?.id !== picked;
      set({
        stats: changed ? chooseStat(stats, editing, picked) : stats,
        editing: null,
        picked: '',
      });
      return changed;
    },
    reset: (slot) => set((s) => ({ stats: resetSlot(s.stats, slot) })),
  }));
}
