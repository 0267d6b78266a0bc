/**
 * Rating form (spec §4 Rating, report and edit tools): opening sets it active; submit sets voted
 * from success; cancel restores the initial rating. A 'ratingLoaded' event replaces the initial
 * rating with its uservote. The write itself is the view's action (`useAction`): a failure leaves
 * the form as it is, and the store holds no request flags.
 */
import { createStore } from 'zustand/vanilla';

export interface RatingState {
  active: boolean;
  voted: boolean;
  initial: number;
  rating: number;
  open: () => void;
  choose: (rating: number) => void;
  cancel: () => void;
  /** The server confirmed the rating. */
  rated: () => void;
  loaded: (uservote: number) => void;
}

export function createRatingStore(initial = 0) {
  return createStore<RatingState>()((set, get) => ({
    active: false,
    voted: false,
    initial,
    rating: initial,
    open: () => set({ active: true }),
    choose: (rating) => set({ rating }),
    cancel: () => set({ active: false, rating: get().initial }),
    rated: () => set((s) => ({ voted: true, active: false, initial: s.rating })),
    loaded: (uservote) =>
      set((s) => ({ initial: uservote, rating: s.active ? s.rating : uservote })),
  }));
}

export type RatingStore = ReturnType<typeof createRatingStore>;
