/**
 * The state of an owner's edit list (spec §7 "media edit list" and "album edit list"): entries
 * loaded in pages for a date window, refresh, "Mehr laden" (paging rules in
 * `load-more/pageWindow.ts`), one form open at a time (a new-entry form or one entry's edit
 * form), a delete confirmation, one write in flight, an error that belongs to one entry or form,
 * and the notice the list announces. Each widget makes its own store from the slice and adds
 * only what it does differently (the album list's "created", the media list's notices).
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createAction, isApiError, type Action, type SessionLike } from '@anstoss/api';
import type { MediaActionResponse } from '@anstoss/api/media';
import { mergeById, refusedAsError } from '@anstoss/api/mediaEdit';
import { revealMore, windowAfterPage, windowAfterRemoval } from '../load-more/pageWindow.ts';

/** §9: the edit lists load 10 per page and reveal what they hold 10 at a time. */
export const EDIT_LIST_PAGE_SIZE = 10;

/** What every editable entry has: the fields the list changes itself after a write. */
export interface EditListEntry {
  id: string;
  title: string;
  description: string;
  notpublic: boolean;
}

export interface EditListQuery {
  from: string | null;
  to: string | null;
  offset: number;
  /** A new number makes a new key: refresh loads again with the same range. */
  nonce: number;
}

/** At most one form is open: the new-entry form or one entry's edit form. */
export type EditForm = { kind: 'create' } | { kind: 'edit'; id: string } | null;

/** The notices every edit list announces; a widget adds its own (`N`). */
export type EditListNotice = 'saved' | 'deleted' | 'published' | 'gone';

/**
 * One write of the list (`write.run`): whose it is (`'create'` or an entry id), the request,
 * what follows a success, and (for an entry) what follows a 404/410 (it is gone).
 */
export interface EditListWrite {
  scope: string;
  /** The request; `signal` aborts it with the action (the list unmounts). */
  request: (signal: AbortSignal) => Promise<MediaActionResponse>;
  done: () => void;
  gone?: () => void;
}

/** 404 or 410: the entry no longer exists. */
const isGone = (error: unknown) =>
  isApiError(error) && error.kind === 'http' && (error.status === 404 || error.status === 410);

/** A list page: its entries and, optionally, that it is the last. */
export interface EditListPage<T> {
  entries: readonly T[];
  final?: boolean;
}

export interface EditListState<T extends EditListEntry, N extends string = never> {
  status: 'loading' | 'error' | 'ready';
  entries: T[];
  /** How many entries are rendered (the rest wait for "Mehr laden"): the DOM stays bounded. */
  shown: number;
  hasMore: boolean;
  /** Entries the server sent for this window, minus those deleted since: the next offset. */
  nextOffset: number;
  query: EditListQuery;
  loadingMore: boolean;
  moreError: boolean;
  /** The first page failed while entries are shown: they stay, with an error and retry. */
  refreshError: boolean;
  lastAdded: number | null;
  form: EditForm;
  confirmDeleteId: string | null;
  /**
   * The list's one write in flight (`createAction`): its `variables.scope` says whose it is
   * (`'create'` or an entry id); on error its message belongs to that scope. A refusal
   * (`success: false`) is an error with the server's text.
   */
  write: Action<void, EditListWrite>;
  notice: EditListNotice | N | null;
  setRange: (from: string | null, to: string | null) => void;
  refresh: () => void;
  /** True when the next page must be fetched; false when it only revealed held entries. */
  showMore: () => boolean;
  loaded: (page: EditListPage<T>, offset: number) => void;
  failed: (offset: number) => void;
  /** A status poll: fresh fields for entries already listed; nothing else changes. */
  patch: (fresh: readonly T[]) => void;
  openForm: (form: EditForm) => void;
  closeForm: () => void;
  askDelete: (id: string) => void;
  cancelDelete: () => void;
  saved: (id: string, fields: { title: string; description: string }) => void;
  published: (id: string) => void;
  removed: (id: string, notice: 'deleted' | 'gone') => void;
  setNotice: (notice: EditListNotice | N | null) => void;
}

/** Whether `form` is the edit form of entry `id`. */
export function isEditing(form: EditForm, id: string): boolean {
  return form?.kind === 'edit' && form.id === id;
}

/**
 * The shared state and actions, for a widget store that adds its own:
 * `createStore<MyState>()((set, get) => ({ ...editListSlice(set, get), created: … }))`.
 * `session` (`getSession` of @anstoss/runtime/widget) lets a failed write decide whether the
 * session has ended (`state.sessionEnded`, `isSessionEnded`); without it only a 401 does.
 */
export function editListSlice<T extends EditListEntry, N extends string = never>(
  set: StoreApi<EditListState<T, N>>['setState'],
  get: () => EditListState<T, N>,
  pageSize = EDIT_LIST_PAGE_SIZE,
  session?: () => SessionLike,
): EditListState<T, N> {
  /** A new form, a delete question or a closed form forgets the last write's error. */
  const forgetError = () => {
    const { write } = get();
    if (write.getState().status === 'error') write.reset();
  };
  return {
    status: 'loading',
    entries: [],
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
    write: createAction<void, EditListWrite>(
      async ({ request }, { signal }) => {
        await refusedAsError(request(signal));
      },
      {
        ...(session ? { session } : {}),
        onSuccess: (_, write) => write.done(),
        onError: (error, write) => {
          if (write.gone && isGone(error)) write.gone();
        },
      },
    ),
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
      const step = revealMore(s, s.entries.length, pageSize);
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
        const entries = mergeById(offset === 0 ? [] : s.entries, page.entries);
        const counts = { before: s.entries.length, after: entries.length };
        const paging = windowAfterPage(s, page, offset, counts, pageSize);
        if (offset > 0) return { entries, ...paging, loadingMore: false, moreError: false };
        // A reload keeps an open edit form only while its entry is still listed.
        const form =
          s.form?.kind === 'edit' && !entries.some((e) => isEditing(s.form, e.id)) ? null : s.form;
        return {
          status: 'ready',
          entries,
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
        const byId = new Map(fresh.map((e) => [e.id, e]));
        let changed = false;
        const entries = s.entries.map((e) => {
          const f = byId.get(e.id);
          if (!f || JSON.stringify(f) === JSON.stringify(e)) return e;
          changed = true;
          return f;
        });
        return changed ? { entries } : s;
      }),
    openForm: (form) => {
      forgetError();
      set({ form, confirmDeleteId: null, notice: null });
    },
    closeForm: () => {
      forgetError();
      set({ form: null });
    },
    askDelete: (id) => {
      forgetError();
      set({ confirmDeleteId: id, form: null });
    },
    cancelDelete: () => set({ confirmDeleteId: null }),
    saved: (id, fields) =>
      set((s) => ({
        form: null,
        notice: 'saved',
        entries: s.entries.map((e) => (e.id === id ? { ...e, ...fields } : e)),
      })),
    published: (id) =>
      set((s) => ({
        notice: 'published',
        entries: s.entries.map((e) => (e.id === id ? { ...e, notpublic: false } : e)),
      })),
    removed: (id, notice) =>
      set((s) => {
        const entries = s.entries.filter((e) => e.id !== id);
        if (entries.length === s.entries.length) return s;
        return {
          entries,
          ...windowAfterRemoval(s, entries.length),
          form: isEditing(s.form, id) ? null : s.form,
          confirmDeleteId: null,
          notice,
        };
      }),
    setNotice: (notice) => set({ notice }),
  };
}

/** A store with the shared state only (a list that adds no action of its own). */
export function createEditListStore<T extends EditListEntry, N extends string = never>(
  pageSize = EDIT_LIST_PAGE_SIZE,
) {
  return createStore<EditListState<T, N>>()((set, get) => editListSlice(set, get, pageSize));
}

export type EditListStore<T extends EditListEntry, N extends string = never> = StoreApi<
  EditListState<T, N>
>;
