/** The album list's I/O (spec §7 Photo albums: list and search). The only file doing I/O. */
import { getJson } from '@anstoss/api';
import { albumListResponse } from '@anstoss/api/media';

export function fetchAlbums(url: string, params: Record<string, string>, signal?: AbortSignal) {
  return getJson(url, albumListResponse, { signal, searchParams: params });
}
