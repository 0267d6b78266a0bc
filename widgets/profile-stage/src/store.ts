/** The stage: the saved background, the one being picked, and the save cycle. */
import { createStore } from 'zustand/vanilla';
import type { ErrorMessage } from '@anstoss/ui';

export interface StageState {
  saved: string | null;
  picking: string | null;
  saving: boolean;
  /** The last save went through (announced). */
  done: boolean;
  error: ErrorMessage | null;
  open: (current: string) => void;
  pick: (id: string) => void;
  cancel: () => void;
  saveStarted: () => void;
  saveDone: (id: string) => void;
  saveFailed: (error: ErrorMessage) => void;
}

export function createStageStore(saved: string | null) {
  return createStore<StageState>()((set) => ({
    saved,
    picking: null,
    saving: false,
    done: false,
    error: null,
    open: (current) => set({ picking: current, error: null, done: false }),
    pick: (id) => set({ picking: id }),
    cancel: () => set({ picking: null, error: null }),
    saveStarted: () => set({ saving: true, error: null }),
    saveDone: (id) => set({ saving: false, done: true, saved: id, picking: null }),
    // A failed save keeps the picker open with the choice; the retry sends it again.
    saveFailed: (error) => set({ saving: false, error }),
  }));
}
