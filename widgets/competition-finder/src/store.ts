import { createStore } from 'zustand/vanilla';
import { createResource, type Resource } from '@anstoss/api';
import type { PageVariables } from '@anstoss/runtime/widget';
import {
  areasUrl,
  autoFilledLevels,
  buildSavedSelection,
  chooseId,
  competitionsUrl,
  dataAfterChange,
  EMPTY_IDS,
  initialIds,
  isComplete,
  levelOptions,
  LEVELS,
  realOptions,
  type AreasData,
  type BaseData,
  type CompetitionsData,
  type FinderData,
  type Ids,
  type Level,
  type SavedSelection,
} from './logic.ts';

/** What the store needs from the outside world (api.ts in the widget, fakes in tests). */
export interface FinderDeps {
  jsonBase: string;
  areasTemplate: string;
  competitionsTemplate: string;
  loadBase: (url: string, signal: AbortSignal) => Promise<BaseData>;
  loadAreas: (url: string, signal: AbortSignal) => Promise<AreasData>;
  loadCompetitions: (url: string, signal: AbortSignal) => Promise<CompetitionsData>;
  readSaved: () => SavedSelection | null;
  save: (selection: SavedSelection) => void;
  context: () => PageVariables;
}

/**
 * loading: base data in flight; ready: the levels can be used; error: the base data failed
 * (retry loads it again). `pending` names the request a level is waiting for.
 */
export interface FinderState {
  status: 'loading' | 'ready' | 'error';
  data: FinderData;
  ids: Ids;
  pending: 'areas' | 'competitions' | null;
  /** A failed areas or competitions request (the finder stays usable above it). */
  levelError: unknown;
  openPanel: Level | null;
  /** The levels the last choice filled by itself (announced by the view). */
  autoFilled: Level[];
  /** The view mounted: loads the base data (again, after stop). */
  start: () => Promise<void>;
  /** The view unmounted: aborts what is in flight. */
  stop: () => void;
  choose: (level: Level, index: number) => Promise<void>;
  retry: () => Promise<void>;
  setOpenPanel: (level: Level | null) => void;
}

export function createFinderStore(deps: FinderDeps) {
  /** Bumped on every change: an answer that arrives for an older generation is discarded. */
  let generation = 0;
  /** What fill() is currently trying to reach (kept for retry). */
  let desired: Partial<Ids> = {};
  // One resource per endpoint: it aborts a request whose answer is no longer wanted.
  const baseRequest = createResource<BaseData>({
    key: null,
    load: (url, c) => deps.loadBase(url, c.signal),
  });
  const areasRequest = createResource<AreasData>({
    key: null,
    load: (url, c) => deps.loadAreas(url, c.signal),
  });
  const competitionsRequest = createResource<CompetitionsData>({
    key: null,
    load: (url, c) => deps.loadCompetitions(url, c.signal),
  });
  const requests: Pick<Resource<unknown, string>, 'start' | 'stop'>[] = [
    baseRequest,
    areasRequest,
    competitionsRequest,
  ];

  return createStore<FinderState>()((set, get) => {
    const defaults = (): Partial<Ids> => ({
      season: get().data.base?.currentSaison ?? null,
      competitionType: get().data.base?.defaultCompetitionType ?? null,
    });

    const saveIfComplete = () => {
      const { ids, data } = get();
      if (!isComplete(ids)) return;
      deps.save(buildSavedSelection(ids, (level) => levelOptions(level, data, ids, '')));
    };

    /**
     * Walks the levels top-down: loads areas / competitions when their turn comes and they are
     * allowed, selects the desired id when the list has it, else the only real option, and stops
     * at the first level that needs the person.
     */
    const fill = async (gen: number): Promise<void> => {
      for (const level of LEVELS) {
        if (gen !== generation) return;
        if (get().ids[level]) continue;
        if (level === 'teamType' && !get().data.areas) {
          const url = areasUrl(deps.areasTemplate, get().ids);
          if (!url) break;
          set({ pending: 'areas', levelError: null });
          const result = await areasRequest.load(url);
          if (gen !== generation || result.status === 'loading') return; // changed meanwhile
          const areas = result.data;
          if (result.status === 'error' || !areas) {
            set({ pending: null, levelError: result.error });
            return;
          }
          set({ pending: null, data: { ...get().data, areas } });
        }
        if (level === 'competition' && !get().data.competitions) {
          const url = competitionsUrl(deps.competitionsTemplate, get().ids);
          if (!url) break;
          set({ pending: 'competitions', levelError: null });
          const result = await competitionsRequest.load(url);
          if (gen !== generation || result.status === 'loading') return;
          const competitions = result.data;
          if (result.status === 'error' || !competitions) {
            set({ pending: null, levelError: result.error });
            return;
          }
          set({ pending: null, data: { ...get().data, competitions } });
        }
        const options = realOptions(level, get().data, get().ids);
        const want = desired[level];
        let id = want && options.some((o) => o.id === want) ? want : null;
        if (!id && options.length === 1) id = options[0]?.id ?? null; // the only real option
        if (!id) {
          // Simultaneous mode: season and type do not depend on the client, so go on with them.
          if (level === 'client' || level === 'season') continue;
          break;
        }
        set({ ids: { ...get().ids, [level]: id } });
      }
      if (gen === generation) saveIfComplete();
    };

    const loadBase = async (gen: number) => {
      set({ status: 'loading' });
      const result = await baseRequest.load(deps.jsonBase);
      if (gen !== generation || result.status === 'loading') return;
      const base = result.data;
      if (result.status === 'error' || !base) {
        set({ status: 'error', levelError: result.error });
        return;
      }
      const initial = initialIds(base, deps.context(), deps.readSaved());
      desired = initial.ids;
      set({
        status: 'ready',
        levelError: null,
        data: { base, areas: null, competitions: null },
        ids: { ...EMPTY_IDS },
      });
      await fill(gen);
    };

    return {
      status: 'loading',
      data: { base: null, areas: null, competitions: null },
      ids: { ...EMPTY_IDS },
      pending: null,
      levelError: null,
      openPanel: null,
      autoFilled: [],

      start: () => {
        for (const request of requests) request.start();
        return loadBase(++generation);
      },

      stop: () => {
        generation++;
        for (const request of requests) request.stop();
      },

      choose: async (level, index) => {
        const { data, ids } = get();
        const options = levelOptions(level, data, ids, '');
        const current = options.findIndex((o) => o.id === ids[level]);
        // Choosing the selected index again does nothing (the placeholder is index 0).
        if (index === (ids[level] === null ? 0 : current)) return;
        const option = options[index];
        if (!option) return;
        const gen = ++generation;
        const next = dataAfterChange(data, level);
        if (!next.areas) areasRequest.setKey(null);
        if (!next.competitions) competitionsRequest.setKey(null);
        set({
          ids: chooseId(ids, level, option.id),
          data: next,
          pending: null,
          levelError: null,
          autoFilled: [],
        });
        // Placeholder: that level and everything below stay reset, submit stays disabled.
        if (option.id === null) return;
        desired = defaults();
        const chosen = get().ids;
        await fill(gen);
        if (gen === generation) set({ autoFilled: autoFilledLevels(chosen, get().ids) });
      },

      retry: () => {
        if (!get().data.base) return loadBase(++generation);
        return fill(++generation);
      },

      setOpenPanel: (level) => set({ openPanel: level }),
    };
  });
}

export type FinderStore = ReturnType<typeof createFinderStore>;
