/** The media stream's I/O (spec §7 Media stream). The only file doing I/O. */
import { acceptedOrThrow, getJson, postForm } from '@anstoss/api';
import { itemMetaResponse, mediaActionResponse, streamResponse } from '@anstoss/api/media';
import type { reportDraftSchema } from '@anstoss/api/report';
import { createDraft } from '@anstoss/storage';

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

/**
 * POST {ratingUrl} with the additional data (id) and rating (spec §3 Rating and item editing,
 * §7 Reports, ratings, edits); a `{ success: false }` answer rejects with the server's text.
 */
export async function sendItemRating(
  url: string,
  uid: string,
  rating: number,
  signal?: AbortSignal,
): Promise<void> {
  acceptedOrThrow(await postForm(url, { id: uid, rating }, mediaActionResponse, { signal }));
}

/**
 * The owner's edit: POST {editUrl} {action: update, id, title, description} (spec §7 Edit media
 * list and items); a refusal rejects with the server's text.
 */
export async function sendItemEdit(
  url: string,
  uid: string,
  values: { title: string; description: string },
  signal?: AbortSignal,
): Promise<void> {
  acceptedOrThrow(
    await postForm(url, { action: 'update', id: uid, ...values }, mediaActionResponse, { signal }),
  );
}

/**
 * What is typed into a report of one entry (never the captcha answer), kept for 7 days. The
 * schema comes from the caller, the item options' chunk (issue 31): imported here, the report's
 * module would be shared by the widget's chunk and the offense report's, and split off from the
 * latter as a chunk of its own on every page with a report.
 */
export const reportDraft = (uid: string, schema: typeof reportDraftSchema) =>
  createDraft(`media-stream.report.${uid}`, schema, { days: 7 });
