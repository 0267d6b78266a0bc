/**
 * The album edit list (spec §2 Own media and albums, §7 Photo albums): the owner's albums in
 * pages of 10 for a date window, refresh, create, edit, delete, publish; one form open at a time.
 */
import { createStore } from 'zustand/vanilla';
import { revealMore, windowAfterPage, windowAfterRemoval, type ErrorMessage } from '@anstoss/ui';
import { type Album, type AlbumListResponse } from '@anstoss/api/media';
import { mergeById } from '@anstoss/api/mediaEdit';
import { PAGE_SIZE, type OpenForm } from './logic.ts';

export interface AlbumQuery {
  from: string | null;
  to: string | null;
  offset: number;
  nonce: number;
}

export type Notice = 'created' | 'saved' | 'deleted' | 'published' | 'gone' | null;

export interface AlbumEditListState {
  status: 'loading' | 'error' | 'ready';
  albums: Album[];
  shown: number;
  hasMore: boolean;
  nextOffset: number;
  query: AlbumQuery;
  loadingMore: boolean;
  moreError: boolean;
  refreshError: boolean;
  lastAdded: number | null;
  form: OpenForm;
  confirmDeleteId: string | null;
  /** 'create' or an album id while its request is in flight. */
  busy: string | null;
  /** An error of the create form ('create') or of one album. */
  formError: { scope: string; error: ErrorMessage } | null;
  notice: Notice;
  setRange: (from: string | null, to: string | null) => void;
  refresh: () => void;
  showMore: () => boolean;
  loaded: (page: AlbumListResponse, offset: number) => void;
  failed: (offset: number) => void;
  /** A status poll: fresh fields for albums already listed; nothing else changes. */
  patch: (albums: readonly Album[]) => void;
  openForm: (form: OpenForm) => void;
  closeForm: () => void;
  askDelete: (id: string) => void;
  cancelDelete: () => void;
  started: (scope: string) => void;
  actionFailed: (scope: string, error: ErrorMessage) => void;
  created: () => void;
  saved: (id: string, fields: { title: string; description: string }) => void;
  published: (id: string) => void;
  removed: (id: string, notice: 'deleted' | 'gone') => void;
}

export function createAlbumEditListStore() {
  return createStore<AlbumEditListState>()((set, get) => ({
    status: 'loading',
    albums: [],
    shown: 0,
    hasMore: false,
    nextOffset: 0,
    query: { from: null, to: null, offset: 0, nonce: 0 },
    loadingMore: false,
    moreError: false,
    refreshError: false,
    lastAdded: null,
    form: null,
    confirmDeleteId: null,
    busy: null,
    formError: null,
    notice: null,
    setRange: (from, to) =>
      set((s) =>
        s.query.from === from && s.query.to === to
          ? s
          : { query: { from, to, offset: 0, nonce: s.query.nonce + 1 }, notice: null },
      ),
    refresh: () =>
      set((s) => ({ query: { ...s.query, offset: 0, nonce: s.query.nonce + 1 }, notice: null })),
    showMore: () => {
      const s = get();
      const step = revealMore(s, s.albums.length, PAGE_SIZE);
      if (step !== 'fetch') {
        if (step) set(step);
        return false;
      }
      set({
        loadingMore: true,
        moreError: false,
        query: { ...s.query, offset: s.nextOffset, nonce: s.query.nonce + 1 },
      });
      return true;
    },
    loaded: (page, offset) =>
      set((s) => {
        const albums = mergeById(offset === 0 ? [] : s.albums, page.entries);
        const counts = { before: s.albums.length, after: albums.length };
        const paging = windowAfterPage(s, page, offset, counts, PAGE_SIZE);
        if (offset > 0) return { albums, ...paging, loadingMore: false, moreError: false };
        const form =
          s.form?.kind === 'edit' && !albums.some((a) => a.id === (s.form as { id: string }).id)
            ? null
            : s.form;
        return {
          status: 'ready',
          albums,
          ...paging,
          refreshError: false,
          moreError: false,
          loadingMore: false,
          form,
          confirmDeleteId: null,
        };
      }),
    failed: (offset) =>
      set((s) =>
        offset > 0
          ? { loadingMore: false, moreError: true }
          : s.status === 'ready'
            ? { refreshError: true }
            : { status: 'error' },
      ),
    patch: (fresh) =>
      set((s) => {
        const byId = new Map(fresh.map((a) => [a.id, a]));
        let changed = false;
        const albums = s.albums.map((a) => {
          const f = byId.get(a.id);
          if (!f || JSON.stringify(f) === JSON.stringify(a)) return a;
          changed = true;
          return f;
        });
        return changed ? { albums } : s;
      }),
    openForm: (form) => set({ form, confirmDeleteId: null, formError: null, notice: null }),
    closeForm: () => set({ form: null, formError: null }),
    askDelete: (id) => set({ confirmDeleteId: id, form: null, formError: null }),
    cancelDelete: () => set({ confirmDeleteId: null }),
    started: (scope) => set({ busy: scope, formError: null, notice: null }),
    actionFailed: (scope, error) => set({ busy: null, formError: { scope, error } }),
    created: () =>
      set((s) => ({
        busy: null,
        form: null,
        notice: 'created',
        query: { ...s.query, offset: 0, nonce: s.query.nonce + 1 },
      })),
    saved: (id, fields) =>
      set((s) => ({
        busy: null,
        form: null,
        notice: 'saved',
        albums: s.albums.map((a) => (a.id === id ? { ...a, ...fields } : a)),
      })),
    published: (id) =>
      set((s) => ({
        busy: null,
        notice: 'published',
        albums: s.albums.map((a) => (a.id === id ? { ...a, notpublic: false } : a)),
      })),
    removed: (id, notice) =>
      set((s) => {
        const albums = s.albums.filter((a) => a.id !== id);
        if (albums.length === s.albums.length) return { busy: null };
        return {
          albums,
          ...windowAfterRemoval(s, albums.length),
          busy: null,
          form: s.form?.kind === 'edit' && s.form.id === id ? null : s.form,
          confirmDeleteId: null,
          formError: null,
          notice,
        };
      }),
  }));
}

export type AlbumEditListStore = ReturnType<typeof createAlbumEditListStore>;
