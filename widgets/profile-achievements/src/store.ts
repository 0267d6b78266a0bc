/** One profile's achievements: slots, the slot being edited and its draft, the save state. */
import { createStore } from 'zustand/vanilla';
import { createAction, type Action } from '@anstoss/api';
import { getSession } from '@anstoss/runtime/widget';
import {
  applyEdit,
  cycleBadge,
  missingField,
  slotsOf,
  type Achievement,
  type Badge,
} from './logic.ts';

export interface AchievementsState {
  slots: Achievement[];
  /** Position being edited, or null. */
  editing: number | null;
  badgeIndex: number;
  headline: string;
  /** Spec §4: an edit ended with one of badge or headline only. */
  isrequired: 'headline' | 'badge' | null;
  /** Sends the whole list (one write in flight); a failure keeps the slots for the retry. */
  saveAction: Action<unknown, Achievement[]>;
  startEdit: (position: number, list: readonly Badge[]) => void;
  cycle: (direction: 1 | -1, length: number) => void;
  setHeadline: (headline: string) => void;
  clear: () => void;
  cancel: () => void;
  /** Ends the edit: returns the new slots to save, or null when nothing is to be saved. */
  finish: (list: readonly Badge[], folder: string) => Achievement[] | null;
}

export function createAchievementsStore(
  values: readonly Achievement[],
  count: number,
  send: (values: Achievement[], signal: AbortSignal) => Promise<unknown>,
) {
  const initial = slotsOf(values, count);
  return createStore<AchievementsState>()((set, get) => ({
    slots: initial,
    editing: null,
    badgeIndex: -1,
    headline: '',
    isrequired: null,
    saveAction: createAction((list: Achievement[], { signal }) => send(list, signal), {
      // An ended session (isSessionEnded) offers the login instead of an error text.
      session: getSession,
    }),
    startEdit: (position, list) => {
      const slot = get().slots.find((s) => s.position === position);
      set({
        editing: position,
        badgeIndex: list.findIndex((b) => b.badgeid === slot?.badgeid),
        headline: slot?.headline ?? '',
        isrequired: null,
      });
    },
    cycle: (direction, length) =>
      set((s) => ({ badgeIndex: cycleBadge(s.badgeIndex, length, direction), isrequired: null })),
    setHeadline: (headline) => set({ headline, isrequired: null }),
    clear: () => set({ badgeIndex: -1, headline: '', isrequired: null }),
    cancel: () => set({ editing: null, isrequired: null }),
    finish: (list, folder) => {
      const s = get();
      if (s.editing === null) return null;
      const badge = list[s.badgeIndex] ?? null;
      const { slots, outcome } = applyEdit(s.slots, s.editing, badge, s.headline, folder);
      if (outcome === 'isrequired') {
        set({ isrequired: missingField(badge?.badgeid ?? null, s.headline) });
        return null;
      }
      set({ slots, editing: null, isrequired: null });
      return slots;
    },
  }));
}

export type AchievementsStore = ReturnType<typeof createAchievementsStore>;
