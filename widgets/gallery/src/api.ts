/** The galleries' I/O: one GET of the slide list. The only file doing I/O. */
import { getJson } from '@anstoss/api';
import { galleryResponse } from './schema.ts';

export async function fetchGallery(url: string, signal?: AbortSignal) {
  return (await getJson(url, galleryResponse, { signal })).items;
}
