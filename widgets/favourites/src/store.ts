import { createStore } from 'zustand/vanilla';
import type { FavouritesMap, SaveFavouriteResponse } from './api.ts';
import { savedAfter } from './logic.ts';

/**
 * list: idle (not loaded: logged out or no list), loading, ready, error (keeps what was shown).
 * saved: whether the page is a favourite (the toggle). The save action itself (`createAction`,
 * save.ts) is created when the button is first pressed or approached, and applies its success
 * through `saveSucceeded`.
 */
export interface FavouritesState {
  list: 'idle' | 'loading' | 'ready' | 'error';
  favorites: FavouritesMap | null;
  saved: boolean;
  saveSucceeded: (response: SaveFavouriteResponse) => void;
  loadStarted: () => void;
  loaded: (favorites: FavouritesMap) => void;
  loadFailed: () => void;
}

export function createFavouritesStore(initial: { saved?: boolean } = {}) {
  return createStore<FavouritesState>()((set) => ({
    list: 'idle',
    favorites: null,
    saved: initial.saved ?? false,
    saveSucceeded: (response) =>
      set((s) => ({
        saved: savedAfter(response, s.saved),
        favorites: response.favorites ?? s.favorites,
        list: response.favorites ? 'ready' : s.list,
      })),
    loadStarted: () => set({ list: 'loading' }),
    loaded: (favorites) => set({ list: 'ready', favorites }),
    loadFailed: () => set({ list: 'error' }),
  }));
}

export type FavouritesStore = ReturnType<typeof createFavouritesStore>;
