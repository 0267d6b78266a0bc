/** The stage: the saved background, the one being picked, and the save (an action). */
import { createStore } from 'zustand/vanilla';
import { createAction, type Action } from '@anstoss/api';
import { getSession } from '@anstoss/runtime/widget';

export interface StageState {
  saved: string | null;
  picking: string | null;
  /** Sends the picked background (one write in flight); on success it becomes the saved one. */
  saveAction: Action<{ background?: string | undefined }, string>;
  open: (current: string) => void;
  pick: (id: string) => void;
  cancel: () => void;
  /** The pick is the saved one already: close without sending. */
  keep: () => void;
}

export function createStageStore(
  saved: string | null,
  send: (id: string, signal: AbortSignal) => Promise<{ background?: string | undefined }>,
) {
  return createStore<StageState>()((set, get) => ({
    saved,
    picking: null,
    saveAction: createAction((id: string, { signal }) => send(id, signal), {
      // An ended session (isSessionEnded) offers the login instead of an error text.
      session: getSession,
      onSuccess: (answer, id) => set({ saved: answer.background ?? id, picking: null }),
    }),
    open: (current) => {
      get().saveAction.reset();
      set({ picking: current });
    },
    pick: (id) => set({ picking: id }),
    cancel: () => {
      get().saveAction.reset();
      set({ picking: null });
    },
    keep: () => set((s) => ({ saved: s.picking ?? s.saved, picking: null })),
  }));
}
