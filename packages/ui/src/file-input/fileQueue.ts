/** The files a FileInput holds and how far each upload got; no DOM, no I/O. */
import { createStore } from 'zustand/vanilla';
import type { ErrorMessage } from '../ErrorText.tsx';
import type { FileType } from './fileTypes.ts';

/**
 * held: chosen, waiting for the caller's `start` (its metadata is still being typed); waiting:
 * next in line; uploading; done; error (failed or cancelled: "Erneut versuchen").
 */
export type UploadStatus = 'held' | 'waiting' | 'uploading' | 'done' | 'error';

/** Why an upload stopped without a server answer: the person cancelled it. */
export const CANCELLED_KEY = 'anstoss.ui.fileInput.cancelled';

/** Per-file data the caller keeps with the file (title, caption …): a plain typed record. */
export type FileMeta = Record<string, unknown>;

export interface QueuedFile<M extends FileMeta = FileMeta> {
  id: string;
  file: File;
  type: FileType;
  status: UploadStatus;
  /** 0 … 1 */
  progress: number;
  error: ErrorMessage | null;
  /** The caller's metadata (title, caption …), sent with the file by its `upload`. */
  meta: M;
}

export interface FileQueueState<M extends FileMeta = FileMeta> {
  items: QueuedFile<M>[];
  /** Adds files with their first metadata; `held` files wait for `start`. */
  add: (files: { file: File; type: FileType; meta: M }[], held?: boolean) => QueuedFile<M>[];
  setMeta: (id: string, patch: Partial<M>) => void;
  /** Held files (all, or those named) join the line. */
  start: (ids?: readonly string[]) => QueuedFile<M>[];
  /** The next waiting file becomes the uploading one (one at a time: slow lines, fair progress). */
  next: () => QueuedFile<M> | null;
  progress: (id: string, fraction: number) => void;
  done: (id: string) => void;
  failed: (id: string, error: ErrorMessage) => void;
  /** The upload was stopped by the person: an error with "Erneut versuchen" (the caller aborts). */
  cancelled: (id: string) => void;
  retry: (id: string) => void;
  remove: (id: string) => void;
}

export function createFileQueue<M extends FileMeta = FileMeta>() {
  let counter = 0;
  const update = (items: QueuedFile<M>[], id: string, patch: Partial<QueuedFile<M>>) =>
    items.map((item) => (item.id === id ? { ...item, ...patch } : item));
  return createStore<FileQueueState<M>>()((set, get) => ({
    items: [],
    add: (files, held = false) => {
      const added = files.map(({ file, type, meta }) => ({
        id: `f${++counter}`,
        file,
        type,
        status: held ? ('held' as const) : ('waiting' as const),
        progress: 0,
        error: null,
        meta,
      }));
      set({ items: [...get().items, ...added] });
      return added;
    },
    setMeta: (id, patch) =>
      set({
        items: get().items.map((item) =>
          item.id === id ? { ...item, meta: { ...item.meta, ...patch } } : item,
        ),
      }),
    start: (ids) => {
      const chosen = new Set(
        get()
          .items.filter((item) => item.status === 'held' && (!ids || ids.includes(item.id)))
          .map((item) => item.id),
      );
      set({
        items: get().items.map((item) =>
          chosen.has(item.id) ? { ...item, status: 'waiting' as const } : item,
        ),
      });
      return get().items.filter((item) => chosen.has(item.id));
    },
    next: () => {
      const { items } = get();
      if (items.some((item) => item.status === 'uploading')) return null;
      const waiting = items.find((item) => item.status === 'waiting');
      if (!waiting) return null;
      set({ items: update(items, waiting.id, { status: 'uploading', progress: 0 }) });
      return waiting;
    },
    progress: (id, fraction) =>
      set({
        items: update(get().items, id, { progress: Math.max(0, Math.min(1, fraction)) }),
      }),
    done: (id) => set({ items: update(get().items, id, { status: 'done', progress: 1 }) }),
    failed: (id, error) => set({ items: update(get().items, id, { status: 'error', error }) }),
    cancelled: (id) => {
      const item = get().items.find((i) => i.id === id);
      if (item?.status !== 'uploading' && item?.status !== 'waiting') return;
      set({
        items: update(get().items, id, {
          status: 'error',
          progress: 0,
          error: { key: CANCELLED_KEY },
        }),
      });
    },
    retry: (id) =>
      set({ items: update(get().items, id, { status: 'waiting', progress: 0, error: null }) }),
    remove: (id) => set({ items: get().items.filter((item) => item.id !== id) }),
  }));
}

export type FileQueue<M extends FileMeta = FileMeta> = ReturnType<typeof createFileQueue<M>>;
