import { createStore } from 'zustand/vanilla';
import type { ErrorMessage } from '@anstoss/ui';
import {
  DEFAULT_FAVOURITES_TAB,
  DEFAULT_GAMES_TAB,
  type FavouritesTab,
  type GamesTab,
  type StartPageView,
} from './logic.ts';

/** idle: logged out (nothing loaded) · loading · ready · error (keeps what was shown). */
export interface StartPageState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  view: StartPageView | null;
  error: ErrorMessage | null;
  gamesTab: GamesTab;
  favouritesTab: FavouritesTab;
  loading: () => void;
  loaded: (view: StartPageView) => void;
  failed: (error: ErrorMessage) => void;
  setGamesTab: (tab: GamesTab) => void;
  setFavouritesTab: (tab: FavouritesTab) => void;
}

export function createStartPageStore() {
  return createStore<StartPageState>()((set) => ({
    status: 'idle',
    view: null,
    error: null,
    gamesTab: DEFAULT_GAMES_TAB,
    favouritesTab: DEFAULT_FAVOURITES_TAB,
    loading: () => set({ status: 'loading', error: null }),
    loaded: (view) => set({ status: 'ready', view, error: null }),
    failed: (error) => set({ status: 'error', error }),
    setGamesTab: (gamesTab) => set({ gamesTab }),
    setFavouritesTab: (favouritesTab) => set({ favouritesTab }),
  }));
}

export type StartPageStore = ReturnType<typeof createStartPageStore>;
