/** The viewer: which album and photo are open, and how many following photos the strip shows. */
import { createStore } from 'zustand/vanilla';
import { MORE_STEP, moreShown, wrapIndex } from './logic.ts';

export interface PhotoViewerState {
  open: boolean;
  albumId: string | null;
  /** The photo asked for (by id and position) until the photos are there. */
  request: { photoId: string; index: number } | null;
  current: number;
  shown: number;
  /** Views counted in this session, by photo id (the counter's answers). */
  views: Record<string, number>;
  /** Photos whose counter said they are gone. */
  gone: Record<string, true>;
  openAt: (albumId: string, photoId: string, index: number) => void;
  placed: (index: number) => void;
  go: (index: number) => void;
  step: (delta: number, count: number) => void;
  more: () => void;
  counted: (photoId: string, views: number | undefined) => void;
  vanished: (photoId: string) => void;
  close: () => void;
}

export function createPhotoViewerStore() {
  return createStore<PhotoViewerState>()((set) => ({
    open: false,
    albumId: null,
    request: null,
    current: 0,
    shown: MORE_STEP,
    views: Object.create(null) as Record<string, number>,
    gone: Object.create(null) as Record<string, true>,
    openAt: (albumId, photoId, index) =>
      set({ open: true, albumId, request: { photoId, index }, current: index, shown: MORE_STEP }),
    placed: (index) => set({ request: null, current: index }),
    go: (index) => set({ current: index }),
    step: (delta, count) => set((s) => ({ current: wrapIndex(s.current, delta, count) })),
    more: () => set((s) => ({ shown: moreShown(s.shown) })),
    counted: (photoId, views) =>
      set((s) => (views === undefined ? {} : { views: { ...s.views, [photoId]: views } })),
    vanished: (photoId) => set((s) => ({ gone: { ...s.gone, [photoId]: true } })),
    close: () => set({ open: false, request: null }),
  }));
}

export type PhotoViewerStore = ReturnType<typeof createPhotoViewerStore>;
