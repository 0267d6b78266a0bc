import { createStore } from 'zustand/vanilla';
import type { FavouritesMap, ShopCategory } from './api.ts';

/**
 * openId: the main item whose menu is open (one at a time), null when all are closed.
 * mobileOpen: the whole navigation on small screens (below 1020 px).
 * shop: idle until the shop menu is first opened; fallback when it has no categories or failed.
 */
export interface NavigationState {
  openId: string | null;
  mobileOpen: boolean;
  shop: 'idle' | 'loading' | 'ready' | 'fallback';
  categories: ShopCategory[];
  favorites: FavouritesMap | null;
  open: (id: string) => void;
  close: () => void;
  toggle: (id: string) => void;
  setMobileOpen: (open: boolean) => void;
  shopLoading: () => void;
  shopLoaded: (categories: ShopCategory[] | null) => void;
  setFavorites: (favorites: FavouritesMap) => void;
}

export function createNavigationStore() {
  return createStore<NavigationState>()((set) => ({
    openId: null,
    mobileOpen: false,
    shop: 'idle',
    categories: [],
    favorites: null,
    open: (id) => set({ openId: id }),
    close: () => set({ openId: null }),
    toggle: (id) => set((s) => ({ openId: s.openId === id ? null : id })),
    setMobileOpen: (mobileOpen) => set(mobileOpen ? { mobileOpen } : { mobileOpen, openId: null }),
    shopLoading: () => set({ shop: 'loading' }),
    shopLoaded: (categories) =>
      set(categories ? { shop: 'ready', categories } : { shop: 'fallback', categories: [] }),
    setFavorites: (favorites) => set({ favorites }),
  }));
}

export type NavigationStore = ReturnType<typeof createNavigationStore>;
