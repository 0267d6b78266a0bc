/**
 * Per-instance state of the TV widgets (vanilla zustand, no DOM): the magazine's pages, the TV
 * list's growing list and the content page's current video and quality.
 */
import { createStore } from 'zustand/vanilla';
import type { TvEntry, TvListResponse, TvResponse } from './api.ts';
import {
  appendNew,
  availableQualities,
  defaultQuality,
  nextListOffset,
  pageCount,
  RECOMMENDATIONS_PER_PAGE,
  splitMagazine,
  trimToMultiple,
  type Device,
  type Quality,
} from './logic.ts';

export type LoadStatus = 'loading' | 'error' | 'ready';
export type MoreStatus = 'idle' | 'loading' | 'error';

export interface MagazineState {
  status: LoadStatus;
  videoOfTheWeek: TvEntry | null;
  recommendations: TvEntry[];
  page: number;
  /** Offset of the last answer taken in. */
  offset: number;
  final: boolean;
  more: MoreStatus;
  loaded: (answer: TvResponse) => void;
  failed: () => void;
  moreLoading: () => void;
  moreFailed: () => void;
  /** A later answer: its recommendations (after its video of the week) are appended, trimmed. */
  moreLoaded: (answer: TvResponse, offset: number) => void;
  goTo: (page: number) => void;
}

export function createMagazineStore() {
  return createStore<MagazineState>()((set) => ({
    status: 'loading',
    videoOfTheWeek: null,
    recommendations: [],
    page: 0,
    offset: 0,
    final: true,
    more: 'idle',
    loaded: (answer) => {
      const { videoOfTheWeek, recommendations } = splitMagazine(answer.entries);
      set({
        status: 'ready',
        videoOfTheWeek,
        recommendations,
        page: 0,
        offset: 0,
        final: answer.final || recommendations.length === 0,
        more: 'idle',
      });
    },
    failed: () => set({ status: 'error' }),
    moreLoading: () => set({ more: 'loading' }),
    moreFailed: () => set({ more: 'error' }),
    moreLoaded: (answer, offset) =>
      set((s) => {
        const fresh = trimToMultiple(answer.entries.slice(1), RECOMMENDATIONS_PER_PAGE);
        const recommendations = appendNew(s.recommendations, fresh);
        const grew = recommendations.length > s.recommendations.length;
        return {
          recommendations,
          offset,
          // An answer that brings nothing new ends the paging, whatever it says.
          final: answer.final || !grew,
          more: 'idle',
          page: grew ? Math.min(s.page + 1, pageCount(recommendations.length) - 1) : s.page,
        };
      }),
    goTo: (page) =>
      set((s) => ({
        page: Math.max(0, Math.min(page, pageCount(s.recommendations.length) - 1)),
      })),
  }));
}
export type MagazineStore = ReturnType<typeof createMagazineStore>;

/** The TV list shows this many more entries per "mehr laden" (fetching only when it runs out). */
export const LIST_STEP = 12;

export interface TvListState {
  status: LoadStatus;
  entries: TvEntry[];
  /** How many entries are on screen (the DOM stays bounded whatever the server sends). */
  shown: number;
  nextOffset: number;
  final: boolean;
  more: MoreStatus;
  added: number | null;
  loaded: (answer: TvListResponse, offset: number) => void;
  failed: () => void;
  moreLoading: () => void;
  moreFailed: () => void;
  /** Shows the next entries already here; false when the server must be asked. */
  showMore: () => boolean;
}

export function createTvListStore() {
  return createStore<TvListState>()((set, get) => ({
    status: 'loading',
    entries: [],
    shown: 0,
    nextOffset: 0,
    final: true,
    more: 'idle',
    added: null,
    loaded: (answer, offset) =>
      set((s) => {
        const first = offset === 0 && s.status !== 'ready';
        const entries = first ? answer.entries : appendNew(s.entries, answer.entries);
        const before = first ? 0 : s.shown;
        const shown = Math.min(entries.length, before + LIST_STEP);
        return {
          status: 'ready',
          entries,
          shown,
          nextOffset: nextListOffset(offset, answer.lastIndex, answer.entries.length),
          final: answer.final || answer.entries.length === 0,
          more: 'idle',
          added: first ? null : shown - before,
        };
      }),
    failed: () => set({ status: 'error' }),
    moreLoading: () => set({ more: 'loading' }),
    moreFailed: () => set({ more: 'error' }),
    showMore: () => {
      const s = get();
      if (s.shown >= s.entries.length) return false;
      const shown = Math.min(s.entries.length, s.shown + LIST_STEP);
      set({ shown, added: shown - s.shown, more: 'idle' });
      return true;
    },
  }));
}
export type TvListStore = ReturnType<typeof createTvListStore>;

export interface ContentState {
  status: LoadStatus;
  entries: TvEntry[];
  currentId: string | null;
  /** Chosen by the visitor; null: the device default for the current video. */
  chosen: Quality | null;
  device: Device;
  loaded: (answer: TvResponse, preferredId: string) => void;
  failed: () => void;
  select: (id: string) => void;
  choose: (quality: Quality) => void;
}

export function createContentStore(device: Device) {
  return createStore<ContentState>()((set) => ({
    status: 'loading',
    entries: [],
    currentId: null,
    chosen: null,
    device,
    loaded: (answer, preferredId) => {
      const current = answer.entries.find((e) => e.id === preferredId) ?? answer.entries[0] ?? null;
      set({ status: 'ready', entries: answer.entries, currentId: current?.id ?? null });
    },
    failed: () => set({ status: 'error' }),
    select: (id) => set({ currentId: id, chosen: null }),
    choose: (quality) => set({ chosen: quality }),
  }));
}
export type ContentStore = ReturnType<typeof createContentStore>;

/** The current entry and the quality it plays in (the visitor's choice if it exists there). */
export function currentVideo(
  s: Pick<ContentState, 'entries' | 'currentId' | 'chosen' | 'device'>,
): { entry: TvEntry | null; qualities: Quality[]; quality: Quality | null } {
  const entry = s.entries.find((e) => e.id === s.currentId) ?? null;
  const qualities = availableQualities(entry?.video);
  const quality =
    s.chosen && qualities.includes(s.chosen) ? s.chosen : defaultQuality(s.device, qualities);
  return { entry, qualities, quality };
}
