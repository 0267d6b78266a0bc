/** The files a FileInput holds and how far each upload got; no DOM, no I/O. */
import { createStore } from 'zustand/vanilla';
import type { ErrorMessage } from '../ErrorText.tsx';
import type { FileType } from './fileTypes.ts';

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'error';

export interface QueuedFile {
  id: string;
  file: File;
  type: FileType;
  status: UploadStatus;
  /** 0 … 1 */
  progress: number;
  error: ErrorMessage | null;
}

export interface FileQueueState {
  items: QueuedFile[];
  add: (files: { file: File; type: FileType }[]) => QueuedFile[];
  /** The next waiting file becomes the uploading one (one at a time: slow lines, fair progress). */
  next: () => QueuedFile | null;
  progress: (id: string, fraction: number) => void;
  done: (id: string) => void;
  failed: (id: string, error: ErrorMessage) => void;
  retry: (id: string) => void;
  remove: (id: string) => void;
}

export function createFileQueue() {
  let counter = 0;
  const update = (items: QueuedFile[], id: string, patch: Partial<QueuedFile>) =>
    items.map((item) => (item.id === id ? { ...item, ...patch } : item));
  return createStore<FileQueueState>()((set, get) => ({
    items: [],
    add: (files) => {
      const added = files.map(({ file, type }) => ({
        id: `f${++counter}`,
        file,
        type,
        status: 'waiting' as const,
        progress: 0,
        error: null,
      }));
      set({ items: [...get().items, ...added] });
      return added;
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
    retry: (id) =>
      set({ items: update(get().items, id, { status: 'waiting', progress: 0, error: null }) }),
    remove: (id) => set({ items: get().items.filter((item) => item.id !== id) }),
  }));
}

export type FileQueue = ReturnType<typeof createFileQueue>;
