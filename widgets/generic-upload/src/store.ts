/**
 * The generic upload's queue (spec §3 Generic upload item, §4 Generic upload): uploaded files
 * waiting for a title and a message, ready to release when the title is valid; release, update
 * and delete; and a draft of the queue for a login round trip.
 */
import { createStore } from 'zustand/vanilla';
import type { ErrorMessage } from '@anstoss/ui';
import { isValidTitle } from './logic.ts';

export interface UploadItem {
  /** data.id: the server's id. */
  id: string;
  url: string;
  name: string;
  kind: 'image' | 'video';
  /** metaTitle */
  title: string;
  /** metaMessage */
  message: string;
  readyToRelease: boolean;
  /** A release was tried (the title error shows from then on). */
  triedRelease: boolean;
  busy: boolean;
  error: ErrorMessage | null;
  saved: boolean;
}

export type DraftItem = Pick<UploadItem, 'id' | 'url' | 'name' | 'kind' | 'title' | 'message'>;

export interface GenericUploadState {
  items: UploadItem[];
  sessionExpired: boolean;
  /** The last announcement: released, deleted, saved. */
  notice: 'released' | 'deleted' | 'saved' | null;
  restore: (drafts: DraftItem[]) => void;
  uploaded: (item: Pick<UploadItem, 'id' | 'url' | 'name' | 'kind'>) => void;
  edit: (id: string, patch: Partial<Pick<UploadItem, 'title' | 'message'>>) => void;
  /** Starts a release when the title is valid (once: a double click does nothing). */
  beginRelease: (id: string) => UploadItem | null;
  beginAction: (id: string) => UploadItem | null;
  released: (id: string) => void;
  updated: (id: string) => void;
  deleted: (id: string) => void;
  failed: (id: string, error: ErrorMessage) => void;
  expired: () => void;
}

export function draftItems(items: readonly UploadItem[]): DraftItem[] {
  return items.map(({ id, url, name, kind, title, message }) => ({
    id,
    url,
    name,
    kind,
    title,
    message,
  }));
}

export function createGenericUploadStore() {
  return createStore<GenericUploadState>()((set, get) => {
    const update = (id: string, patch: Partial<UploadItem>) =>
      set((s) => ({ items: s.items.map((i) => (i.id === id ? { ...i, ...patch } : i)) }));
    const fresh = (d: DraftItem): UploadItem => ({
      ...d,
      readyToRelease: isValidTitle(d.title),
      triedRelease: false,
      busy: false,
      error: null,
      saved: false,
    });
    return {
      items: [],
      sessionExpired: false,
      notice: null,
      restore: (drafts) =>
        set((s) => ({
          items: [
            ...s.items,
            ...drafts.filter((d) => !s.items.some((i) => i.id === d.id)).map(fresh),
          ],
        })),
      uploaded: (item) =>
        set((s) =>
          s.items.some((i) => i.id === item.id)
            ? {}
            : { items: [...s.items, fresh({ ...item, title: '', message: '' })], notice: null },
        ),
      edit: (id, patch) => {
        const item = get().items.find((i) => i.id === id);
        if (!item || item.busy) return;
        const title = patch.title ?? item.title;
        update(id, { ...patch, readyToRelease: isValidTitle(title), saved: false });
      },
      beginRelease: (id) => {
        const item = get().items.find((i) => i.id === id);
        if (!item || item.busy) return null;
        if (!item.readyToRelease) {
          update(id, { triedRelease: true });
          return null;
        }
        update(id, { busy: true, error: null, triedRelease: true });
        return get().items.find((i) => i.id === id) ?? null;
      },
      beginAction: (id) => {
        const item = get().items.find((i) => i.id === id);
        if (!item || item.busy) return null;
        update(id, { busy: true, error: null });
        return get().items.find((i) => i.id === id) ?? null;
      },
      released: (id) =>
        set((s) => ({ items: s.items.filter((i) => i.id !== id), notice: 'released' })),
      updated: (id) => {
        update(id, { busy: false, saved: true });
        set({ notice: 'saved' });
      },
      deleted: (id) =>
        set((s) => ({ items: s.items.filter((i) => i.id !== id), notice: 'deleted' })),
      failed: (id, error) => update(id, { busy: false, error }),
      expired: () => set({ sessionExpired: true }),
    };
  });
}

export type GenericUploadStore = ReturnType<typeof createGenericUploadStore>;
