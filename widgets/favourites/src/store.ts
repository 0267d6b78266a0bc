import { createStore } from 'zustand/vanilla';
import type { FavouritesMap } from './api.ts';
import type { ErrorMessage } from '@anstoss/ui';

/**
 * list: idle (not loaded: logged out or no list), loading, ready, error (keeps what was shown)
 * save: idle, saving, done (after a successful save), error
 */
export interface FavouritesState {
  list: 'idle' | 'loading' | 'ready' | 'error';
  favorites: FavouritesMap | null;
  save: 'idle' | 'saving' | 'done' | 'error';
  saved: boolean;
  saveError: ErrorMessage | null;
  loadStarted: () => void;
  loaded: (favorites: FavouritesMap) => void;
  loadFailed: () => void;
  saveStarted: () => void;
  saveDone: (saved: boolean, favorites: FavouritesMap | null) => void;
  saveFailed: (message: ErrorMessage) => void;
}

export function createFavouritesStore(initial: { saved?: boolean } = {}) {
  return createStore<FavouritesState>()((set) => ({
    list: 'idle',
    favorites: null,
    save: 'idle',
    saved: initial.saved ?? false,
    saveError: null,
    loadStarted: () => set({ list: 'loading' }),
    loaded: (favorites) => set({ list: 'ready', favorites }),
    loadFailed: () => set({ list: 'error' }),
    saveStarted: () => set({ save: 'saving', saveError: null }),
    saveDone: (saved, favorites) =>
      set((s) => ({
        save: 'done',
        saved,
        favorites: favorites ?? s.favorites,
        list: favorites ? 'ready' : s.list,
      })),
    saveFailed: (saveError) => set({ save: 'error', saveError }),
  }));
}

export type FavouritesStore = ReturnType<typeof createFavouritesStore>;
