/**
 * One media stream: the entries loaded so far (renumbered), the total on the server, the sub-view
 * (stream, big view 'item', 'upload') and the entry the big view shows.
 */
import { createStore } from 'zustand/vanilla';
import type { StreamResponse } from '@anstoss/api/media';
import { renumber, wrapIndex, type NumberedEntry } from './logic.ts';

export type SubView = 'stream' | 'item' | 'upload';

export interface MediaStreamState {
  status: 'loading' | 'ready' | 'error';
  entries: NumberedEntry[];
  total: number;
  /** A further page is on its way / failed. */
  more: 'idle' | 'loading' | 'error';
  view: SubView;
  current: number;
  pageLoaded: (offset: number, answer: StreamResponse) => void;
  failed: () => void;
  moreLoading: () => void;
  moreFailed: () => void;
  openItem: (index: number) => void;
  openUpload: () => void;
  close: () => void;
  /** The owner renamed an entry: the stream and the big view show the new title. */
  renamed: (uid: string, title: string) => void;
  /** Big view previous (−1) / next (+1), wrapping around. */
  step: (delta: number) => void;
}

export function createMediaStreamStore() {
  return createStore<MediaStreamState>()((set) => ({
    status: 'loading',
    entries: [],
    total: 0,
    more: 'idle',
    view: 'stream',
    current: 0,
    pageLoaded: (offset, answer) =>
      set((s) => {
        // A page that does not continue the list (a stale or repeated answer) changes nothing.
        if (offset !== s.entries.length && offset !== 0) return { more: 'idle' };
        const total = Math.max(answer.meta.overallamount, offset + answer.entries.length);
        const page = renumber(answer.entries, offset, total);
        const entries = offset === 0 ? page : [...s.entries, ...page];
        // Ids of the earlier pages get the padding of the new total.
        const width = String(Math.max(1, total)).length;
        const fixed =
          entries[0] && entries[0].id.length !== width
            ? entries.map((e, i) => ({ ...e, id: String(i + 1).padStart(width, '0') }))
            : entries;
        return { status: 'ready', entries: fixed, total, more: 'idle' };
      }),
    failed: () => set((s) => (s.entries.length ? { more: 'error' } : { status: 'error' })),
    moreLoading: () => set({ more: 'loading' }),
    moreFailed: () => set({ more: 'error' }),
    openItem: (index) => set({ view: 'item', current: index }),
    openUpload: () => set({ view: 'upload' }),
    close: () => set({ view: 'stream' }),
    renamed: (uid, title) =>
      set((s) => ({ entries: s.entries.map((e) => (e.uid === uid ? { ...e, title } : e)) })),
    step: (delta) => set((s) => ({ current: wrapIndex(s.current, delta, s.entries.length) })),
  }));
}

export type MediaStreamStore = ReturnType<typeof createMediaStreamStore>;
