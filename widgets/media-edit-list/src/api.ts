/** The media edit list's I/O (spec §7 Edit media list and items). The only file doing I/O. */
import { acceptedOrThrow, getJson, postForm } from '@anstoss/api';
import { addToAlbum } from '@anstoss/api/albumActions';
import {
  albumRelResponse,
  mediaActionResponse,
  editListResponse,
  type AlbumRelResponse,
  type MediaActionResponse,
  type EditListResponse,
} from '@anstoss/api/media';
import { dateWindow, MEDIA_EDIT_PAGE_SIZE } from '@anstoss/api/mediaEdit';
import { createDraft } from '@anstoss/storage';
import * as z from 'zod/mini';

export interface ListQuery {
  from: string | null;
  to: string | null;
  offset: number;
}

/** GET {listUrl}?offset&amount&stime&etime (page size 10, spec §9). */
export function fetchMediaPage(
  url: string,
  query: ListQuery,
  signal?: AbortSignal,
): Promise<EditListResponse> {
  const { stime, etime } = dateWindow(query.from, query.to);
  return getJson(url, editListResponse, {
    signal,
    searchParams: { offset: query.offset, amount: MEDIA_EDIT_PAGE_SIZE, stime, etime },
  });
}

export type ItemAction =
  | { action: 'update'; id: string; title: string; description: string }
  | { action: 'delete'; id: string }
  | { action: 'publish'; id: string };

/** POST {itemUrl} with one of update / delete / publish. Never retried; `signal` aborts it. */
export function sendItemAction(
  url: string,
  body: ItemAction,
  signal?: AbortSignal,
): Promise<MediaActionResponse> {
  return postForm(url, body, mediaActionResponse, signal ? { signal } : {});
}

/** GET {albumUrl}/rel?xid={itemId}: available albums and those holding the item. */
export function fetchItemAlbums(
  albumUrl: string,
  itemId: string,
  signal?: AbortSignal,
): Promise<AlbumRelResponse> {
  return getJson(`${albumUrl}/rel`, albumRelResponse, { signal, searchParams: { xid: itemId } });
}

/**
 * GET {albumUrl}/add?album&fotos, once per chosen album, one after the other (spec §7). A GET
 * that writes: never retried; the first refusal (`{ success: false }`, as an `ApiError` with the
 * server's text) or failure ends it; `signal` aborts the request in flight.
 */
export async function addToAlbums(
  albumUrl: string,
  itemId: string,
  albumIds: readonly string[],
  signal?: AbortSignal,
): Promise<void> {
  for (const album of albumIds)
    acceptedOrThrow(await addToAlbum(albumUrl, album, itemId, signal), 'add to album refused');
}

/**
 * What is typed into one item's title and description, kept per account until the server
 * confirms the save (a reload, a failure or an ended session keep it; issue 25).
 */
export const itemDraft = (itemId: string) =>
  createDraft(
    `media-edit-list.item.${itemId}`,
    z.object({ title: z.string(), description: z.string() }),
    { days: 7 },
  );
