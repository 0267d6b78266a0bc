/**
 * The media edit list (spec §2 Own media, §4 Own media and albums): the owner's items in pages
 * of 10 for a date range, refresh, one item in edit mode at a time, update / delete / publish.
 */
import { createStore } from 'zustand/vanilla';
import { revealMore, windowAfterPage, windowAfterRemoval, type ErrorMessage } from '@anstoss/ui';
import type { EditableItem, EditListResponse } from '@anstoss/api/media';
import { mergeById, PAGE_SIZE } from './logic.ts';

export interface ListQuery {
  from: string | null;
  to: string | null;
  offset: number;
  /** A new number makes a new key: refresh loads again with the same range. */
  nonce: number;
}

export type Notice = 'saved' | 'deleted' | 'published' | 'gone' | 'added' | null;

export interface MediaEditListState {
  status: 'loading' | 'error' | 'ready';
  items: EditableItem[];
  /** How many items are rendered (the rest wait for "Mehr laden"): the DOM stays bounded. */
  shown: number;
  hasMore: boolean;
  /** Entries the server sent for this range, minus those deleted since: the next offset. */
  nextOffset: number;
  query: ListQuery;
  loadingMore: boolean;
  moreError: boolean;
  /** The first page failed while items are shown: they stay, with an error and retry. */
  refreshError: boolean;
  lastAdded: number | null;
  editingId: string | null;
  confirmDeleteId: string | null;
  busyId: string | null;
  itemError: { id: string; error: ErrorMessage } | null;
  notice: Notice;
  setRange: (from: string | null, to: string | null) => void;
  refresh: () => void;
  /** True when the next page must be fetched; false when it only revealed held items. */
  showMore: () => boolean;
  loaded: (page: EditListResponse, offset: number) => void;
  failed: (offset: number) => void;
  startEdit: (id: string) => void;
  stopEdit: () => void;
  askDelete: (id: string) => void;
  cancelDelete: () => void;
  actionStarted: (id: string) => void;
  actionFailed: (id: string, error: ErrorMessage) => void;
  updated: (id: string, fields: { title: string; description: string }) => void;
  published: (id: string) => void;
  removed: (id: string, notice: 'deleted' | 'gone') => void;
  setNotice: (notice: Notice) => void;
}

export function createMediaEditListStore() {
  return createStore<MediaEditListState>()((set, get) => ({
    status: 'loading',
    items: [],
    shown: 0,
    hasMore: false,
    nextOffset: 0,
    query: { from: null, to: null, offset: 0, nonce: 0 },
    loadingMore: false,
    moreError: false,
    refreshError: false,
    lastAdded: null,
    editingId: null,
    confirmDeleteId: null,
    busyId: null,
    itemError: null,
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
      const step = revealMore(s, s.items.length, PAGE_SIZE);
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
        const items = mergeById(offset === 0 ? [] : s.items, page.entries);
        const counts = { before: s.items.length, after: items.length };
        const paging = windowAfterPage(s, page, offset, counts, PAGE_SIZE);
        if (offset > 0) return { items, ...paging, loadingMore: false, moreError: false };
        const keepEditing = s.editingId !== null && items.some((i) => i.id === s.editingId);
        return {
          status: 'ready',
          items,
          ...paging,
          refreshError: false,
          moreError: false,
          loadingMore: false,
          editingId: keepEditing ? s.editingId : null,
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
    startEdit: (id) => set({ editingId: id, confirmDeleteId: null, itemError: null, notice: null }),
    stopEdit: () => set({ editingId: null, itemError: null }),
    askDelete: (id) => set({ confirmDeleteId: id, editingId: null, itemError: null }),
    cancelDelete: () => set({ confirmDeleteId: null }),
    actionStarted: (id) => set({ busyId: id, itemError: null, notice: null }),
    actionFailed: (id, error) => set({ busyId: null, itemError: { id, error } }),
    updated: (id, fields) =>
      set((s) => ({
        busyId: null,
        editingId: null,
        notice: 'saved',
        items: s.items.map((i) => (i.id === id ? { ...i, ...fields } : i)),
      })),
    published: (id) =>
      set((s) => ({
        busyId: null,
        notice: 'published',
        items: s.items.map((i) => (i.id === id ? { ...i, notpublic: false } : i)),
      })),
    removed: (id, notice) =>
      set((s) => {
        const items = s.items.filter((i) => i.id !== id);
        if (items.length === s.items.length) return { busyId: null };
        return {
          items,
          ...windowAfterRemoval(s, items.length),
          busyId: null,
          editingId: s.editingId === id ? null : s.editingId,
          confirmDeleteId: null,
          itemError: null,
          notice,
        };
      }),
    setNotice: (notice) => set({ notice }),
  }));
}

export type MediaEditListStore = ReturnType<typeof createMediaEditListStore>;
