/** The album list's rules (spec §2 Paths, §7 Photo albums, §9 Page and load sizes). */

/** Spec §9: album list and search load 12 at a time. */
export const PAGE_SIZE = 12;
/** Spec §3/§9: each album gets an nth-position class, in groups of 6. */
export const GROUP_SIZE = 6;

/** Spec §2 Paths: the query ?sw={term} switches the list to search mode ('' = list mode). */
export function searchTermOf(search: string): string {
  return (new URLSearchParams(search).get('sw') ?? '').trim();
}

export interface PageRequest {
  term: string;
  offset: number;
}

/** GET {listUrl}?offset&amount, or GET {searchUrl}?offset&amount&query in search mode. */
export function requestFor(
  request: PageRequest,
  urls: { listUrl: string; searchUrl: string },
): { url: string; params: Record<string, string> } {
  const params: Record<string, string> = {
    offset: String(request.offset),
    amount: String(PAGE_SIZE),
  };
  if (!request.term) return { url: urls.listUrl, params };
  return { url: urls.searchUrl || urls.listUrl, params: { ...params, query: request.term } };
}

/** 1…6: the album's position in its group of 6 (0-based index in the list). */
export function nthPosition(index: number): number {
  return (index % GROUP_SIZE) + 1;
}

/** Whether there is more: not `final`, and fewer loaded than the server has (when it says). */
export function hasMore(loaded: number, final: boolean, total: number | undefined): boolean {
  if (final) return false;
  return total === undefined ? true : loaded < total;
}

/** The album's page: the link base plus the id (spec §2 Paths /-/album/{id}). */
export function albumHref(albumUrl: string, id: string): string {
  return `${albumUrl}${encodeURIComponent(id)}`;
}
