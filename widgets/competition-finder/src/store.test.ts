import { describe, expect, it, vi } from 'vitest';
import { areasFixture, competitionsFixture, flatBase, nestedBase } from './fixtures.ts';
import type { AreasData, BaseData, CompetitionsData, SavedSelection } from './logic.ts';
import { createFinderStore, type FinderDeps } from './store.ts';

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function setup(overrides: Partial<FinderDeps> = {}, base: BaseData = nestedBase) {
  const saves: SavedSelection[] = [];
  const deps: FinderDeps = {
    jsonBase: '/base.json',
    areasTemplate: '/areas/_CLIENT/_SEASON/_COMPETITIONTYPE',
    competitionsTemplate: '/comps/_CLIENT/_SEASON/_COMPETITIONTYPE/_TEAMTYPE/_AREA/_LEAGUE',
    loadBase: vi.fn(async () => base),
    loadAreas: vi.fn(async (): Promise<AreasData> => areasFixture),
    loadCompetitions: vi.fn(async (): Promise<CompetitionsData> => competitionsFixture),
    readSaved: () => null,
    save: (s) => void saves.push(s),
    context: () => ({}),
    ...overrides,
  };
  const store = createFinderStore(deps);
  return { store, deps, saves };
}

const ctx = {
  edMandant: '_22',
  edSaison: '_2526',
  edWettkampfTyp: '_1',
  edMannschaftsart: '_1',
  edSpielklasse: '_103',
  edGebiet: '_k1',
  edWettbewerbUrl: '/wettbewerb/kreisliga-a-bonn-2526',
};

describe('competition-finder store', () => {
  it('defaults: no client, current season and default type are waiting for the client', async () => {
    const { store, deps } = setup({}, flatBase);
    await store.getState().start();
    const { ids } = store.getState();
    expect(ids.client).toBeNull();
    expect(ids.season).toBe('_2526');
    expect(ids.competitionType).toBe('_1');
    expect(deps.loadAreas).not.toHaveBeenCalled();
  });

  it('preselects all seven levels from the page context and saves, requesting in order', async () => {
    const { store, deps, saves } = setup({ context: () => ctx });
    await store.getState().start();
    expect(store.getState().ids.competition).toBe('_kreisliga-a-bonn-2526');
    expect(deps.loadAreas).toHaveBeenCalledWith('/areas/_22/_2526/_1', expect.any(AbortSignal));
    expect(deps.loadCompetitions).toHaveBeenCalledWith(
      '/comps/_22/_2526/_1/_1/_k1/_103',
      expect.any(AbortSignal),
    );
    expect(saves).toHaveLength(1);
    expect(saves[0]?.options.area).toBe('_k1');
  });

  it('restores a saved selection that has a competition', async () => {
    const saved: SavedSelection = {
      options: {
        ...ctx,
        client: '_22',
        season: '_2526',
        competitionType: '_1',
        teamType: '_1',
        league: '_103',
        area: '_k2',
        competition: '_kreisliga-a-koeln-2526',
      },
    };
    const { store } = setup({ readSaved: () => saved });
    await store.getState().start();
    expect(store.getState().ids.competition).toBe('_kreisliga-a-koeln-2526');
  });

  it('successively: choosing a client loads its seasons and reapplies the current season', async () => {
    const { store, deps } = setup();
    await store.getState().start();
    expect(store.getState().ids.season).toBeNull(); // seasons depend on the client
    await store.getState().choose('client', 1); // Mittelrhein
    expect(store.getState().ids.season).toBe('_2526');
    expect(store.getState().ids.competitionType).toBe('_1');
    expect(deps.loadAreas).toHaveBeenCalledTimes(1);
  });

  it('auto-selects a level whose list holds exactly one real option', async () => {
    const { store } = setup();
    await store.getState().start();
    await store.getState().choose('client', 2); // Bayern: one season, one type
    expect(store.getState().ids.season).toBe('_2526');
    expect(store.getState().ids.competitionType).toBe('_1');
    // What the finder filled by itself is named for the announcement.
    expect(store.getState().autoFilled.slice(0, 2)).toEqual(['season', 'competitionType']);
    await store.getState().choose('teamType', 2); // Frauen: one league, one area, one competition
    const ids = store.getState().ids;
    expect([ids.league, ids.area, ids.competition]).toEqual([
      '_105',
      '_k1',
      '_frauen-kreisliga-bonn-2526',
    ]);
  });

  it('choosing clears and reloads every level below', async () => {
    const { store, deps } = setup({ context: () => ctx });
    await store.getState().start();
    await store.getState().choose('league', 1); // Landesliga: one area, one competition -> refilled
    expect(store.getState().ids.area).toBe('_22');
    expect(deps.loadCompetitions).toHaveBeenLastCalledWith(
      '/comps/_22/_2526/_1/_1/_22/_101',
      expect.any(AbortSignal),
    );
    await store.getState().choose('teamType', 1); // Herren again? index 1 is already selected -> no-op
    expect(store.getState().ids.league).toBe('_101');
    await store.getState().choose('season', 2); // 24/25
    const ids = store.getState().ids;
    expect(ids.teamType).toBeNull();
    expect(ids.competition).toBeNull();
    expect(store.getState().data.competitions).toBeNull();
  });

  it('choosing the placeholder resets that level and below and disables submit', async () => {
    const { store, deps } = setup({ context: () => ctx });
    await store.getState().start();
    const calls = vi.mocked(deps.loadCompetitions).mock.calls.length;
    await store.getState().choose('league', 0);
    const ids = store.getState().ids;
    expect([ids.league, ids.area, ids.competition]).toEqual([null, null, null]);
    expect(ids.teamType).toBe('_1');
    expect(vi.mocked(deps.loadCompetitions).mock.calls.length).toBe(calls);
  });

  it('choosing the selected index again does nothing', async () => {
    const { store, deps } = setup({ context: () => ctx });
    await store.getState().start();
    const before = store.getState();
    await store.getState().choose('area', 1); // _k1 is index 1
    expect(store.getState()).toBe(before);
    expect(deps.loadCompetitions).toHaveBeenCalledTimes(1);
  });

  it('does not request areas before client, season and competitionType are chosen', async () => {
    const { store, deps } = setup();
    await store.getState().start();
    expect(deps.loadAreas).not.toHaveBeenCalled();
    await store.getState().choose('client', 1);
    expect(deps.loadAreas).toHaveBeenCalledTimes(1);
    expect(deps.loadCompetitions).not.toHaveBeenCalled();
  });

  it('discards a slow areas answer after an earlier level changed', async () => {
    const slow = deferred<AreasData>();
    const loadAreas = vi
      .fn<(url: string) => Promise<AreasData>>()
      .mockImplementationOnce(() => slow.promise)
      .mockImplementation(async () => ({ ...areasFixture, Mannschaftsart: { _2: 'Frauen' } }));
    const { store } = setup({ loadAreas });
    await store.getState().start();
    const first = store.getState().choose('client', 1);
    await Promise.resolve();
    await store.getState().choose('client', 2); // the person changed the client meanwhile
    slow.resolve(areasFixture);
    await first;
    expect(store.getState().data.areas?.Mannschaftsart).toEqual({ _2: 'Frauen' });
    expect(store.getState().ids.teamType).toBe('_2');
  });

  it('discards a slow competitions answer after an earlier level changed', async () => {
    const slow = deferred<CompetitionsData>();
    const loadCompetitions = vi
      .fn<(url: string) => Promise<CompetitionsData>>()
      .mockImplementationOnce(async () => competitionsFixture)
      .mockImplementationOnce(() => slow.promise)
      .mockImplementation(async () => competitionsFixture);
    const { store } = setup({ loadCompetitions, context: () => ctx });
    await store.getState().start();
    const first = store.getState().choose('area', 2); // Köln: slow
    await Promise.resolve();
    await store.getState().choose('league', 1); // Landesliga
    slow.resolve({ _103: { _k2: { '/wettbewerb/alt': 'Alt' } } });
    await first;
    expect(store.getState().ids.competition).toBe('_landesliga-mittelrhein-2526');
  });

  it('saves only once all seven levels are chosen', async () => {
    const { store, saves } = setup();
    await store.getState().start();
    await store.getState().choose('client', 1);
    expect(saves).toHaveLength(0);
    await store.getState().choose('teamType', 1);
    await store.getState().choose('league', 2);
    await store.getState().choose('area', 1);
    expect(saves).toHaveLength(0);
    await store.getState().choose('competition', 2);
    expect(saves).toHaveLength(1);
    expect(saves[0]?.options.competition).toBe('_kreisliga-a-bonn-2-2526');
  });

  it('a failed areas request sets levelError; retry loads again', async () => {
    const loadAreas = vi
      .fn<(url: string) => Promise<AreasData>>()
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValue(areasFixture);
    const { store } = setup({ loadAreas, context: () => ctx });
    await store.getState().start();
    expect(store.getState().levelError).toBeInstanceOf(Error);
    await store.getState().retry();
    expect(store.getState().levelError).toBeNull();
    expect(store.getState().ids.teamType).toBe('_1');
  });

  it('a failed base request is an error state; retry recovers', async () => {
    const loadBase = vi
      .fn<(url: string) => Promise<BaseData>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(flatBase);
    const { store } = setup({ loadBase });
    await store.getState().start();
    expect(store.getState().status).toBe('error');
    await store.getState().retry();
    expect(store.getState().status).toBe('ready');
  });
});

describe('competition-finder store requests', () => {
  it('changing a level aborts the request of the level below that is no longer wanted', async () => {
    const areas = deferred<AreasData>();
    const signals: AbortSignal[] = [];
    const { store } = setup(
      {
        loadAreas: vi.fn((_url: string, signal: AbortSignal) => {
          signals.push(signal);
          return areas.promise;
        }),
      },
      flatBase,
    );
    await store.getState().start();
    const choosing = store.getState().choose('client', 1);
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    await store.getState().choose('client', 0); // back to the placeholder
    expect(signals[0]?.aborted).toBe(true);
    areas.resolve(areasFixture);
    await choosing;
    expect(store.getState().data.areas).toBeNull();
    expect(store.getState().pending).toBeNull();
  });

  it('stopping (the view unmounted) aborts the request in flight', async () => {
    const signals: AbortSignal[] = [];
    const { store } = setup({
      loadBase: vi.fn((_url: string, signal: AbortSignal) => {
        signals.push(signal);
        return new Promise<BaseData>(() => undefined);
      }),
    });
    const starting = store.getState().start();
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    store.getState().stop();
    await starting;
    expect(signals[0]?.aborted).toBe(true);
  });
});
