/** One album list: the albums loaded so far, whether there are more, and the load status. */
import { createStore } from 'zustand/vanilla';
import type { Album, AlbumListResponse } from '@anstoss/api/media';
import { hasMore } from './logic.ts';

export interface AlbumListState {
  status: 'loading' | 'ready' | 'error';
  more: 'idle' | 'loading' | 'error';
  albums: Album[];
  total: number | null;
  hasMore: boolean;
  /** Albums the last further page added (announced). */
  added: number | null;
  pageLoaded: (offset: number, answer: AlbumListResponse) => void;
  failed: () => void;
  moreLoading: () => void;
}

export function createAlbumListStore() {
  return createStore<AlbumListState>()((set) => ({
    status: 'loading',
    more: 'idle',
    albums: [],
    total: null,
    hasMore: false,
    added: null,
    pageLoaded: (offset, answer) =>
      set((s) => {
        if (offset !== 0 && offset !== s.albums.length) return { more: 'idle' };
        const albums = offset === 0 ? answer.entries : [...s.albums, ...answer.entries];
        const total = answer.meta?.overallamount ?? answer.count;
        return {
          status: 'ready',
          more: 'idle',
          albums,
          total: total ?? null,
          hasMore: answer.entries.length > 0 && hasMore(albums.length, answer.final, total),
          added: offset === 0 ? null : answer.entries.length,
        };
      }),
    failed: () => set((s) => (s.status === 'ready' ? { more: 'error' } : { status: 'error' })),
    moreLoading: () => set({ more: 'loading' }),
  }));
}
