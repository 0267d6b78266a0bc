/**
 * The article photo upload's state (spec §3 Article photo, §4 Upload items): new items (chosen,
 * not yet stored), saved items (from the list or after a successful upload), the one open meta
 * form, the advice state, and what a person typed, kept as a draft across a login round trip.
 */
import { createStore } from 'zustand/vanilla';
import type { ErrorMessage } from '@anstoss/ui';
import type { PhotoEntry } from './api.ts';
import {
  admitFiles,
  fileKey,
  titleError,
  type AdviceState,
  type ItemStatus,
  type PhotoMeta,
} from './logic.ts';

export interface PhotoItem extends PhotoMeta {
  /** Local key (stable for React and the store). */
  key: string;
  /** The server's id once saved. */
  id: string | null;
  file: File | null;
  fileKey: string;
  url: string;
  name: string;
  /** bytes */
  bytes: number;
  ord: boolean;
  status: ItemStatus;
  isUploading: boolean;
  isUploaded: boolean;
  isSuccess: boolean;
  isEditable: boolean;
  /** The meta form is open (saved items). */
  tab: boolean;
  /** 0 … 1 */
  progress: number;
  error: ErrorMessage | null;
  /** A save, title-picture or delete request is running. */
  busy: boolean;
  /** The stored metadata while the form is open: cancelling goes back to it. */
  before: PhotoMeta | null;
}

export interface Draft {
  files: Record<string, PhotoMeta>;
  saved: Record<string, PhotoMeta>;
}

export interface ArticlePhotoState {
  loading: boolean;
  downloadBroken: boolean;
  phase: AdviceState | null;
  newItems: PhotoItem[];
  savedItems: PhotoItem[];
  tooManySelected: boolean;
  dropped: number;
  /** An upload round is running (the send button does nothing meanwhile). */
  sending: boolean;
  /** Items of the last round that failed. */
  failed: number;
  sessionExpired: boolean;
  /** Spec §8: the deletion notice (the spec's 'Foto geloescht!', spelt with ö). */
  notice: 'deleted' | null;
  /** Typed metadata of files from before a reload, waiting for the same file to be chosen again. */
  pendingFiles: Record<string, PhotoMeta>;
  loaded: (entries: PhotoEntry[], draft: Draft | null) => void;
  loadFailed: (draft: Draft | null) => void;
  addFiles: (
    files: { file: File; url: string }[],
    max: number,
    defaultTitle: string,
  ) => PhotoItem[];
  edit: (key: string, patch: Partial<PhotoMeta & { ord: boolean }>) => void;
  openForm: (key: string) => void;
  closeForm: () => void;
  /** Checks every new item's title; when one lacks it the round does not start. */
  beginRound: () => PhotoItem[];
  progress: (key: string, fraction: number) => void;
  succeeded: (key: string, saved: { id: string; url: string }) => void;
  failedOne: (key: string, error: ErrorMessage) => void;
  roundDone: () => void;
  retry: (key: string) => PhotoItem | null;
  removeNew: (key: string) => void;
  busy: (key: string, busy: boolean) => void;
  savedChanged: (key: string) => void;
  savedFailed: (key: string, error: ErrorMessage) => void;
  titlePictureSet: (key: string) => void;
  deleted: (key: string) => void;
  expired: () => void;
}

let counter = 0;

function item(partial: Partial<PhotoItem> & Pick<PhotoItem, 'status'>): PhotoItem {
  return {
    key: `p${++counter}`,
    id: null,
    file: null,
    fileKey: '',
    url: '',
    name: '',
    bytes: 0,
    title: '',
    caption: '',
    copyright: '',
    ord: false,
    isUploading: partial.status === 'uploading',
    isUploaded: partial.status === 'uploaded',
    isSuccess: false,
    isEditable: true,
    tab: false,
    progress: 0,
    error: null,
    busy: false,
    before: null,
    ...partial,
  };
}

const withStatus = (status: ItemStatus, isSuccess: boolean) => ({
  status,
  isUploading: status === 'uploading',
  isUploaded: status === 'uploaded',
  isSuccess,
});

/** Spec §4: one open form makes every other item non-editable. */
function editability(items: PhotoItem[], open: string | null): PhotoItem[] {
  return items.map((i) => ({ ...i, isEditable: open === null || i.key === open }));
}

/** What the draft should hold now: new items' metadata and open saved forms. */
export function draftOf(
  s: Pick<ArticlePhotoState, 'newItems' | 'savedItems' | 'pendingFiles'>,
): Draft {
  const files: Record<string, PhotoMeta> = { ...s.pendingFiles };
  for (const i of s.newItems)
    if (i.fileKey)
      files[i.fileKey] = { title: i.title, caption: i.caption, copyright: i.copyright };
  const saved: Record<string, PhotoMeta> = {};
  for (const i of s.savedItems)
    if (i.tab && i.id) saved[i.id] = { title: i.title, caption: i.caption, copyright: i.copyright };
  return { files, saved };
}

export function createArticlePhotoStore() {
  return createStore<ArticlePhotoState>()((set, get) => {
    const update = (key: string, patch: Partial<PhotoItem>) =>
      set((s) => ({
        newItems: s.newItems.map((i) => (i.key === key ? { ...i, ...patch } : i)),
        savedItems: s.savedItems.map((i) => (i.key === key ? { ...i, ...patch } : i)),
      }));
    const openKey = () => get().savedItems.find((i) => i.tab)?.key ?? null;
    const relock = () =>
      set((s) => {
        const open = s.savedItems.find((i) => i.tab)?.key ?? null;
        return {
          newItems: editability(s.newItems, open),
          savedItems: editability(s.savedItems, open),
        };
      });

    return {
      loading: true,
      downloadBroken: false,
      phase: null,
      newItems: [],
      savedItems: [],
      tooManySelected: false,
      dropped: 0,
      sending: false,
      failed: 0,
      sessionExpired: false,
      notice: null,
      pendingFiles: {},

      loaded: (entries, draft) => {
        const savedItems = entries.map((e) => {
          const typed = draft?.saved[e.id];
          return item({
            ...withStatus('uploaded', true),
            id: e.id,
            url: e.url,
            name: e.name,
            bytes: Math.round((e.size ?? 0) * 1_048_576),
            title: typed?.title ?? e.title,
            caption: typed?.caption ?? e.caption,
            copyright: typed?.copyright ?? e.copyright,
            ord: e.ord,
            tab: typed !== undefined,
            before: typed ? { title: e.title, caption: e.caption, copyright: e.copyright } : null,
          });
        });
        // Only one form may be open: the first restored one.
        let seen = false;
        for (const i of savedItems) {
          if (i.tab && seen) Object.assign(i, i.before ?? {}, { tab: false, before: null });
          if (i.tab) seen = true;
        }
        set({
          loading: false,
          downloadBroken: false,
          phase: 'article:foto:onLoad',
          savedItems,
          pendingFiles: draft?.files ?? {},
        });
        relock();
      },
      loadFailed: (draft) =>
        set({
          loading: false,
          downloadBroken: true,
          phase: 'article:foto:onLoad',
          pendingFiles: draft?.files ?? {},
        }),

      addFiles: (files, max, defaultTitle) => {
        const s = get();
        const existing = s.newItems.length + s.savedItems.length;
        const { admitted, dropped, tooManySelected } = admitFiles(files, existing, max);
        const pending = { ...s.pendingFiles };
        const added = admitted.map(({ file, url }) => {
          const key = fileKey(file);
          const typed = pending[key];
          delete pending[key];
          return item({
            status: 'new',
            file,
            fileKey: key,
            url,
            name: file.name,
            bytes: file.size,
            title: typed?.title ?? defaultTitle,
            caption: typed?.caption ?? '',
            copyright: typed?.copyright ?? '',
            isEditable: openKey() === null,
          });
        });
        set({
          newItems: [...s.newItems, ...added],
          tooManySelected,
          dropped,
          pendingFiles: pending,
          phase: 'article:foto:add',
          notice: null,
        });
        return added;
      },

      edit: (key, patch) => {
        const target = [...get().newItems, ...get().savedItems].find((i) => i.key === key);
        if (!target?.isEditable || target.isUploading) return;
        const fixed = patch.title !== undefined && target.error?.key && !titleError(patch.title);
        update(key, { ...patch, ...(fixed ? { error: null } : {}) });
        if (patch.ord)
          set((s) => ({
            newItems: s.newItems.map((i) => (i.key === key ? i : { ...i, ord: false })),
          }));
      },

      openForm: (key) => {
        const open = openKey();
        if (open !== null && open !== key) return;
        set((s) => ({
          savedItems: s.savedItems.map((i) =>
            i.key === key
              ? {
                  ...i,
                  tab: true,
                  error: null,
                  before: { title: i.title, caption: i.caption, copyright: i.copyright },
                }
              : i,
          ),
        }));
        relock();
      },
      closeForm: () => {
        set((s) => ({
          savedItems: s.savedItems.map((i) =>
            i.tab ? { ...i, ...(i.before ?? {}), tab: false, before: null, error: null } : i,
          ),
        }));
        relock();
      },

      beginRound: () => {
        const s = get();
        if (s.sending) return [];
        const waiting = s.newItems.filter((i) => i.status === 'new');
        if (waiting.length === 0) return [];
        const missing = new Set(waiting.filter((i) => titleError(i.title)).map((i) => i.key));
        if (missing.size > 0) {
          // Spec §5: 'min_length_of_title' and the upload is stopped.
          set({
            newItems: s.newItems.map((i) =>
              missing.has(i.key) ? { ...i, error: titleError(i.title) } : i,
            ),
          });
          return [];
        }
        const sendKeys = new Set(waiting.map((i) => i.key));
        const newItems = s.newItems.map((i) =>
          sendKeys.has(i.key)
            ? { ...i, ...withStatus('uploading', false), progress: 0, error: null }
            : i,
        );
        set({ newItems, sending: true, failed: 0, notice: null });
        return newItems.filter((i) => sendKeys.has(i.key));
      },
      progress: (key, fraction) => update(key, { progress: Math.max(0, Math.min(1, fraction)) }),
      succeeded: (key, saved) =>
        set((s) => {
          const done = s.newItems.find((i) => i.key === key);
          if (!done) return {};
          const moved: PhotoItem = {
            ...done,
            ...withStatus('uploaded', true),
            id: saved.id,
            url: saved.url || done.url,
            file: null,
            progress: 1,
            error: null,
          };
          const savedItems = moved.ord
            ? s.savedItems.map((i) => ({ ...i, ord: false }))
            : s.savedItems;
          return {
            newItems: s.newItems.filter((i) => i.key !== key),
            savedItems: [...savedItems, moved],
          };
        }),
      failedOne: (key, error) => {
        update(key, { ...withStatus('uploaded', false), error });
        set((s) => ({ failed: s.failed + 1 }));
      },
      roundDone: () => set({ sending: false, phase: 'article:foto:upload:after' }),
      retry: (key) => {
        const s = get();
        const target = s.newItems.find((i) => i.key === key);
        if (!target || target.status !== 'uploaded' || target.isSuccess || s.sending) return null;
        if (titleError(target.title)) {
          update(key, { error: titleError(target.title) });
          return null;
        }
        const next = { ...target, ...withStatus('uploading', false), progress: 0, error: null };
        update(key, next);
        set((st) => ({ sending: true, failed: Math.max(0, st.failed - 1) }));
        return next;
      },
      removeNew: (key) =>
        set((s) => ({ newItems: s.newItems.filter((i) => i.key !== key || i.isUploading) })),

      busy: (key, busy) => update(key, { busy, ...(busy ? { error: null } : {}) }),
      savedChanged: (key) => {
        update(key, { busy: false, tab: false, error: null, before: null });
        relock();
      },
      savedFailed: (key, error) => update(key, { busy: false, error }),
      titlePictureSet: (key) =>
        set((s) => ({
          savedItems: s.savedItems.map((i) => ({
            ...i,
            ord: i.key === key,
            busy: i.key === key ? false : i.busy,
          })),
        })),
      deleted: (key) => {
        set((s) => ({ savedItems: s.savedItems.filter((i) => i.key !== key), notice: 'deleted' }));
        relock();
      },
      expired: () => set({ sessionExpired: true }),
    };
  });
}

export type ArticlePhotoStore = ReturnType<typeof createArticlePhotoStore>;
