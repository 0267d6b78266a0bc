import { createStore } from 'zustand/vanilla';
import { createAction, type Action, type ActionSend, type SessionLike } from '@anstoss/api';
import type { FavouritesMap, SaveFavouriteResponse } from './api.ts';
import { savedAfter } from './logic.ts';

/**
 * list: idle (not loaded: logged out or no list), loading, ready, error (keeps what was shown).
 * save: the save action (`createAction`: one in flight, never retried); its state is the
 * button's busy, the status line (success) and the error.
 */
export interface FavouritesState {
  list: 'idle' | 'loading' | 'ready' | 'error';
  favorites: FavouritesMap | null;
  saved: boolean;
  save: Action<SaveFavouriteResponse>;
  loadStarted: () => void;
  loaded: (favorites: FavouritesMap) => void;
  loadFailed: () => void;
}

export function createFavouritesStore(
  initial: { saved?: boolean } = {},
  send: ActionSend<void, SaveFavouriteResponse> = () =>
    Promise.reject(new Error('no save endpoint')),
  /** Decides after a failure whether the session has ended (`getSession`: offer the login). */
  session?: () => SessionLike,
) {
  return createStore<FavouritesState>()((set) => ({
    list: 'idle',
    favorites: null,
    saved: initial.saved ?? false,
    save: createAction(send, {
      session,
      onSuccess: (response) =>
        set((s) => ({
          saved: savedAfter(response, s.saved),
          favorites: response.favorites ?? s.favorites,
          list: response.favorites ? 'ready' : s.list,
        })),
    }),
    loadStarted: () => set({ list: 'loading' }),
    loaded: (favorites) => set({ list: 'ready', favorites }),
    loadFailed: () => set({ list: 'error' }),
  }));
}

export type FavouritesStore = ReturnType<typeof createFavouritesStore>;
