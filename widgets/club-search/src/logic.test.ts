import { describe, expect, it } from 'vitest';
import { itemsResponse, teamsResponse, type ClubEntry } from './api.ts';
import { clubsFixture, schemaMismatchClubs, teamsFixture } from './fixtures.ts';
import {
  entriesOf,
  filterEntries,
  foundMessage,
  requestData,
  shouldRefetch,
  teamsMessage,
} from './logic.ts';
import { clubSearchProps } from './props.ts';

describe('club-search: the typeahead rules (spec §5)', () => {
  it('asks nothing below the minimum length', () => {
    expect(shouldRefetch(null, 'Sch', 4, false)).toBe(false);
    expect(shouldRefetch(null, 'Schw', 4, false)).toBe(true);
    expect(shouldRefetch(null, 'Sc', 2, false)).toBe(true);
  });

  it('no-select mode: refetches at exactly the minimum length', () => {
    expect(shouldRefetch('Schwa', 'Schw', 4, false)).toBe(true);
    expect(shouldRefetch('Berl', 'Schw', 4, false)).toBe(true);
  });

  it('no-select mode: refetches when one of the first 5 characters changed, else not', () => {
    expect(shouldRefetch('Schw', 'Schwa', 4, false)).toBe(true); // 5th character is new
    expect(shouldRefetch('Schwa', 'Schwar', 4, false)).toBe(false);
    expect(shouldRefetch('Schwa', 'Schwarzenbach', 4, false)).toBe(false);
    expect(shouldRefetch('Schwarz', 'Schwa', 4, false)).toBe(false);
    expect(shouldRefetch('Schwarz', 'Schwe', 4, false)).toBe(true);
    expect(shouldRefetch('Schwarz', 'Xchwarz', 4, false)).toBe(true);
  });

  it('select mode: refetches on every change from the minimum length', () => {
    expect(shouldRefetch('Schwa', 'Schwar', 4, true)).toBe(true);
    expect(shouldRefetch('Schwa', 'Sch', 4, true)).toBe(false);
  });

  it('never asks twice for the same text', () => {
    expect(shouldRefetch('Schw', 'Schw', 4, false)).toBe(false);
    expect(shouldRefetch('Schwar', 'Schwar', 4, true)).toBe(false);
  });

  it('sends the default data plus { key: value } (spec §7)', () => {
    expect(requestData({ season: '_2526' }, 'client', 'Schw')).toEqual({
      season: '_2526',
      client: 'Schw',
    });
    expect(requestData({ client: 'alt' }, 'client', 'Neu')).toEqual({ client: 'Neu' });
    expect(requestData({}, 'term', 'Bonn')).toEqual({ term: 'Bonn' });
  });

  it('reads entries and success, or an array', () => {
    expect(entriesOf(clubsFixture)).toEqual(clubsFixture);
    expect(entriesOf({ success: true, entries: clubsFixture })).toEqual(clubsFixture);
    expect(entriesOf({ entries: clubsFixture })).toEqual(clubsFixture);
    expect(entriesOf({ success: false, entries: [] })).toBeNull();
  });

  it('offers the answer as it is for its own text, else filters it by name or town', () => {
    const clubs = itemsResponse.parse(clubsFixture);
    expect(filterEntries(clubs as ClubEntry[], 'Schw', 'Schw')).toHaveLength(3);
    expect(filterEntries(clubs as ClubEntry[], 'FC Schwarz', 'FC Sc').map((e) => e.id)).toEqual([
      '11',
    ]);
    expect(filterEntries(clubs as ClubEntry[], 'Schwarzen', 'Schwa').map((e) => e.id)).toEqual([
      '11',
      '13',
    ]);
    expect(filterEntries(clubs as ClubEntry[], 'augs', 'aug').map((e) => e.id)).toEqual(['12']);
    expect(filterEntries(clubs as ClubEntry[], '', 'Schw')).toHaveLength(3);
  });
});

describe('club-search schemas and props', () => {
  it('accept entries or arrays, refuse a mismatch', () => {
    expect(itemsResponse.safeParse(clubsFixture).success).toBe(true);
    expect(itemsResponse.safeParse({ success: true, entries: clubsFixture }).success).toBe(true);
    expect(itemsResponse.safeParse(schemaMismatchClubs).success).toBe(false);
    expect(teamsResponse.safeParse({ entries: teamsFixture }).success).toBe(true);
  });

  it('defaults: minimum length 4, key client, no-select mode, 250 ms, an empty field', () => {
    expect(clubSearchProps.parse({ itemsUrl: '/i', teamsUrl: '/t' })).toEqual({
      itemsUrl: '/i',
      teamsUrl: '/t',
      minLength: 4,
      key: 'client',
      select: false,
      debounceMs: 250,
      value: '',
      defaultData: {},
    });
  });

  it('reads and checks the attributes', () => {
    const p = clubSearchProps.parse({
      itemsUrl: '/i',
      teamsUrl: '/t',
      minLength: '3',
      key: 'term',
      select: 'true',
    });
    expect(p).toMatchObject({ minLength: 3, key: 'term', select: true });
    expect(clubSearchProps.safeParse({ itemsUrl: '/i' }).success).toBe(false);
    expect(
      clubSearchProps.safeParse({ itemsUrl: '/i', teamsUrl: '/t', minLength: 'vier' }).success,
    ).toBe(false);
    expect(
      clubSearchProps.safeParse({ itemsUrl: '/i', teamsUrl: '/t', minLength: '0' }).success,
    ).toBe(false);
  });
});

describe('foundMessage / teamsMessage', () => {
  it('counts the clubs found; at the list limit it says "at least" instead of passing the limit off as the count', () => {
    expect(foundMessage(0, 20)).toEqual({ key: 'none', count: 0, shown: 0 });
    expect(foundMessage(7, 20)).toEqual({ key: 'found', count: 7, shown: 7 });
    expect(foundMessage(20, 20)).toEqual({ key: 'foundAtLeast', count: 20, shown: 20 });
    expect(foundMessage(143, 20)).toEqual({ key: 'foundAtLeast', count: 143, shown: 20 });
  });
  it('announces teams loading, loaded and none', () => {
    expect(teamsMessage('idle', 0)).toBeNull();
    expect(teamsMessage('loading', 0)).toEqual({ key: 'teamsLoading', count: 0 });
    expect(teamsMessage('ready', 3)).toEqual({ key: 'teamsLoaded', count: 3 });
    expect(teamsMessage('ready', 0)).toEqual({ key: 'noTeams', count: 0 });
    expect(teamsMessage('error', 0)).toBeNull();
  });
});
