import type { ItemsResponse, TeamsResponse } from './api.ts';

/** How many leading characters decide a refetch in no-select mode (spec §5). */
export const PREFIX_CHARS = 5;

/**
 * Spec §5 Typeahead: no request below the minimum length. In select mode every change asks
 * again; in no-select mode only when the length equals the minimum, or when one of the first 5
 * characters differs from the text of the last request (otherwise the last answer is filtered).
 */
export function shouldRefetch(
  lastFetched: string | null,
  text: string,
  minLength: number,
  select: boolean,
): boolean {
  if (text.length < minLength) return false;
  if (text === lastFetched) return false;
  if (select || lastFetched === null) return true;
  if (text.length === minLength) return true;
  return text.slice(0, PREFIX_CHARS) !== lastFetched.slice(0, PREFIX_CHARS);
}

/** Spec §7: the default data plus { key: the selected value or the typed text }. */
export function requestData(
  defaultData: Record<string, string | number>,
  key: string,
  value: string,
): Record<string, string | number> {
  return { ...defaultData, [key]: value };
}

/** Spec §7: entries (with success) or an array. success false counts as a failure: null. */
export function entriesOf<T>(response: T[] | { success?: boolean; entries: T[] }): T[] | null {
  if (Array.isArray(response)) return response;
  if (response.success === false) return null;
  return response.entries;
}

export type ClubList = Exclude<ItemsResponse, unknown[]>['entries'];
export type TeamList = Exclude<TeamsResponse, unknown[]>['entries'];

/**
 * What to offer for `text` from the answer to `fetchedText`: the answer itself when it was asked
 * for this text, otherwise (no-select mode, the first 5 characters unchanged) its entries whose
 * name or town contains the text.
 */
export function filterEntries(
  entries: ClubList,
  text: string,
  fetchedText: string | null,
): ClubList {
  if (text === fetchedText) return entries;
  const q = text.trim().toLocaleLowerCase('de');
  if (!q) return entries;
  return entries.filter(
    (e) =>
      e.name.toLocaleLowerCase('de').includes(q) ||
      (e.town ?? '').toLocaleLowerCase('de').includes(q),
  );
}

/**
 * The status sentence after a search (issue 18, item 7): the true number of clubs found, and,
 * when the list shows only the first `limit` (or the answer may have been cut at it), says so
 * instead of passing the limit off as the count.
 */
export function foundMessage(
  total: number,
  limit: number,
): { key: 'none' | 'found' | 'foundAtLeast'; count: number; shown: number } {
  if (total === 0) return { key: 'none', count: 0, shown: 0 };
  if (total >= limit) return { key: 'foundAtLeast', count: total, shown: limit };
  return { key: 'found', count: total, shown: total };
}

/** The status sentence about the chosen club's teams (loading, loaded, none), or null. */
export function teamsMessage(
  status: 'idle' | 'loading' | 'ready' | 'error',
  teamCount: number,
): { key: 'teamsLoading' | 'teamsLoaded' | 'noTeams'; count: number } | null {
  if (status === 'loading') return { key: 'teamsLoading', count: 0 };
  if (status === 'ready')
    return teamCount === 0
      ? { key: 'noTeams', count: 0 }
      : { key: 'teamsLoaded', count: teamCount };
  return null;
}
