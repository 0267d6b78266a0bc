/** The media stream's I/O (spec §7 Media stream). The only file doing I/O. */
import { getJson } from '@anstoss/api';
import { itemMetaResponse, streamResponse } from '@anstoss/api/media';

/** GET {streamUrl}?offset&amount. */
export function fetchStream(
  url: string,
  page: { offset: number; amount: number },
  signal?: AbortSignal,
) {
  return getJson(url, streamResponse, {
    signal,
    searchParams: { offset: String(page.offset), amount: String(page.amount) },
  });
}

/** GET {itemMetaUrl}?id={uid}: views, comments, bw, bwnum. */
export async function fetchItemMeta(url: string, uid: string, signal?: AbortSignal) {
  return (await getJson(url, itemMetaResponse, { signal, searchParams: { id: uid } })).meta;
}
