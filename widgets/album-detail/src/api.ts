/** The album page's I/O (spec §7 Photo albums: album photos). The only file doing I/O. */
import { getJson } from '@anstoss/api';
import { albumPhotosResponse } from '@anstoss/api/media';
import { PHOTO_AMOUNT } from './logic.ts';

/** GET {detailUrl}{albumId}?offset=0&amount=9999. */
export function fetchAlbum(detailUrl: string, albumId: string, signal?: AbortSignal) {
  return getJson(`${detailUrl}${encodeURIComponent(albumId)}`, albumPhotosResponse, {
    signal,
    searchParams: { offset: '0', amount: String(PHOTO_AMOUNT) },
  });
}
