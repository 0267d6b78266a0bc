/**
 * The album editor (spec §2: an album edit form and a photos edit form, only one open at a time;
 * §4: 'encoding running' while photos are processed): reorder, remove and delete photos, edit and
 * publish the album. Every write goes through the store's one action (`write`, createAction of
 * @anstoss/api): one write in flight, its scope ('album', 'publish', 'order' or a photo id) says
 * which control is busy and where its error shows.
 */
import { createStore } from 'zustand/vanilla';
import { createAction, type Action, type ActionState, type SessionLike } from '@anstoss/api';
import type { Album, AlbumDetailResponse, MediaActionResponse, Photo } from '@anstoss/api/media';
import { refusedAsError } from '@anstoss/api/mediaEdit';
import { mergeOrder, movePhoto, PHOTO_STEP, type AlbumForm } from './logic.ts';

/** One write of the editor: where it belongs and the request. */
export interface AlbumWrite {
  scope: string;
  /** The request, aborted with the action (the widget unmounts). */
  request: (signal: AbortSignal) => Promise<MediaActionResponse>;
}

export type AlbumWriteState = ActionState<MediaActionResponse, AlbumWrite>;

/** The scope whose write is in flight, or null. */
export function busyScope(write: AlbumWriteState): string | null {
  return write.status === 'pending' ? (write.variables?.scope ?? null) : null;
}

/** The failed write's message when it belongs to one of `scopes`. */
export function writeError(write: AlbumWriteState, ...scopes: string[]) {
  return write.status === 'error' && scopes.includes(write.variables?.scope ?? '')
    ? write.message
    : null;
}

export type Notice =
  'saved' | 'published' | 'ordered' | 'removed' | 'deleted' | 'gone' | 'moved' | 'added' | null;

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
  /** The editor's writes (one in flight): publish, album details, order, photo remove/delete. */
  write: Action<MediaActionResponse, AlbumWrite>;
  notice: Notice;
  /** For the polite announcement after a move: the photo and its new position (1-based). */
  moved: { id: string; position: number } | null;
  /**
   * A photo an upload on this page put into the album (generic-upload's `released`): the next
   * answer that holds it shows it (the window grows to it) and announces it.
   */
  expecting: string | null;
  photoAdded: (id: string) => void;
  loaded: (detail: AlbumDetailResponse) => void;
  failed: (gone: boolean) => void;
  openForm: (form: AlbumForm) => void;
  closeForm: () => void;
  move: (id: string, delta: number) => void;
  showMore: () => void;
  albumSaved: (fields: { title: string; description: string }) => void;
  published: () => void;
  orderSaved: () => void;
  photoGone: (id: string, notice: 'removed' | 'deleted' | 'gone') => void;
}

/** `session` decides after a failure whether the session has ended (`getSession`: the login). */
export function createAlbumEditStore(session?: () => SessionLike) {
  const write = createAction((w: AlbumWrite, { signal }) => refusedAsError(w.request(signal)), {
    session,
  });
  // A form that opens or closes forgets the last write's error (never a write in flight).
  const forgetError = () => {
    if (write.getState().status === 'error') write.reset();
  };
  return createStore<AlbumEditState>()((set, get) => ({
    status: 'loading',
    album: null,
    photos: [],
    savedOrder: [],
    dirty: false,
    shown: 0,
    lastAdded: null,
    form: null,
    write,
    notice: null,
    moved: null,
    expecting: null,
    photoAdded: (id) => set({ expecting: id }),
    loaded: (detail) =>
      set((s) => {
        const photos = s.dirty ? mergeOrder(s.photos, detail.entries) : detail.entries;
        const shown = Math.min(photos.length, Math.max(s.shown, PHOTO_STEP));
        const at = s.expecting === null ? -1 : photos.findIndex((p) => p.id === s.expecting);
        return {
          status: 'ready',
          album: detail.album ?? s.album,
          photos,
          savedOrder: detail.entries,
          shown: Math.max(shown, at + 1),
          ...(at >= 0 ? { expecting: null, notice: 'added' as const } : {}),
        };
      }),
    failed: (gone) =>
      set((s) => (gone ? { status: 'gone' } : s.status === 'ready' ? s : { status: 'error' })),
    openForm: (form) => {
      forgetError();
      set((s) => ({
        form,
        notice: null,
        // Leaving the photos form drops moves that were not saved.
        ...(s.form === 'photos' && s.dirty ? { photos: s.savedOrder, dirty: false } : {}),
      }));
    },
    closeForm: () => {
      forgetError();
      set((s) => ({
        form: null,
        ...(s.dirty ? { photos: s.savedOrder, dirty: false } : {}),
      }));
    },
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
    albumSaved: (fields) =>
      set((s) => ({
        form: null,
        notice: 'saved',
        album: s.album ? { ...s.album, ...fields } : s.album,
      })),
    published: () =>
      set((s) => ({
        notice: 'published',
        album: s.album ? { ...s.album, notpublic: false } : s.album,
      })),
    orderSaved: () => set((s) => ({ dirty: false, savedOrder: s.photos, notice: 'ordered' })),
    photoGone: (id, notice) =>
      set((s) => {
        const photos = s.photos.filter((p) => p.id !== id);
        if (photos.length === s.photos.length) return s;
        return {
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
