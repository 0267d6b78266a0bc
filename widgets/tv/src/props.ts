/** Host attributes (camelCased data-*) of the four TV widgets: see README.md. */
import * as z from 'zod/mini';
import { SERVICE_NAME } from '@anstoss/runtime/widget';
import { DEFAULT_SERVICE, QUALITIES, type Quality } from './logic.ts';

const url = (attribute: string, what: string) =>
  z.string().check(z.trim(), z.minLength(1, `data-${attribute} must name ${what}`));

/** data-service: the consent key of the video service (lower-case letters, digits, '-'). */
const service = z._default(
  z
    .string()
    .check(
      z.regex(
        SERVICE_NAME,
        'data-service must be lower-case letters, digits and "-" (e.g. "tv-player")',
      ),
    ),
  DEFAULT_SERVICE,
);
/** data-service-name: how the consent wrapper names the service. */
const serviceName = z._default(z.string().check(z.trim(), z.maxLength(80)), '');
const flag = z.pipe(
  z._default(z.enum(['true', 'false']), 'false'),
  z.transform((value) => value === 'true'),
);

export const tvMagazineProps = z.object({
  /** data-url: GET {url}?offset: the recommendations, the video of the week first (spec §7). */
  url: url('url', 'the recommendations endpoint'),
});
export type TvMagazineProps = z.infer<typeof tvMagazineProps>;

export const tvContentProps = z.object({
  /** data-url: GET {url}: the video list of this page (spec §7). */
  url: url('url', 'the video list endpoint'),
  /** data-video-id: the video this page is about; default the list's first. */
  videoId: z._default(z.string(), ''),
  /** data-recommendations-url: the magazine recommendations below the player (optional). */
  recommendationsUrl: z._default(z.string(), ''),
  service,
  serviceName,
});
export type TvContentProps = z.infer<typeof tvContentProps>;

export const tvListProps = z.object({
  /** data-tv-list-url: GET {tvListUrl}?offset → final, count, lastIndex, entries (spec §7). */
  tvListUrl: url('tv-list-url', 'the TV list endpoint'),
});
export type TvListProps = z.infer<typeof tvListProps>;

const QUALITIES_ERROR =
  'data-qualities must list src, src_medium and/or src_high, separated by commas';
/** data-qualities: the video's sources that exist, e.g. "src,src_medium" (default all three). */
const qualities = z.pipe(
  z._default(
    z
      .string()
      .check(
        z.refine(
          (value) =>
            value
              .split(',')
              .every((part) => (QUALITIES as readonly string[]).includes(part.trim())),
          QUALITIES_ERROR,
        ),
      ),
    QUALITIES.join(','),
  ),
  z.transform((value: string) => value.split(',').map((part) => part.trim() as Quality)),
);

export const videoPopupProps = z.object({
  /** data-player-url: the player page; the iframe gets ?view={id}&play=true&allowfullscreen=true. */
  playerUrl: url('player-url', 'the player page'),
  /** data-video-id: the video's id for the player. */
  videoId: url('video-id', 'the video'),
  /** data-title: the popup's title (plain text). */
  title: url('title', 'the video title'),
  /** data-image: the preview image, from the portal's own origin. */
  image: z._default(z.string(), ''),
  /** data-third-party: the third-party sports player page (autoplay=true instead of play=true). */
  thirdParty: flag,
  /** data-qualities: the sources the video has; the popup plays the device's default of them. */
  qualities,
  service,
  serviceName,
});
export type VideoPopupProps = z.infer<typeof videoPopupProps>;
