/**
 * News toolbox rules (spec §3 News toolbox state, §4 News filters, §7 News toolbox, §9) as pure
 * functions.
 */
import type { TranslationKey } from '@anstoss/i18n';
import { parseStoredJson } from '@anstoss/storage';
import type { FilterItem } from './props.ts';

export type { FilterItem };

/** filterItems: key -> a value, a list, or a map of value to boolean (spec §3). */
export type FilterValue = string | string[] | Record<string, boolean>;

export interface ToolboxState {
  currentToolboxKey: string | null;
  filterItems: Record<string, FilterValue>;
  /** The request parameters of the last request. */
  currentData: Record<string, string | string[]>;
  noData: boolean;
  /** Whether the state came from the toolbox cookie. */
  initStateFromStorage: boolean;
  contentFilterState: { selected: string[]; active: boolean };
}

export const EMPTY_STATE: ToolboxState = {
  currentToolboxKey: null,
  filterItems: {},
  currentData: {},
  noData: false,
  initStateFromStorage: false,
  contentFilterState: { selected: [], active: false },
};

export const DATE_FROM = 'datum-von';
export const DATE_TO = 'datum-bis';
export const MULTIPLE_CATEGORIES = 'multiple-categories';

/** Spec §9: the toolbox cookie lives 0.0035 days (about five minutes). */
export const TOOLBOX_COOKIE_DAYS = 0.0035;
export const toolboxCookieName = (prefix: string) => `${prefix}_TOOLBOX_SELECTION`;

/** The selected values of a filter, whatever shape it is stored in. */
export function selectedValues(value: FilterValue | undefined): string[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return value ? [value] : [];
  if (Array.isArray(value)) return value;
  return Object.entries(value)
    .filter(([, on]) => on)
    .map(([v]) => v);
}

export type Caption =
  | { kind: 'none' }
  | { kind: 'one'; name: string }
  | { kind: 'all' }
  | { kind: 'some'; count: number };

/** Spec §4: no items -> no_selection; one -> its name; every -> all; else N selected. */
export function selectionCaption(items: FilterItem[], selected: string[]): Caption {
  const chosen = items.filter((item) => selected.includes(item.value));
  if (chosen.length === 0) return { kind: 'none' };
  if (chosen.length === items.length && items.length > 1) return { kind: 'all' };
  if (chosen.length === 1) return { kind: 'one', name: chosen[0]?.name ?? '' };
  return { kind: 'some', count: chosen.length };
}

/** Spec §4: the 'all' checkbox is checked when every item is. */
export function allChecked(items: FilterItem[], selected: string[]): boolean {
  return items.length > 0 && items.every((item) => selected.includes(item.value));
}

/** Spec §4: the 'all' checkbox toggles every item. */
export function toggleAll(items: FilterItem[], selected: string[]): string[] {
  return allChecked(items, selected) ? [] : items.map((item) => item.value);
}

export function toggleItem(selected: string[], value: string): string[] {
  return selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value];
}

/** Spec §4: the toggle caption alternates between select_all and select_none. */
export function toggleCaptionKey(items: FilterItem[], selected: string[]): TranslationKey {
  return allChecked(items, selected)
    ? 'javascript.news.selection.select_none'
    : 'javascript.news.selection.select_all';
}

/** Spec §9: a toolbox key starting with 'include-' is sent as 'include'. */
export function requestKey(key: string): string {
  return key.startsWith('include-') ? 'include' : key;
}

/**
 * Spec §7: the request keeps only the current toolbox key, 'datum-von' and 'datum-bis'. The key
 * 'multiple-categories' uses the selected content filter.
 */
export function requestData(state: ToolboxState): Record<string, string | string[]> {
  const data: Record<string, string | string[]> = {};
  const key = state.currentToolboxKey;
  if (key && key !== DATE_FROM && key !== DATE_TO) {
    const values =
      key === MULTIPLE_CATEGORIES
        ? state.contentFilterState.selected
        : selectedValues(state.filterItems[key]);
    if (values.length) data[requestKey(key)] = values.length === 1 ? values[0]! : values;
  }
  for (const dateKey of [DATE_FROM, DATE_TO]) {
    const value = state.filterItems[dateKey];
    if (typeof value === 'string' && value) data[dateKey] = value;
  }
  return data;
}

/** Applying a filter: sets it, makes it the current key, updates the content filter and data. */
export function applyFilter(state: ToolboxState, key: string, selected: string[]): ToolboxState {
  const next: ToolboxState = {
    ...state,
    currentToolboxKey: key,
    filterItems: { ...state.filterItems, [key]: selected },
    contentFilterState:
      key === MULTIPLE_CATEGORIES
        ? { selected, active: selected.length > 0 }
        : state.contentFilterState,
  };
  return { ...next, currentData: requestData(next) };
}

/** Applying the date range (yyyy-mm-dd strings, '' clears). */
export function applyDates(state: ToolboxState, from: string, to: string): ToolboxState {
  const next: ToolboxState = {
    ...state,
    filterItems: { ...state.filterItems, [DATE_FROM]: from, [DATE_TO]: to },
  };
  return { ...next, currentData: requestData(next) };
}

/** The cookie value (the parts worth restoring). */
export function serializeState(state: ToolboxState): string {
  const { currentToolboxKey, filterItems, contentFilterState } = state;
  return JSON.stringify({ currentToolboxKey, filterItems, contentFilterState });
}

function isFilterValue(v: unknown): v is FilterValue {
  if (typeof v === 'string') return true;
  if (Array.isArray(v)) return v.every((x) => typeof x === 'string');
  return (
    typeof v === 'object' && v !== null && Object.values(v).every((x) => typeof x === 'boolean')
  );
}

/** Restores a state from the cookie; null for a missing or broken cookie. */
export function parseState(raw: string | null): ToolboxState | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = parseStoredJson(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const key = typeof v.currentToolboxKey === 'string' ? v.currentToolboxKey : null;
  // A filter named `__proto__` must stay a filter, not become this object's prototype.
  const filterItems = Object.create(null) as Record<string, FilterValue>;
  if (typeof v.filterItems === 'object' && v.filterItems !== null)
    for (const [k, item] of Object.entries(v.filterItems))
      if (isFilterValue(item)) filterItems[k] = item;
  const cfs = v.contentFilterState as { selected?: unknown; active?: unknown } | undefined;
  const selected =
    Array.isArray(cfs?.selected) && cfs.selected.every((x) => typeof x === 'string')
      ? (cfs.selected as string[])
      : [];
  const state: ToolboxState = {
    ...EMPTY_STATE,
    currentToolboxKey: key,
    filterItems,
    contentFilterState: { selected, active: cfs?.active === true },
    initStateFromStorage: true,
  };
  return { ...state, currentData: requestData(state) };
}

export type View = 'grid' | 'list';
export const parseView = (v: unknown): View | undefined =>
  v === 'grid' || v === 'list' ? v : undefined;
