/**
 * The media stream's rules (spec §2 Media stream widget, §3 Media stream entry, §4 Media stream
 * and album carousel, §9 Media stream and carousel, §9 Ratings) as pure functions.
 */
import type { ItemOptions, StreamEntry } from '@anstoss/api/media';

/** Spec §9: page size 100, growing by 100 per load. */
export const PAGE_SIZE = 100;
/** Spec §9: more entries are fetched when the active one is within 5 of the end. */
export const PREFETCH_WITHIN = 5;
/** Spec §9: item width 180 px. */
export const ITEM_WIDTH = 180;
/** Spec §4/§9: first step after 500 ms, then every 3000 ms; resume 100 ms after visible. */
export const FIRST_STEP_MS = 500;
export const INTERVAL_MS = 3000;
export const RESUME_MS = 100;
/** Spec §9: re-layout 500 ms after a resize. */
export const RELAYOUT_MS = 500;
/** Spec §9: rendered = visible + 3, plus 2 to the left. */
export const RENDER_AFTER = 3;
export const RENDER_BEFORE = 2;

/** Spec §9: visible items = round(width / 180) + 2. */
export function visibleItems(width: number): number {
  return Math.round(Math.max(0, width) / ITEM_WIDTH) + 2;
}

/** Items rendered right of the first visible one's left neighbours: visible + 3. */
export function renderedItems(width: number): number {
  return visibleItems(width) + RENDER_AFTER;
}

/**
 * The carousel's layout for a width: whole 180 px slides in view (at least one), and how many
 * more to render after them so that `perView + after` = visible + 3 and `before` = 2.
 */
export function carouselLayout(width: number): { perView: number; before: number; after: number } {
  const perView = Math.max(1, Math.round(Math.max(0, width) / ITEM_WIDTH));
  return { perView, before: RENDER_BEFORE, after: renderedItems(width) - perView };
}

/** The next request: the list grows by one page from where it ends. */
export function nextPage(loaded: number): { offset: number; amount: number } {
  return { offset: loaded, amount: PAGE_SIZE };
}

/** Whether to fetch more now: the server has more and the active entry is within 5 of the end. */
export function shouldPrefetch(index: number, loaded: number, total: number): boolean {
  return loaded < total && index >= loaded - 1 - PREFETCH_WITHIN;
}

/** An entry with its client id (zero padded position) and the server id kept as `uid`. */
export type NumberedEntry = Omit<StreamEntry, 'id'> & { id: string; uid: string };

/** Zero padding wide enough for the largest position of the whole stream. */
export function padWidth(total: number): number {
  return String(Math.max(1, total)).length;
}

/** Spec §3: entries renumbered by the client with zero padding; the server id kept as uid. */
export function renumber(entries: StreamEntry[], offset: number, total: number): NumberedEntry[] {
  const width = padWidth(Math.max(total, offset + entries.length));
  return entries.map((entry, i) => ({
    ...entry,
    id: String(offset + i + 1).padStart(width, '0'),
    uid: entry.id,
  }));
}

export interface VideoSource {
  url: string;
  type: string;
}

export interface VideoSources {
  src: VideoSource[];
  src_medium: VideoSource[];
  src_high: VideoSource[];
}

const TYPE: Record<string, string> = { flv: 'video/x-flv', webm: 'video/webm', mp4: 'video/mp4' };

/** Spec §3 quality groups: src (flv/webm/mp4), src_medium (_mq), src_high (_hq). */
export function videoSources(entry: StreamEntry): VideoSources {
  const pick = (names: [keyof StreamEntry, string][]) =>
    names.flatMap(([key, kind]) => {
      const url = entry[key];
      return typeof url === 'string' && url ? [{ url, type: TYPE[kind]! }] : [];
    });
  return {
    src: pick([
      ['webm', 'webm'],
      ['mp4', 'mp4'],
      ['flv', 'flv'],
    ]),
    src_medium: pick([
      ['webm_mq', 'webm'],
      ['mp4_mq', 'mp4'],
    ]),
    src_high: pick([
      ['webm_hq', 'webm'],
      ['mp4_hq', 'mp4'],
    ]),
  };
}

export type Quality = keyof VideoSources;
export const QUALITIES: Quality[] = ['src', 'src_medium', 'src_high'];

/** The qualities a video has, and the one to start with (standard, else the first there is). */
export function availableQualities(sources: VideoSources): Quality[] {
  return QUALITIES.filter((q) => sources[q].some((s) => s.type !== 'video/x-flv'));
}

/** Big view previous/next with wrap-around (spec §4). */
export function wrapIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** The picture of an entry in the carousel: the small image, else the image, else the poster. */
export function thumbnailOf(entry: StreamEntry): string {
  return entry.type === 'video' ? (entry.thumb1 ?? '') : (entry.thumb ?? entry.url ?? '');
}

/** The item options' endpoints the page configures (empty: that option is off). */
export interface OptionEndpoints {
  reportAction: string;
  captchaUrl: string;
  ratingUrl: string;
  editUrl: string;
}

/**
 * Spec §2 "Item options, with a report_reply flag": what the big view offers for an entry, the
 * server's `options` (per visitor) and the page's endpoints together; none without `options`.
 */
export function offeredOptions(
  options: ItemOptions | undefined,
  endpoints: OptionEndpoints,
): { report: boolean; rate: boolean; edit: boolean } {
  return {
    report: !!options?.report_reply && !!endpoints.reportAction && !!endpoints.captchaUrl,
    rate: !!options?.rate && !!endpoints.ratingUrl,
    edit: !!options?.edit && !!endpoints.editUrl,
  };
}

/** Whether a page's endpoints allow any item option at all (the big view then loads them). */
export function anyOptionConfigured(endpoints: OptionEndpoints): boolean {
  return (
    (!!endpoints.reportAction && !!endpoints.captchaUrl) ||
    !!endpoints.ratingUrl ||
    !!endpoints.editUrl
  );
}
