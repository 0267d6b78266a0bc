/**
 * The album endpoint's writes that both album editors send (spec §7 Photo albums): the album
 * edit list (a row's edit form, "Veröffentlichen") and the album editor (its album form and
 * "Veröffentlichen"). Writes are never retried.
 */
import { getJson, postForm } from './client.ts';
import { mediaActionResponse, type MediaActionResponse } from './media.ts';

/** GET {albumBase}/edit?album&title&cont (an empty album creates one). */
export function editAlbum(
  albumBase: string,
  album: string,
  title: string,
  cont: string,
  signal?: AbortSignal,
): Promise<MediaActionResponse> {
  // A GET that writes: the client's GET retries must not send it again.
  return getJson(`${albumBase}/edit`, mediaActionResponse, {
    searchParams: { album, title, cont },
    retry: false,
    ...(signal ? { signal } : {}),
  });
}

/**
 * GET {albumBase}/add?album&fotos (spec §7): puts photos into an album, after an upload is
 * released (generic-upload) or from a media item's album choice.
 */
export function addToAlbum(
  albumBase: string,
  album: string,
  fotos: string,
  signal?: AbortSignal,
): Promise<MediaActionResponse> {
  return getJson(`${albumBase}/add`, mediaActionResponse, {
    searchParams: { album, fotos },
    retry: false,
    ...(signal ? { signal } : {}),
  });
}

/** POST {albumBase} {action: publish, id}. */
export function publishAlbum(
  albumBase: string,
  id: string,
  signal?: AbortSignal,
): Promise<MediaActionResponse> {
  return postForm(albumBase, { action: 'publish', id }, mediaActionResponse, {
    ...(signal ? { signal } : {}),
  });
}
