import { describe, expect, it } from 'vitest';
import { areasFixture, competitionsFixture, flatBase, nestedBase } from './fixtures.ts';
import {
  autoFilledLevels,
  areasUrl,
  buildSavedSelection,
  callToAction,
  canBuildCompetitionsUrl,
  canRequestAreas,
  canRequestCompetitions,
  chooseId,
  competitionIdFromKey,
  competitionsUrl,
  dataAfterChange,
  dropSavedAt,
  EMPTY_IDS,
  fillTemplate,
  initialIds,
  isComplete,
  levelDisabled,
  levelOptions,
  parseSavedSelection,
  realOptions,
  selectedIndex,
  selectionMode,
  submitTarget,
  type Ids,
} from './logic.ts';

const all: Ids = {
  client: '_22',
  season: '_2526',
  competitionType: '_1',
  teamType: '_1',
  league: '_103',
  area: '_k1',
  competition: '_kreisliga-a-bonn-2526',
};
const data = { base: nestedBase, areas: areasFixture, competitions: competitionsFixture };

describe('selection mode (spec §4)', () => {
  it("is 'successively' when the Saisons values are nested objects", () => {
    expect(selectionMode(nestedBase)).toBe('successively');
  });
  it("is 'simultaneously' for flat Saisons", () => {
    expect(selectionMode(flatBase)).toBe('simultaneously');
  });
  it('successively: seasons depend on the client, competition types on client and season', () => {
    const d = { base: nestedBase, areas: null, competitions: null };
    expect(realOptions('season', d, EMPTY_IDS)).toEqual([]);
    expect(realOptions('season', d, { ...EMPTY_IDS, client: '_3' }).map((o) => o.id)).toEqual([
      '_2526',
    ]);
    expect(realOptions('competitionType', d, { ...EMPTY_IDS, client: '_22' })).toEqual([]);
    expect(
      realOptions('competitionType', d, { ...EMPTY_IDS, client: '_22', season: '_2425' }).map(
        (o) => o.label,
      ),
    ).toEqual(['Meisterschaften']);
  });
  it('simultaneously: seasons and competition types need no client', () => {
    const d = { base: flatBase, areas: null, competitions: null };
    expect(realOptions('season', d, EMPTY_IDS)).toHaveLength(2);
    expect(realOptions('competitionType', d, EMPTY_IDS)).toHaveLength(2);
  });
});

describe('options', () => {
  it('puts the placeholder (id null) at index 0 with the given label', () => {
    const options = levelOptions('client', data, EMPTY_IDS, '-- wähle');
    expect(options[0]).toEqual({ id: null, label: '-- wähle' });
    expect(options).toHaveLength(3);
  });
  it('reads leagues by team type and areas by team type and league', () => {
    expect(realOptions('league', data, all).map((o) => o.id)).toEqual(['_101', '_103']);
    expect(realOptions('area', data, all).map((o) => o.id)).toEqual(['_k1', '_k2']);
  });
  it('gives a competition keyed by url the id _ + last path segment, and keeps the url', () => {
    expect(realOptions('competition', data, all)[0]).toEqual({
      id: '_kreisliga-a-bonn-2526',
      label: 'Kreisliga A Bonn',
      url: '/wettbewerb/kreisliga-a-bonn-2526',
    });
    expect(competitionIdFromKey('https://x.de/wettbewerb/abc/?q=1')).toBe('_abc');
    expect(competitionIdFromKey('_plain')).toBe('_plain');
  });
  it('selectedIndex is 0 for null and for an unknown id', () => {
    const options = levelOptions('client', data, EMPTY_IDS, '');
    expect(selectedIndex(options, null)).toBe(0);
    expect(selectedIndex(options, '_99')).toBe(0);
    expect(selectedIndex(options, '_3')).toBe(2);
  });
});

describe('initial selection by priority (spec §4)', () => {
  it('1. the page context when it names a competition id', () => {
    const r = initialIds(
      nestedBase,
      { edMandant: '_3', edWettbewerbId: '_x', edGebiet: '_k1' },
      {
        options: { competition: '_saved', client: '_22' },
      },
    );
    expect(r.source).toBe('context');
    expect(r.ids.client).toBe('_3');
    expect(r.ids.area).toBe('_k1');
    expect(r.ids.competition).toBe('_x');
  });
  it('1. the context competition url gives the id; season and type fall back to the defaults', () => {
    const r = initialIds(
      nestedBase,
      { edWettbewerbUrl: '/wettbewerb/kreisliga-a-bonn-2526' },
      null,
    );
    expect(r.ids.competition).toBe('_kreisliga-a-bonn-2526');
    expect(r.ids.season).toBe('_2526');
    expect(r.ids.competitionType).toBe('_1');
  });
  it('2. a saved selection with a competition when the context names none', () => {
    const r = initialIds(nestedBase, { edMandant: '_3' }, { options: all });
    expect(r.source).toBe('saved');
    expect(r.ids).toEqual(all);
  });
  it('3. the defaults when the saved selection has no competition', () => {
    const r = initialIds(nestedBase, {}, { options: { client: '_22' } });
    expect(r.source).toBe('defaults');
    expect(r.ids).toEqual({ ...EMPTY_IDS, season: '_2526', competitionType: '_1' });
  });
});

describe('choosing (spec §4)', () => {
  it('clears every level below the chosen one', () => {
    expect(chooseId(all, 'teamType', '_2')).toEqual({
      ...all,
      teamType: '_2',
      league: null,
      area: null,
      competition: null,
    });
  });
  it('the placeholder (null) resets that level and those below', () => {
    const next = chooseId(all, 'league', null);
    expect(next.league).toBeNull();
    expect(next.area).toBeNull();
    expect(next.teamType).toBe('_1');
    expect(isComplete(next)).toBe(false);
  });
  it('drops areas data on a change above teamType, competitions on a change above competition', () => {
    expect(dataAfterChange(data, 'season').areas).toBeNull();
    expect(dataAfterChange(data, 'league').areas).toBe(areasFixture);
    expect(dataAfterChange(data, 'area').competitions).toBeNull();
    expect(dataAfterChange(data, 'competition').competitions).toBe(competitionsFixture);
  });
});

describe('requests only when allowed (spec §5)', () => {
  it('areas need client, season and competitionType', () => {
    expect(canRequestAreas({ ...EMPTY_IDS, client: '_22', season: '_2526' })).toBe(false);
    expect(
      canRequestAreas({ ...EMPTY_IDS, client: '_22', season: '_2526', competitionType: '_1' }),
    ).toBe(true);
    expect(areasUrl('/a/_CLIENT', { ...EMPTY_IDS, client: '_22' })).toBeNull();
  });
  it('competitions need client through area', () => {
    expect(canRequestCompetitions({ ...all, area: null, competition: null })).toBe(false);
    expect(canRequestCompetitions({ ...all, competition: null })).toBe(true);
    expect(competitionsUrl('/c', { ...all, league: null })).toBeNull();
  });
  it('the competitions url needs client, season, competitionType and teamType', () => {
    expect(canBuildCompetitionsUrl({ ...all, teamType: null })).toBe(false);
    expect(
      canBuildCompetitionsUrl({
        ...EMPTY_IDS,
        client: '_1',
        season: '_2',
        competitionType: '_3',
        teamType: '_4',
      }),
    ).toBe(true);
  });
});

describe('URL templates (spec §7)', () => {
  it('replaces every placeholder with the id including its _ prefix', () => {
    expect(
      fillTemplate(
        '/ajax/wam/competitions/_CLIENT/_SEASON/_COMPETITIONTYPE/_TEAMTYPE/_AREA/_LEAGUE.json',
        all,
      ),
    ).toBe('/ajax/wam/competitions/_22/_2526/_1/_1/_k1/_103.json');
  });
  it('never replaces inside an inserted id', () => {
    expect(fillTemplate('/a/_CLIENT', { ...EMPTY_IDS, client: '_SEASON' })).toBe('/a/_SEASON');
  });
  it('query-string templates work too', () => {
    expect(areasUrl('/areas?c=_CLIENT&s=_SEASON&t=_COMPETITIONTYPE', all)).toBe(
      '/areas?c=_22&s=_2526&t=_1',
    );
  });
});

describe('call to action (spec §4)', () => {
  it('highlights the first level still to pick, then submit', () => {
    expect(callToAction(EMPTY_IDS)).toBe('client');
    expect(callToAction({ ...all, league: null, area: null, competition: null })).toBe('league');
    expect(callToAction(all)).toBe('submit');
  });
});

describe('saved selection (spec §3, §9)', () => {
  it('holds options (level -> id), indexes (plural -> index) and models (<level>sSelected)', () => {
    const saved = buildSavedSelection(all, (level) => levelOptions(level, data, all, ''));
    expect(saved.options.competition).toBe('_kreisliga-a-bonn-2526');
    expect(saved.indexes).toMatchObject({ clients: 1, seasons: 1, areas: 1, competitions: 1 });
    expect(saved.models?.leaguesSelected).toEqual({ id: '_103', label: 'Kreisliga A' });
  });
  it('drops savedAt and rejects wrong shapes', () => {
    expect(dropSavedAt({ options: {}, savedAt: 1 })).toEqual({ options: {} });
    expect(parseSavedSelection({ options: { client: '_22' }, savedAt: 5 })).toEqual({
      options: { client: '_22' },
    });
    expect(parseSavedSelection('x')).toBeUndefined();
    expect(parseSavedSelection({ indexes: {} })).toBeUndefined();
  });
});

describe('submit target (spec §2)', () => {
  it('opens the competition url as is when the submit url is relative or missing', () => {
    expect(submitTarget('/wettbewerb/a')).toBe('/wettbewerb/a');
    expect(submitTarget('/wettbewerb/a', '/suche')).toBe('/wettbewerb/a');
  });
  it('prefixes an absolute http(s) submit url', () => {
    expect(submitTarget('/wettbewerb/a', 'https://www.fussball.de/')).toBe(
      'https://www.fussball.de/wettbewerb/a',
    );
    expect(submitTarget('/wettbewerb/a', 'HTTP://x.de')).toBe('HTTP://x.de/wettbewerb/a');
  });
  it('gives null without a competition url', () => {
    expect(submitTarget(undefined, 'https://x.de')).toBeNull();
  });
});

describe('levelDisabled (a level with nothing to offer cannot be opened)', () => {
  const placeholder = { id: null, label: '-- wähle' };
  it('is disabled with only the placeholder', () => {
    expect(levelDisabled([placeholder], 0)).toBe(true);
    expect(levelDisabled([], 0)).toBe(true);
  });
  it('is enabled as soon as there is one real option', () => {
    expect(levelDisabled([placeholder, { id: '1', label: 'Herren' }], 0)).toBe(false);
    expect(levelDisabled([placeholder, { id: '1', label: 'Herren' }], 1)).toBe(false);
  });
});

describe('autoFilledLevels', () => {
  it('names the levels that were empty after the choice and are set now, in level order', () => {
    const before = { ...EMPTY_IDS, client: '_22' };
    const after = { ...before, competitionType: '_1', season: '_2526' };
    expect(autoFilledLevels(before, after)).toEqual(['season', 'competitionType']);
    expect(autoFilledLevels(after, after)).toEqual([]);
  });
});
