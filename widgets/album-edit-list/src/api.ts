/** The album edit list's I/O (spec §7 Photo albums). The only file doing I/O. */
import { createPoller, jsonPollRequest, type Poller, getJson } from '@anstoss/api';
import {
  albumListResponse,
  mediaActionResponse,
  type AlbumListResponse,
  type MediaActionResponse,
} from '@anstoss/api/media';
import {
  ENCODING_POLL_MS,
  ALBUM_EDIT_SHOW_EMPTY,
  dateWindow,
  MEDIA_EDIT_PAGE_SIZE,
  userIdParam,
} from '@anstoss/api/mediaEdit';
// The album writes the album editor sends too.
import { editAlbum } from '@anstoss/api/albumActions';

export { editAlbum, publishAlbum } from '@anstoss/api/albumActions';

export interface AlbumQuery {
  from: string | null;
  to: string | null;
  offset: number;
}

export interface Owner {
  /** Provider abbreviation from the page config: the user id parameter is `{abbr}id`. */
  abbreviation: string;
  userId: string | null;
}

/** The list's query: offset, amount, show_empty, stime, etime and the owner's id. */
export function albumListParams(
  query: AlbumQuery,
  owner: Owner,
  amount = MEDIA_EDIT_PAGE_SIZE,
): Record<string, string> {
  const { stime, etime } = dateWindow(query.from, query.to);
  return {
    offset: String(query.offset),
    amount: String(amount),
    show_empty: String(ALBUM_EDIT_SHOW_EMPTY),
    stime: String(stime),
    etime: String(etime),
    [userIdParam(owner.abbreviation)]: owner.userId ?? '',
  };
}

/** GET {url}?offset&amount&show_empty&stime&etime&{abbr}id (page size 10, show_empty 1). */
export function fetchAlbumPage(
  url: string,
  query: AlbumQuery,
  owner: Owner,
  signal?: AbortSignal,
): Promise<AlbumListResponse> {
  return getJson(url, albumListResponse, { signal, searchParams: albumListParams(query, owner) });
}

/**
 * While albums of the list are still being encoded: every 5000 ms (spec §9) the albums listed so
 * far are asked for again (offset 0, amount = how many are listed) and handed to `onData`. The
 * poller pauses while the page is hidden and reports nothing when the answer did not change.
 */
export function createEncodingPoller(
  url: string,
  query: () => AlbumQuery,
  owner: Owner,
  amount: () => number,
  onData: (page: AlbumListResponse) => void,
): Poller {
  return createPoller({
    request: jsonPollRequest(() => {
      const target = new URL(url, document.baseURI);
      const params = albumListParams({ ...query(), offset: 0 }, owner, amount());
      for (const [k, v] of Object.entries(params)) target.searchParams.set(k, v);
      return target.href;
    }, albumListResponse),
    intervalMs: ENCODING_POLL_MS,
    immediate: false,
    onData,
    onError: (error) => console.warn('[anstoss] album-edit-list: status poll failed', error),
  });
}

/** GET {albumBase}/del?album: a GET that deletes, never retried automatically. */
export function deleteAlbum(
  albumBase: string,
  album: string,
  signal?: AbortSignal,
): Promise<MediaActionResponse> {
  return getJson(`${albumBase}/del`, mediaActionResponse, {
    searchParams: { album },
    retry: false,
    ...(signal ? { signal } : {}),
  });
}

/** The add album form: GET {albumBase}/edit with an empty album creates one (success, error.message). */
export function createAlbum(
  albumBase: string,
  title: string,
  cont: string,
  signal?: AbortSignal,
): Promise<MediaActionResponse> {
  return editAlbum(albumBase, '', title, cont, signal);
}
