/**
 * The album edit list (spec §2 Own media and albums, §7 Photo albums): the owner's albums in
 * pages of 10 for a date window, refresh, create, edit, delete, publish; one form open at a time.
 * The edit list's shared state is `editListSlice` of @anstoss/ui; the album list adds the new
 * album form's "created" (the first page loads again).
 */
import { createStore } from 'zustand/vanilla';
import { editListSlice, type EditListState } from '@anstoss/ui';
import type { SessionLike } from '@anstoss/api';
import type { Album } from '@anstoss/api/media';

export interface AlbumEditListState extends EditListState<Album, 'created'> {
  /** The new album was created: the form closes and the first page loads again. */
  created: () => void;
}

/** `session` decides after a failed write whether the session has ended (`getSession`). */
export function createAlbumEditListStore(session?: () => SessionLike) {
  return createStore<AlbumEditListState>()((set, get) => ({
    ...editListSlice<Album, 'created'>(set, get, undefined, session),
    created: () =>
      set((s) => ({
        form: null,
        notice: 'created',
        query: { ...s.query, offset: 0, nonce: s.query.nonce + 1 },
      })),
  }));
}

export type AlbumEditListStore = ReturnType<typeof createAlbumEditListStore>;
