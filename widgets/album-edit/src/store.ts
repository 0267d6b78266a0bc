/**
 * The album editor (spec §2: an album edit form and a photos edit form, only one open at a time;
 * §4: 'encoding running' while photos are processed): reorder, remove and delete photos, edit and
 * publish the album.
 */
import { createStore } from 'zustand/vanilla';
import type { Album, AlbumDetailResponse, Photo } from '@anstoss/api/media';
import type { ErrorMessage } from '@anstoss/ui';
import { mergeOrder, movePhoto, PHOTO_STEP, type AlbumForm } from './logic.ts';

export type Notice =
  'saved' | 'published' | 'ordered' | 'removed' | 'deleted' | 'gone' | 'moved' | null;

export interface AlbumEditState {
  status: 'loading' | 'error' | 'gone' | 'ready';
  album: Album | null;
  photos: Photo[];
  /** The order the server has (to undo unsaved moves when the form closes). */
  savedOrder: Photo[];
  dirty: boolean;
  shown: number;
  lastAdded: number | null;
  form: AlbumForm | null;
  /** 'album', 'order' or a photo id while its request is in flight. */
  busy: string | null;
  error: { scope: string; error: ErrorMessage } | null;
  notice: Notice;
  /** For the polite announcement after a move: the photo and its new position (1-based). */
  moved: { id: string; position: number } | null;
  loaded: (detail: AlbumDetailResponse) => void;
  failed: (gone: boolean) => void;
  openForm: (form: AlbumForm) => void;
  closeForm: () => void;
  move: (id: string, delta: number) => void;
  showMore: () => void;
  started: (scope: string) => void;
  actionFailed: (scope: string, error: ErrorMessage) => void;
  albumSaved: (fields: { title: string; description: string }) => void;
  published: () => void;
  orderSaved: () => void;
  photoGone: (id: string, notice: 'removed' | 'deleted' | 'gone') => void;
}

export function createAlbumEditStore() {
  return createStore<AlbumEditState>()((set, get) => ({
    status: 'loading',
    album: null,
    photos: [],
    savedOrder: [],
    dirty: false,
    shown: 0,
    lastAdded: null,
    form: null,
    busy: null,
    error: null,
    notice: null,
    moved: null,
    loaded: (detail) =>
      set((s) => {
        const photos = s.dirty ? mergeOrder(s.photos, detail.entries) : detail.entries;
        return {
          status: 'ready',
          album: detail.album ?? s.album,
          photos,
          savedOrder: detail.entries,
          shown: Math.min(photos.length, Math.max(s.shown, PHOTO_STEP)),
        };
      }),
    failed: (gone) =>
      set((s) => (gone ? { status: 'gone' } : s.status === 'ready' ? s : { status: 'error' })),
    openForm: (form) =>
      set((s) => ({
        form,
        error: null,
        notice: null,
        // Leaving the photos form drops moves that were not saved.
        ...(s.form === 'photos' && s.dirty ? { photos: s.savedOrder, dirty: false } : {}),
      })),
    closeForm: () =>
      set((s) => ({
        form: null,
        error: null,
        ...(s.dirty ? { photos: s.savedOrder, dirty: false } : {}),
      })),
    move: (id, delta) => {
      const s = get();
      const photos = movePhoto(s.photos, id, delta);
      if (photos === s.photos) return;
      const position = photos.findIndex((p) => p.id === id) + 1;
      set({
        photos,
        dirty: true,
        notice: 'moved',
        moved: { id, position },
        // A photo moved past the rendered window stays visible.
        shown: Math.max(s.shown, Math.min(photos.length, position)),
      });
    },
    showMore: () =>
      set((s) => {
        const added = Math.min(PHOTO_STEP, s.photos.length - s.shown);
        return added > 0 ? { shown: s.shown + added, lastAdded: added } : s;
      }),
    started: (scope) => set({ busy: scope, error: null, notice: null }),
    actionFailed: (scope, error) => set({ busy: null, error: { scope, error } }),
    albumSaved: (fields) =>
      set((s) => ({
        busy: null,
        form: null,
        notice: 'saved',
        album: s.album ? { ...s.album, ...fields } : s.album,
      })),
    published: () =>
      set((s) => ({
        busy: null,
        notice: 'published',
        album: s.album ? { ...s.album, notpublic: false } : s.album,
      })),
    orderSaved: () =>
      set((s) => ({ busy: null, dirty: false, savedOrder: s.photos, notice: 'ordered' })),
    photoGone: (id, notice) =>
      set((s) => {
        const photos = s.photos.filter((p) => p.id !== id);
        if (photos.length === s.photos.length) return { busy: null };
        return {
          busy: null,
          notice,
          photos,
          savedOrder: s.savedOrder.filter((p) => p.id !== id),
          shown: Math.min(photos.length, s.shown),
          // The server count drops with it, so the photo does not count as 'in progress'.
          album: s.album ? { ...s.album, fotos: Math.max(0, s.album.fotos - 1) } : s.album,
        };
      }),
  }));
}

export type AlbumEditStore = ReturnType<typeof createAlbumEditStore>;
