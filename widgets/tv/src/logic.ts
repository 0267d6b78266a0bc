/**
 * The TV rules as pure functions (spec §3 TV entry, §7 TV and video, §9 TV, Ratings, Layout):
 * video of the week, paging, trimming, default rating, quality choice, player URL, thumbnails.
 */
import type { TvEntry } from './api.ts';

/** Spec §9 TV: recommendations are requested in steps of 5 … */
export const RECOMMENDATION_STEP = 5;
/** … and shown 4 per page. */
export const RECOMMENDATIONS_PER_PAGE = 4;
/** Spec §9 Ratings: the TV default rating value. */
export const DEFAULT_RATING = 5;

/** Spec §9 video quality labels, lowest first. */
export const QUALITIES = ['src', 'src_medium', 'src_high'] as const;
export type Quality = (typeof QUALITIES)[number];

export type Device = 'mobile' | 'tablet' | 'desktop';
/** Spec §9 Layout: mobile under 760 px, desktop 1020 px and up, tablet in between. */
export const MOBILE_BELOW = 760;
export const DESKTOP_FROM = 1020;

/** The service key when neither the entry nor the host names one. */
export const DEFAULT_SERVICE = 'video';

/** A list cut down to a whole number of pages (spec §9: trimmed to a multiple of 4). */
export function trimToMultiple<T>(list: readonly T[], size: number): T[] {
  if (size <= 0) return [...list];
  return list.slice(0, list.length - (list.length % size));
}

export interface Magazine {
  /** Spec §3: the first entry of the recommendations is the video of the week. */
  videoOfTheWeek: TvEntry | null;
  /** The rest, trimmed to a multiple of 4. */
  recommendations: TvEntry[];
}

/** Splits an answer of the recommendations endpoint: video of the week first, then full pages. */
export function splitMagazine(entries: readonly TvEntry[]): Magazine {
  return {
    videoOfTheWeek: entries[0] ?? null,
    recommendations: trimToMultiple(entries.slice(1), RECOMMENDATIONS_PER_PAGE),
  };
}

/** The offset of the next recommendations request: step 5. */
export function nextRecommendationOffset(offset: number): number {
  return offset + RECOMMENDATION_STEP;
}

export function pageCount(total: number, perPage = RECOMMENDATIONS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The entries of page `page` (0-based): 4 at most. */
export function pageOf<T>(
  list: readonly T[],
  page: number,
  perPage = RECOMMENDATIONS_PER_PAGE,
): T[] {
  return list.slice(page * perPage, page * perPage + perPage);
}

/** Appends entries whose id is not in the list yet (a later page may repeat one). */
export function appendNew(list: readonly TvEntry[], more: readonly TvEntry[]): TvEntry[] {
  const seen = new Set(list.map((e) => e.id));
  const result = [...list];
  for (const entry of more) {
    if (seen.has(entry.id)) continue;
    seen.add(entry.id);
    result.push(entry);
  }
  return result;
}

/** TV list: the next offset is lastIndex + 1; without lastIndex, the offset plus what came. */
export function nextListOffset(
  offset: number,
  lastIndex: number | null | undefined,
  received: number,
): number {
  if (typeof lastIndex === 'number' && Number.isFinite(lastIndex) && lastIndex >= offset)
    return Math.floor(lastIndex) + 1;
  return offset + received;
}

/** The rating shown: votes.average, or 5 when the entry has none (spec §9). Clamped to 0–5. */
export function ratingOf(entry: Pick<TvEntry, 'votes'>): number {
  const average = entry.votes?.average;
  if (typeof average !== 'number' || !Number.isFinite(average)) return DEFAULT_RATING;
  return Math.min(5, Math.max(0, average));
}

export function votesOf(entry: Pick<TvEntry, 'votes'>): number {
  const total = entry.votes?.total;
  return typeof total === 'number' && Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
}

export function deviceOf(width: number): Device {
  if (width < MOBILE_BELOW) return 'mobile';
  if (width < DESKTOP_FROM) return 'tablet';
  return 'desktop';
}

const PREFERRED: Record<Device, Quality> = {
  desktop: 'src_high',
  tablet: 'src_medium',
  mobile: 'src',
};

/** The qualities an entry's video has (a non-empty file name), lowest first. */
export function availableQualities(video: TvEntry['video']): Quality[] {
  if (!video) return [];
  return QUALITIES.filter((q) => typeof video[q] === 'string' && video[q].trim() !== '');
}

/**
 * Spec §9: desktop high, tablet medium, mobile low, each falling back to the next lower quality
 * that exists. When no lower one exists either, the lowest existing one (the next higher).
 */
export function defaultQuality(device: Device, available: readonly Quality[]): Quality | null {
  const preferred = QUALITIES.indexOf(PREFERRED[device]);
  for (let i = preferred; i >= 0; i--) {
    const q = QUALITIES[i];
    if (q && available.includes(q)) return q;
  }
  return QUALITIES.find((q) => available.includes(q)) ?? null;
}

/**
 * The quality the video popup plays (spec §9 TV): the device's default by the window width
 * (phone low, tablet medium, desktop high), falling back to what the video has.
 */
export function qualityForWidth(width: number, available: readonly Quality[]): Quality | null {
  return defaultQuality(deviceOf(width), available);
}

/**
 * The player iframe's address (spec §7): `{player.url}?view={id}&play=true&allowfullscreen=true`;
 * for the third-party sports player page `autoplay=true&allowfullscreen=true` instead of
 * `play=true`. A chosen quality goes along as `quality`. Only http(s) player pages; anything else
 * (javascript:, data:, a malformed URL) gives null: no player.
 */
export function playerUrl(
  player: { url: string; thirdParty?: boolean },
  id: string,
  quality: Quality | null,
  base: string,
): string | null {
  let url: URL;
  try {
    url = new URL(player.url, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set('view', id);
  if (player.thirdParty) url.searchParams.set('autoplay', 'true');
  else url.searchParams.set('play', 'true');
  url.searchParams.set('allowfullscreen', 'true');
  if (quality) url.searchParams.set('quality', quality);
  return url.href;
}

/** Whether an entry can be played: a usable player page and at least one video source. */
export function hasPlayer(entry: TvEntry, base: string): boolean {
  return (
    entry.player != null &&
    availableQualities(entry.video).length > 0 &&
    playerUrl(entry.player, entry.id, null, base) !== null
  );
}

/**
 * The thumbnail (image.folder + image.src.medium), only from the portal's own origin: before
 * consent nothing may be requested from a video host, so a foreign thumbnail is not shown.
 */
export function thumbnailUrl(image: TvEntry['image'], base: string): string | null {
  const file = image?.src?.medium;
  if (!file) return null;
  const folder = image.folder ?? '';
  const joined =
    folder && !/^[a-z][a-z0-9+.-]*:|^\//i.test(file)
      ? `${folder.replace(/\/+$/, '')}/${file}`
      : file;
  let url: URL;
  try {
    url = new URL(joined, base);
  } catch {
    return null;
  }
  return url.origin === new URL(base).origin ? url.href : null;
}

/** The consent key of an entry's video service. */
export function serviceOf(entry: Pick<TvEntry, 'player'>, fallback: string): string {
  return entry.player?.service ?? fallback;
}

/** The name the consent wrapper shows: the entry's, the host's, or the player page's host name. */
export function serviceLabel(
  player: { url: string; name?: string | undefined } | null | undefined,
  fallback: string,
  base: string,
): string {
  if (player?.name?.trim()) return player.name.trim();
  if (fallback.trim()) return fallback.trim();
  try {
    return player ? new URL(player.url, base).host : '';
  } catch {
    return '';
  }
}

/**
 * Whether a message from the player page is its Escape key (the player keeps keys to itself):
 * `{ type: 'anstoss:player-key', key: 'Escape' }`. Anything else is ignored.
 */
export function isPlayerEscape(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as { type?: unknown; key?: unknown };
  return message.type === 'anstoss:player-key' && message.key === 'Escape';
}
