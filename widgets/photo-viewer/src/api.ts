/** The photo viewer's I/O (spec §7 Photo albums). The only file doing I/O. */
import * as z from 'zod/mini';
import { getJson } from '@anstoss/api';
import { albumPhotosResponse } from '@anstoss/api/media';
import { PHOTO_AMOUNT } from './logic.ts';

/** GET {detailUrl}{albumId}?offset=0&amount=9999. */
export function fetchPhotos(detailUrl: string, albumId: string, signal?: AbortSignal) {
  return getJson(`${detailUrl}${encodeURIComponent(albumId)}`, albumPhotosResponse, {
    signal,
    searchParams: { offset: '0', amount: String(PHOTO_AMOUNT) },
  });
}

/** The counter's answer: only `views` is read, when there. */
export const viewResponse = z.object({ views: z.optional(z.number()) });

/** GET {base}/global/ajax_view.html/-/?id={photoId}: counts one view. */
export function countView(viewUrl: string, photoId: string, signal?: AbortSignal) {
  return getJson(viewUrl, viewResponse, { signal, searchParams: { id: photoId } });
}
