/**
 * Rating form (spec §4 Rating, report and edit tools): opening sets it active; submit sets voted
 * from success; cancel restores the initial rating. A 'ratingLoaded' event replaces the initial
 * rating with its uservote.
 */
import { createStore } from 'zustand/vanilla';
import type { ErrorMessage } from '@anstoss/ui';

export interface RatingState {
  active: boolean;
  voted: boolean;
  initial: number;
  rating: number;
  sending: boolean;
  error: ErrorMessage | null;
  open: () => void;
  choose: (rating: number) => void;
  cancel: () => void;
  sending_: () => void;
  answered: (success: boolean, error: ErrorMessage | null) => void;
  loaded: (uservote: number) => void;
}

export function createRatingStore(initial = 0) {
  return createStore<RatingState>()((set, get) => ({
    active: false,
    voted: false,
    initial,
    rating: initial,
    sending: false,
    error: null,
    open: () => set({ active: true, error: null }),
    choose: (rating) => set({ rating }),
    cancel: () => set({ active: false, rating: get().initial, error: null }),
    sending_: () => set({ sending: true, error: null }),
    answered: (success, error) =>
      set((s) =>
        success
          ? { sending: false, voted: true, active: false, initial: s.rating }
          : { sending: false, voted: false, error },
      ),
    loaded: (uservote) =>
      set((s) => ({ initial: uservote, rating: s.active ? s.rating : uservote })),
  }));
}

export type RatingStore = ReturnType<typeof createRatingStore>;
