/**
 * TV and video I/O (spec §3 TV entry, §7 TV and video): the magazine's recommendations, a TV
 * content page's video list and the TV list. The only file of these widgets doing network I/O.
 * The player itself is an iframe (no request from here); consent lives in @anstoss/runtime.
 */
import * as z from 'zod/mini';
import { getJson, opaqueId, withSanitizer } from '@anstoss/api';
import { serviceName } from '@anstoss/runtime/widget';

const text = z._default(z.string(), '');
const optionalText = z.optional(z.nullable(z.string()));

/** Spec §3 TV entry. Every part but the id may be missing: the entry is then shown without it. */
export const tvEntry = z.object({
  id: opaqueId,
  title: text,
  /** HTML: sanitised before it is shown. */
  description: text,
  type: z.optional(z.string()),
  /** The entry's own page (the TV content page); the title links there. */
  href: optionalText,
  image: z.optional(
    z.nullable(
      z.object({
        folder: text,
        src: z.optional(z.nullable(z.object({ medium: optionalText }))),
      }),
    ),
  ),
  video: z.optional(
    z.nullable(
      z.object({
        folder: text,
        src: optionalText,
        src_medium: optionalText,
        src_high: optionalText,
      }),
    ),
  ),
  votes: z.optional(
    z.nullable(
      z.object({
        average: z.optional(z.nullable(z.number())),
        total: z.optional(z.nullable(z.number())),
      }),
    ),
  ),
  context: z.optional(z.nullable(z.object({ href: optionalText, name: optionalText }))),
  /** Spec §3 "TV video for the player": the player page; without it the entry has no player. */
  player: z.optional(
    z.nullable(
      z.object({
        url: z.string(),
        /** Consent key of the video service (default: the widget's data-service). */
        service: z.optional(serviceName),
        /** The service's name shown in the consent wrapper. */
        name: z.optional(z.string()),
        /** The third-party sports player page: autoplay=true instead of play=true. */
        thirdParty: z._default(z.boolean(), false),
      }),
    ),
  ),
});
export type TvEntry = z.output<typeof tvEntry>;
export type TvEntryInput = z.input<typeof tvEntry>;

/** Spec §7: GET {url}: success, entries, final, count, error.message. */
export const tvResponse = z.object({
  success: z._default(z.boolean(), true),
  entries: z._default(z.array(tvEntry), []),
  final: z._default(z.boolean(), true),
  count: z.optional(z.number()),
  error: z.optional(z.object({ message: z.optional(z.string()) })),
});
export type TvResponse = z.output<typeof tvResponse>;
export type TvResponseInput = z.input<typeof tvResponse>;

/** Spec §7 TV list: GET {tvListUrl}?offset: final, count, lastIndex, entries. */
export const tvListResponse = z.object({
  final: z._default(z.boolean(), true),
  count: z.optional(z.number()),
  lastIndex: z.optional(z.nullable(z.number())),
  entries: z._default(z.array(tvEntry), []),
});
export type TvListResponse = z.output<typeof tvListResponse>;
export type TvListResponseInput = z.input<typeof tvListResponse>;

/** The video list or recommendations page at `offset` (spec §7: GET {url}?offset). */
export function fetchTvEntries(
  url: string,
  offset: number | null,
  signal?: AbortSignal,
): Promise<TvResponse> {
  return withSanitizer(
    getJson(url, tvResponse, {
      signal,
      ...(offset === null ? {} : { searchParams: { offset } }),
    }),
  );
}

/** One page of the TV list (spec §7 TV list). */
export function fetchTvList(
  url: string,
  offset: number,
  signal?: AbortSignal,
): Promise<TvListResponse> {
  return withSanitizer(getJson(url, tvListResponse, { signal, searchParams: { offset } }));
}
