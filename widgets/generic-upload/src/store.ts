/**
 * The generic upload's queue (spec §3 Generic upload item, §4 Generic upload): uploaded files
 * waiting for a title and a message, ready to release when the title is valid; what release,
 * update and delete did; and a draft of the queue for a login round trip. The writes themselves
 * are each item's actions (`useAction` in the view): one in flight, aborted when the item leaves.
 */
import { createStore } from 'zustand/vanilla';
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
  /** The album chosen for this photo ('' none): the release puts it there (spec §4). */
  album: string;
  readyToRelease: boolean;
  /** A release was tried (the title error shows from then on). */
  triedRelease: boolean;
}

export type DraftItem = Pick<
  UploadItem,
  'id' | 'url' | 'name' | 'kind' | 'title' | 'message' | 'album'
>;

export interface GenericUploadState {
  items: UploadItem[];
  sessionExpired: boolean;
  /** The last announcement: released (into an album), deleted, saved. */
  notice: 'released' | 'releasedToAlbum' | 'deleted' | 'saved' | null;
  restore: (drafts: DraftItem[]) => void;
  uploaded: (item: Pick<UploadItem, 'id' | 'url' | 'name' | 'kind'>) => void;
  edit: (id: string, patch: Partial<Pick<UploadItem, 'title' | 'message' | 'album'>>) => void;
  /**
   * A release was asked for: marks the try (the title error shows from then on) and returns the
   * item when its title is valid, else null. Sending it is the item's release action (one in
   * flight: a double click sends once).
   */
  tryRelease: (id: string) => UploadItem | null;
  released: (id: string, intoAlbum?: boolean) => void;
  updated: () => void;
  deleted: (id: string) => void;
  expired: () => void;
}

export function draftItems(items: readonly UploadItem[]): DraftItem[] {
  return items.map(({ id, url, name, kind, title, message, album }) => ({
    id,
    url,
    name,
    kind,
    title,
    message,
    album,
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
            : {
                items: [...s.items, fresh({ ...item, title: '', message: '', album: '' })],
                notice: null,
              },
        ),
      edit: (id, patch) => {
        const item = get().items.find((i) => i.id === id);
        if (!item) return;
        const title = patch.title ?? item.title;
        update(id, { ...patch, readyToRelease: isValidTitle(title) });
      },
      tryRelease: (id) => {
        const item = get().items.find((i) => i.id === id);
        if (!item) return null;
        if (!item.triedRelease) update(id, { triedRelease: true });
        return item.readyToRelease ? (get().items.find((i) => i.id === id) ?? null) : null;
      },
      released: (id, intoAlbum = false) =>
        set((s) => ({
          items: s.items.filter((i) => i.id !== id),
          notice: intoAlbum ? 'releasedToAlbum' : 'released',
        })),
      updated: () => set({ notice: 'saved' }),
      deleted: (id) =>
        set((s) => ({ items: s.items.filter((i) => i.id !== id), notice: 'deleted' })),
      expired: () => set({ sessionExpired: true }),
    };
  });
}

export type GenericUploadStore = ReturnType<typeof createGenericUploadStore>;
