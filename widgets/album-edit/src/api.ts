/** The album editor's I/O (spec §7 Photo albums). The only file doing I/O. */
import { createPoller, getJson, jsonPollRequest, postForm, type Poller } from '@anstoss/api';
import {
  albumDetailResponse,
  mediaActionResponse,
  type AlbumDetailResponse,
  type MediaActionResponse,
} from '@anstoss/api/media';
import { ALBUM_DETAIL_AMOUNT, ENCODING_POLL_MS, photoDeleteUrl } from '@anstoss/api/mediaEdit';
import { orderParam } from './logic.ts';

// The album writes the album edit list sends too.
export { editAlbum, publishAlbum } from '@anstoss/api/albumActions';

function detailUrl(albumBase: string, album: string): string {
  const url = new URL(`${albumBase}/detail`, document.baseURI);
  url.searchParams.set('album', album);
  url.searchParams.set('amount', String(ALBUM_DETAIL_AMOUNT));
  return url.href;
}

/** GET {albumBase}/detail?album&amount (up to 9999 photos, spec §9): success, album, entries. */
export function fetchAlbumDetail(
  albumBase: string,
  album: string,
  signal?: AbortSignal,
): Promise<AlbumDetailResponse> {
  return getJson(detailUrl(albumBase, album), albumDetailResponse, { signal });
}

/**
 * While photos are still being processed (spec §4): the detail again every 5000 ms (§9). Pauses
 * while the page is hidden; an unchanged answer reports nothing.
 */
export function createEncodingPoller(
  albumBase: string,
  album: string,
  onData: (detail: AlbumDetailResponse) => void,
): Poller {
  return createPoller({
    request: jsonPollRequest(detailUrl(albumBase, album), albumDetailResponse),
    intervalMs: ENCODING_POLL_MS,
    immediate: false,
    onData,
    onError: (error) => console.warn('[anstoss] album-edit: encoding poll failed', error),
  });
}

/** GET {albumBase}/remove?album&fotos: the photo leaves the album (it stays in the media). */
export function removePhoto(
  albumBase: string,
  album: string,
  photo: string,
  signal?: AbortSignal,
): Promise<MediaActionResponse> {
  // GETs that write: never retried automatically.
  return getJson(`${albumBase}/remove`, mediaActionResponse, {
    searchParams: { album, fotos: photo },
    retry: false,
    ...(signal ? { signal } : {}),
  });
}

/** GET {albumBase}/order?album&fotos, fotos a comma-separated id list. */
export function orderPhotos(
  albumBase: string,
  album: string,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<MediaActionResponse> {
  return getJson(`${albumBase}/order`, mediaActionResponse, {
    searchParams: { album, fotos: orderParam(ids) },
    retry: false,
    ...(signal ? { signal } : {}),
  });
}

/** Photo delete: POST {action: delete, id} to the album base with '/album' replaced (spec §7). */
export function deletePhoto(
  albumBase: string,
  id: string,
  signal?: AbortSignal,
): Promise<MediaActionResponse> {
  return postForm(photoDeleteUrl(albumBase), { action: 'delete', id }, mediaActionResponse, {
    ...(signal ? { signal } : {}),
  });
}
