import { describe, expect, it } from 'vitest';
import {
  allChecked,
  applyDates,
  applyFilter,
  EMPTY_STATE,
  parseState,
  requestData,
  requestKey,
  selectedValues,
  selectionCaption,
  serializeState,
  TOOLBOX_COOKIE_DAYS,
  toggleAll,
  toggleCaptionKey,
  toolboxCookieName,
} from './logic.ts';

const items = [
  { value: 'herren', name: 'Herren' },
  { value: 'frauen', name: 'Frauen' },
  { value: 'junioren', name: 'Junioren' },
];

describe('selection caption (spec §4)', () => {
  it('no items: no_selection', () => {
    expect(selectionCaption(items, [])).toEqual({ kind: 'none' });
  });
  it("one item: that item's name", () => {
    expect(selectionCaption(items, ['frauen'])).toEqual({ kind: 'one', name: 'Frauen' });
  });
  it("every item: the 'all' text", () => {
    expect(selectionCaption(items, ['herren', 'frauen', 'junioren'])).toEqual({ kind: 'all' });
  });
  it('otherwise: N selected', () => {
    expect(selectionCaption(items, ['herren', 'junioren'])).toEqual({ kind: 'some', count: 2 });
  });
});

describe("the 'all' checkbox (spec §4)", () => {
  it('toggles every item', () => {
    expect(toggleAll(items, ['herren'])).toEqual(['herren', 'frauen', 'junioren']);
    expect(toggleAll(items, ['herren', 'frauen', 'junioren'])).toEqual([]);
  });
  it('is checked when every item is', () => {
    expect(allChecked(items, ['herren', 'frauen'])).toBe(false);
    expect(allChecked(items, ['junioren', 'herren', 'frauen'])).toBe(true);
  });
  it('the toggle caption alternates between select_all and select_none', () => {
    expect(toggleCaptionKey(items, [])).toBe('javascript.news.selection.select_all');
    expect(toggleCaptionKey(items, toggleAll(items, []))).toBe(
      'javascript.news.selection.select_none',
    );
  });
});

describe('request data (spec §7, §9)', () => {
  it('keeps only the current toolbox key, datum-von and datum-bis', () => {
    let state = applyFilter(EMPTY_STATE, 'verband', ['_22']);
    state = applyDates(state, '2025-08-01', '2025-09-30');
    state = applyFilter(state, 'kategorie', ['herren', 'frauen']);
    expect(requestData(state)).toEqual({
      kategorie: ['herren', 'frauen'],
      'datum-von': '2025-08-01',
      'datum-bis': '2025-09-30',
    });
    expect(state.currentData).toEqual(requestData(state));
  });
  it("a key starting with 'include-' is sent as 'include'", () => {
    expect(requestKey('include-verband')).toBe('include');
    expect(requestData(applyFilter(EMPTY_STATE, 'include-verband', ['_22']))).toEqual({
      include: '_22',
    });
  });
  it("'multiple-categories' uses the selected content filter", () => {
    const state = applyFilter(EMPTY_STATE, 'multiple-categories', ['pokal', 'frauen']);
    expect(state.contentFilterState).toEqual({ selected: ['pokal', 'frauen'], active: true });
    const other = { ...state, filterItems: { ...state.filterItems, 'multiple-categories': ['x'] } };
    expect(requestData(other)).toEqual({ 'multiple-categories': ['pokal', 'frauen'] });
  });
  it('reads values stored as a value, a list or a map of value to boolean', () => {
    expect(selectedValues('a')).toEqual(['a']);
    expect(selectedValues(['a', 'b'])).toEqual(['a', 'b']);
    expect(selectedValues({ a: true, b: false })).toEqual(['a']);
  });
});

describe('toolbox cookie (spec §9)', () => {
  it('is named <prefix>_TOOLBOX_SELECTION and lives 0.0035 days', () => {
    expect(toolboxCookieName('FBDE')).toBe('FBDE_TOOLBOX_SELECTION');
    expect(TOOLBOX_COOKIE_DAYS).toBe(0.0035);
  });
  it('round-trips the state and marks it as restored', () => {
    const state = applyFilter(EMPTY_STATE, 'kategorie', ['herren']);
    const restored = parseState(serializeState(state));
    expect(restored?.currentToolboxKey).toBe('kategorie');
    expect(restored?.currentData).toEqual({ kategorie: 'herren' });
    expect(restored?.initStateFromStorage).toBe(true);
  });
  it('keeps a filter named __proto__ as a filter, without touching any prototype', () => {
    const raw = JSON.stringify({
      currentToolboxKey: '__proto__',
      filterItems: { __proto__: ['herren'], constructor: 'x' },
    }).replace('"filterItems":{', '"filterItems":{"__proto__":["herren"],');
    const restored = parseState(raw);
    const items = restored?.filterItems ?? {};
    expect(Object.keys(items).sort()).toEqual(['__proto__', 'constructor']);
    expect(Object.getOwnPropertyDescriptor(items, '__proto__')?.value).toEqual(['herren']);
    expect(Object.getOwnPropertyDescriptor(items, 'constructor')?.value).toBe('x');
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).herren).toBeUndefined();
  });
  it('ignores a broken cookie', () => {
    expect(parseState('{kaputt')).toBeNull();
    expect(parseState(null)).toBeNull();
    expect(parseState('"x"')).toBeNull();
  });
});
