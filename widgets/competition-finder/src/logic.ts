/**
 * The competition finder's rules as pure functions (spec §3, §4, §5, §7 Competition finder).
 * No I/O, no React: the store (store.ts) drives them, the tests (logic.test.ts) pin each rule.
 */
import type { PageVariables } from '@anstoss/runtime/widget';
import type { AreasData, BaseData, CompetitionsData } from './api.ts';

export type { AreasData, BaseData, CompetitionsData };

/** Level order (spec §3). */
export const LEVELS = [
  'client',
  'season',
  'competitionType',
  'teamType',
  'league',
  'area',
  'competition',
] as const;
export type Level = (typeof LEVELS)[number];

/** The plural names used by the saved selection's `indexes` (spec §3 Saved finder selection). */
export const PLURAL: Record<Level, string> = {
  client: 'clients',
  season: 'seasons',
  competitionType: 'competitionTypes',
  teamType: 'teamTypes',
  league: 'leagues',
  area: 'areas',
  competition: 'competitions',
};

/** An option: id prefixed with '_', or null for the placeholder; competitions carry a url. */
export interface FinderOption {
  id: string | null;
  label: string;
  url?: string;
}

export type LabelMap = Record<string, string>;

export type Ids = Record<Level, string | null>;
export type Mode = 'successively' | 'simultaneously';

export const EMPTY_IDS: Ids = {
  client: null,
  season: null,
  competitionType: null,
  teamType: null,
  league: null,
  area: null,
  competition: null,
};

export function levelIndex(level: Level): number {
  return LEVELS.indexOf(level);
}

/** Levels strictly below `level`. */
export function levelsBelow(level: Level): Level[] {
  return LEVELS.slice(levelIndex(level) + 1);
}

/** Spec §4: 'successively' when the Saisons values are nested objects, else 'simultaneously'. */
export function selectionMode(base: Pick<BaseData, 'Saisons'>): Mode {
  return Object.values(base.Saisons).some((v) => typeof v === 'object' && v !== null)
    ? 'successively'
    : 'simultaneously';
}

/** Spec §3: a competition keyed by url gets the id '_' + the url's last path segment. */
export function competitionIdFromKey(key: string): string {
  if (!key.includes('/')) return key;
  const path = key.split(/[?#]/)[0] ?? '';
  const segment = path.split('/').filter(Boolean).pop() ?? '';
  return `_${segment}`;
}

function mapOptions(map: LabelMap | undefined): FinderOption[] {
  if (!map || typeof map !== 'object') return [];
  return Object.entries(map)
    .filter(([, label]) => typeof label === 'string')
    .map(([id, label]) => ({ id, label }));
}

export interface FinderData {
  base: BaseData | null;
  areas: AreasData | null;
  competitions: CompetitionsData | null;
}

/**
 * The real options of a level (without the placeholder) for the current data and the ids chosen
 * above it. Successive mode: seasons depend on the client, competition types on client and season.
 */
export function realOptions(level: Level, data: FinderData, ids: Ids): FinderOption[] {
  const { base, areas, competitions } = data;
  switch (level) {
    case 'client':
      return mapOptions(base?.Mandanten);
    case 'season': {
      if (!base) return [];
      if (selectionMode(base) === 'simultaneously') return mapOptions(base.Saisons as LabelMap);
      const nested = ids.client ? base.Saisons[ids.client] : undefined;
      return typeof nested === 'object' ? mapOptions(nested) : [];
    }
    case 'competitionType': {
      if (!base) return [];
      if (selectionMode(base) === 'simultaneously')
        return mapOptions(base.CompetitionTypes as LabelMap);
      const byClient = ids.client ? base.CompetitionTypes[ids.client] : undefined;
      if (typeof byClient !== 'object' || !ids.season) return [];
      return mapOptions(byClient[ids.season]);
    }
    case 'teamType':
      return mapOptions(areas?.Mannschaftsart);
    case 'league':
      return ids.teamType ? mapOptions(areas?.Spielklasse[ids.teamType]) : [];
    case 'area':
      return ids.teamType && ids.league
        ? mapOptions(areas?.Gebiet[ids.teamType]?.[ids.league])
        : [];
    case 'competition': {
      const map = ids.league && ids.area ? competitions?.[ids.league]?.[ids.area] : undefined;
      return mapOptions(map).map(({ id, label }) => ({
        id: competitionIdFromKey(id ?? ''),
        label,
        ...(id?.includes('/') ? { url: id } : {}),
      }));
    }
  }
}

/** The options as shown: the placeholder at index 0, then the real options. */
export function levelOptions(
  level: Level,
  data: FinderData,
  ids: Ids,
  placeholder: string,
): FinderOption[] {
  return [{ id: null, label: placeholder }, ...realOptions(level, data, ids)];
}

/** The selected index of a level (0 = placeholder or not found). */
export function selectedIndex(options: FinderOption[], id: string | null): number {
  if (id === null) return 0;
  const index = options.findIndex((o) => o.id === id);
  return index < 0 ? 0 : index;
}

/**
 * A level that has nothing to offer (only the placeholder: its data is not loaded yet, or the
 * levels above lead to no entries) cannot be opened. A level whose choice is still shown stays
 * usable, so the visitor can always see and change what is selected.
 */
export function levelDisabled(options: readonly FinderOption[], selected: number): boolean {
  return options.length <= 1 && selected === 0;
}

/** Spec §4 / §5: the areas request only once client, season and competitionType are chosen. */
export function canRequestAreas(ids: Ids): boolean {
  return Boolean(ids.client && ids.season && ids.competitionType);
}

/** Spec §5: the competitions request only once client through area are all chosen. */
export function canRequestCompetitions(ids: Ids): boolean {
  return Boolean(canRequestAreas(ids) && ids.teamType && ids.league && ids.area);
}

/** Spec §5: the competitions url is built only when client, season, competitionType and teamType are defined. */
export function canBuildCompetitionsUrl(ids: Ids): boolean {
  return Boolean(canRequestAreas(ids) && ids.teamType);
}

const PLACEHOLDER_OF: Record<string, Level> = {
  _CLIENT: 'client',
  _SEASON: 'season',
  _COMPETITIONTYPE: 'competitionType',
  _TEAMTYPE: 'teamType',
  _AREA: 'area',
  _LEAGUE: 'league',
};

/**
 * Spec §7: fills _CLIENT, _SEASON, _COMPETITIONTYPE, _TEAMTYPE, _AREA and _LEAGUE with the chosen
 * ids (which keep their '_' prefix). One pass, so an inserted id is never replaced again.
 */
export function fillTemplate(template: string, ids: Ids): string {
  return template.replace(/_(CLIENT|SEASON|COMPETITIONTYPE|TEAMTYPE|AREA|LEAGUE)/g, (match) => {
    const level = PLACEHOLDER_OF[match];
    const id = level ? ids[level] : null;
    return id === null || id === undefined ? match : encodeURIComponent(id);
  });
}

export function areasUrl(template: string, ids: Ids): string | null {
  return canRequestAreas(ids) ? fillTemplate(template, ids) : null;
}

export function competitionsUrl(template: string, ids: Ids): string | null {
  return canRequestCompetitions(ids) && canBuildCompetitionsUrl(ids)
    ? fillTemplate(template, ids)
    : null;
}

/** Spec §4: the next level to pick (the call to action); 'submit' once all seven are chosen. */
export function callToAction(ids: Ids): Level | 'submit' {
  return LEVELS.find((level) => !ids[level]) ?? 'submit';
}

/** Spec §5: submit is enabled only when every level has a selection. */
export function isComplete(ids: Ids): boolean {
  return LEVELS.every((level) => Boolean(ids[level]));
}

/** Choosing at `level`: that level's new id, every level below cleared (spec §4). */
export function chooseId(ids: Ids, level: Level, id: string | null): Ids {
  const next = { ...ids, [level]: id };
  for (const below of levelsBelow(level)) next[below] = null;
  return next;
}

/** The data that stays valid after a change at `level`: areas and competitions depend on it. */
export function dataAfterChange(data: FinderData, level: Level): FinderData {
  const i = levelIndex(level);
  return {
    base: data.base,
    areas: i <= levelIndex('competitionType') ? null : data.areas,
    competitions: i <= levelIndex('area') ? null : data.competitions,
  };
}

/** Saved finder selection (spec §3): options (level -> id), indexes (plural -> index), models. */
export interface SavedSelection {
  options: Partial<Record<Level, string | null>>;
  indexes?: Record<string, number>;
  models?: Record<string, FinderOption | null>;
}

export function buildSavedSelection(
  ids: Ids,
  optionsOf: (level: Level) => FinderOption[],
): SavedSelection {
  const saved: Required<SavedSelection> = { options: {}, indexes: {}, models: {} };
  for (const level of LEVELS) {
    const options = optionsOf(level);
    const index = selectedIndex(options, ids[level]);
    saved.options[level] = ids[level];
    saved.indexes[PLURAL[level]] = index;
    saved.models[`${PLURAL[level]}Selected`] = index > 0 ? (options[index] ?? null) : null;
  }
  return saved;
}

/** Shape check for a stored selection; `savedAt` (from the old cookie) is dropped. */
export function parseSavedSelection(value: unknown): SavedSelection | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { options } = value as { options?: unknown };
  if (typeof options !== 'object' || options === null) return undefined;
  const ids: Partial<Record<Level, string | null>> = {};
  for (const level of LEVELS) {
    const id = (options as Record<string, unknown>)[level];
    if (typeof id === 'string' && id !== '') ids[level] = id;
  }
  const { savedAt: _dropped, ...rest } = value as Record<string, unknown>;
  return { ...(rest as object), options: ids } as SavedSelection;
}

/** Drops `savedAt` from a migrated cookie value (spec §9). */
export function dropSavedAt(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const { savedAt: _dropped, ...rest } = value as Record<string, unknown>;
  return rest;
}

/**
 * Spec §4 initial selection, by priority: the page context when it names a competition (season
 * falls back to currentSaison, competitionType to defaultCompetitionType); else a saved selection
 * that has a competition; else the defaults (no client, current season, default type).
 */
export function initialIds(
  base: Pick<BaseData, 'currentSaison' | 'defaultCompetitionType'>,
  context: PageVariables,
  saved: SavedSelection | null,
): { ids: Ids; source: 'context' | 'saved' | 'defaults' } {
  if (context.edWettbewerbId || context.edWettbewerbUrl) {
    return {
      source: 'context',
      ids: {
        client: context.edMandant ?? null,
        season: context.edSaison ?? base.currentSaison ?? null,
        competitionType: context.edWettkampfTyp ?? base.defaultCompetitionType ?? null,
        teamType: context.edMannschaftsart ?? null,
        league: context.edSpielklasse ?? null,
        area: context.edGebiet ?? null,
        competition:
          context.edWettbewerbId ??
          (context.edWettbewerbUrl ? competitionIdFromKey(context.edWettbewerbUrl) : null),
      },
    };
  }
  if (saved?.options.competition) {
    const ids = { ...EMPTY_IDS };
    for (const level of LEVELS) ids[level] = saved.options[level] ?? null;
    return { source: 'saved', ids };
  }
  return {
    source: 'defaults',
    ids: {
      ...EMPTY_IDS,
      season: base.currentSaison ?? null,
      competitionType: base.defaultCompetitionType ?? null,
    },
  };
}

/**
 * Spec §2 / §7: the address submit opens; an absolute (http or https) submit url is prefixed.
 * Null when the competition has no url.
 */
export function submitTarget(
  competitionUrl: string | undefined,
  submitUrl?: string,
): string | null {
  if (!competitionUrl) return null;
  if (submitUrl && /^https?:\/\//i.test(submitUrl)) {
    if (/^https?:\/\//i.test(competitionUrl)) return competitionUrl;
    return `${submitUrl.replace(/\/+$/, '')}/${competitionUrl.replace(/^\/+/, '')}`;
  }
  return competitionUrl;
}

/**
 * The levels the finder filled by itself after the person chose one (issue 18, item 4): empty
 * before, set after. They are announced, so nobody misses a level changing without a word.
 */
export function autoFilledLevels(before: Ids, after: Ids): Level[] {
  return LEVELS.filter((level) => before[level] === null && after[level] !== null);
}
