import { createStore } from 'zustand/vanilla';
import type { PageVariables } from '@anstoss/runtime/widget';
import {
  areasUrl,
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
  loadBase: (url: string) => Promise<BaseData>;
  loadAreas: (url: string) => Promise<AreasData>;
  loadCompetitions: (url: string) => Promise<CompetitionsData>;
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
  start: () => Promise<void>;
  choose: (level: Level, index: number) => Promise<void>;
  retry: () => Promise<void>;
  setOpenPanel: (level: Level | null) => void;
}

export function createFinderStore(deps: FinderDeps) {
  /** Bumped on every change: an answer that arrives for an older generation is discarded. */
  let generation = 0;
  /** What fill() is currently trying to reach (kept for retry). */
  let desired: Partial<Ids> = {};

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
          let areas: AreasData;
          try {
            areas = await deps.loadAreas(url);
          } catch (error) {
            if (gen === generation) set({ pending: null, levelError: error });
            return;
          }
          if (gen !== generation) return; // the person changed an earlier level meanwhile
          set({ pending: null, data: { ...get().data, areas } });
        }
        if (level === 'competition' && !get().data.competitions) {
          const url = competitionsUrl(deps.competitionsTemplate, get().ids);
          if (!url) break;
          set({ pending: 'competitions', levelError: null });
          let competitions: CompetitionsData;
          try {
            competitions = await deps.loadCompetitions(url);
          } catch (error) {
            if (gen === generation) set({ pending: null, levelError: error });
            return;
          }
          if (gen !== generation) return;
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
      let base: BaseData;
      try {
        base = await deps.loadBase(deps.jsonBase);
      } catch (error) {
        if (gen === generation) set({ status: 'error', levelError: error });
        return;
      }
      if (gen !== generation) return;
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

      start: () => loadBase(++generation),

      choose: async (level, index) => {
        const { data, ids } = get();
        const options = levelOptions(level, data, ids, '');
        const current = options.findIndex((o) => o.id === ids[level]);
        // Choosing the selected index again does nothing (the placeholder is index 0).
        if (index === (ids[level] === null ? 0 : current)) return;
        const option = options[index];
        if (!option) return;
        const gen = ++generation;
        set({
          ids: chooseId(ids, level, option.id),
          data: dataAfterChange(data, level),
          pending: null,
          levelError: null,
        });
        // Placeholder: that level and everything below stay reset, submit stays disabled.
        if (option.id === null) return;
        desired = defaults();
        await fill(gen);
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
