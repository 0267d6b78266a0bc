/**
 * Rules shared by the widgets that edit the owner's media (media-edit-list, album-edit-list,
 * album-edit): spec §7 Edit media list and items, Photo albums; §8; §9 Page and load sizes. The
 * response schemas live beside it in `media.ts`. Pure functions, no I/O.
 */
import { acceptedOrThrow, errorMessage, isApiError, UNKNOWN_ERROR_KEY } from './errors.ts';
import type { MediaActionResponse } from './media.ts';

/** §9: edit media list and album edit list load 10 per page; the album edit list sends show_empty = 1. */
export const MEDIA_EDIT_PAGE_SIZE = 10;
export const ALBUM_EDIT_SHOW_EMPTY = 1;
/** §9: album detail loads up to 9999 photos. */
export const ALBUM_DETAIL_AMOUNT = 9999;
/** §9: while photos are still being processed the album is polled again every 5000 ms. */
export const ENCODING_POLL_MS = 5000;
/** §9 date filter defaults. */
export const STIME_DEFAULT = 0;
export const ETIME_DEFAULT = 9999999999;
const DAY_S = 86400;
const SHIFT_S = 36000;

/** Seconds of a yyyy-MM-dd day's start (UTC, so the answer is the same in every time zone). */
export function daySeconds(day: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const date = new Date(ms);
  if (date.getUTCDate() !== Number(m[3]) || date.getUTCMonth() !== Number(m[2]) - 1) return null;
  return ms / 1000;
}

/**
 * §9 date filter: stime = from − 36000 s (default 0), etime = to + 86400 − 36000 s
 * (default 9999999999). A missing or invalid day takes the default.
 */
export function dateWindow(
  from: string | null | undefined,
  to: string | null | undefined,
): { stime: number; etime: number } {
  const f = from ? daySeconds(from) : null;
  const t = to ? daySeconds(to) : null;
  return {
    stime: f === null ? STIME_DEFAULT : f - SHIFT_S,
    etime: t === null ? ETIME_DEFAULT : t + DAY_S - SHIFT_S,
  };
}

/** §7: the album edit list's user id parameter is the provider's abbreviation followed by 'id'. */
export function userIdParam(providerAbbreviation: string): string {
  return `${providerAbbreviation}id`;
}

/** §7 photo delete: the album base with '/album' replaced by /ugc/-/ajax/mstreamedit_list.html. */
export function photoDeleteUrl(albumBase: string): string {
  return albumBase.replace('/album', '/ugc/-/ajax/mstreamedit_list.html');
}

/** The entries of a list page and whether more may follow (final, or fewer than asked). */
export function pageInfo(
  page: { entries: readonly unknown[]; final: boolean },
  amount: number,
): { hasMore: boolean } {
  return { hasMore: !page.final && page.entries.length >= amount };
}

/** Appends entries, dropping ids already listed (a page that shifted under a delete repeats one). */
export function mergeById<T extends { id: string }>(
  existing: readonly T[],
  incoming: readonly T[],
): T[] {
  const seen = new Set(existing.map((e) => e.id));
  const merged = [...existing];
  for (const entry of incoming)
    if (!seen.has(entry.id)) {
      seen.add(entry.id);
      merged.push(entry);
    }
  return merged;
}

/** A write answer: null when it succeeded, else the server's text or the unknown-error key. */
export function actionError(
  answer: MediaActionResponse,
): { text: string } | { key: typeof UNKNOWN_ERROR_KEY } | null {
  if (answer.success) return null;
  const text = answer.error?.message ?? undefined;
  return text ? { text } : { key: UNKNOWN_ERROR_KEY };
}

/** The thing is gone on the server (deleted in another tab or by someone else): 404 or 410. */
export function isGone(error: unknown): boolean {
  return (
    isApiError(error) && error.kind === 'http' && (error.status === 404 || error.status === 410)
  );
}

/** §3/§8: a title shorter than this is refused before sending (min_length_of_title). */
export const MIN_TITLE_LENGTH = 3;

export function titleTooShort(title: string): boolean {
  return title.trim().length < MIN_TITLE_LENGTH;
}

/** §8: the longest title and description the edit forms take (their fields' maxLength). */
export const TITLE_MAX = 100;
export const DESCRIPTION_MAX = 1000;

/** §8 min_length_of_title: the message key of a missing or too short title. */
export const TITLE_TOO_SHORT_KEY = 'javascript.error.message.min_length_of_title';

/** The title check before a create or an edit: null when it may be sent. */
export function titleError(title: string): { key: typeof TITLE_TOO_SHORT_KEY } | null {
  return titleTooShort(title) ? { key: TITLE_TOO_SHORT_KEY } : null;
}

/** What a failed write reports: the server's text, or the unknown-error key. */
export type ActionFailure = ReturnType<typeof errorMessage>;

export interface ActionReport {
  /** The server took it. */
  done(): void;
  /** The server refused it (its answer's message) or the request failed. */
  failed(failure: ActionFailure): void;
  /** When given, a 404/410 reports the thing gone (deleted elsewhere) instead of failed. */
  gone?: () => void;
}

/**
 * Sends one media write and reports its one outcome: the answer's `success` decides done or
 * failed; a request that fails is failed with its message, or gone (404/410) when `gone` is given.
 */
export function sendMediaAction(
  request: () => Promise<MediaActionResponse>,
  report: ActionReport,
): Promise<void> {
  return request().then(
    (answer) => {
      const failure = actionError(answer);
      if (failure) report.failed(failure);
      else report.done();
    },
    (error: unknown) => {
      if (report.gone && isGone(error)) report.gone();
      else report.failed(errorMessage(error));
    },
  );
}

/**
 * For `createAction`: the media endpoints answer a refusal as HTTP 200 with `{ success: false,
 * error }`; this turns it into an `ApiError` carrying the server's text, so the action's error
 * state and message hold it like any other failure.
 */
export async function refusedAsError(
  answer: Promise<MediaActionResponse>,
): Promise<MediaActionResponse> {
  return acceptedOrThrow(await answer);
}
