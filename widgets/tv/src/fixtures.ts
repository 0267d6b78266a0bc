/** Schema-valid TV data for tests and stories (what the server sends: ids as numbers or strings). */
import type { TvEntryInput, TvListResponseInput, TvResponseInput } from './api.ts';

export const PLAYER_URL = 'https://player.example/player';

export function tvEntryFixture(n: number, extra: Partial<TvEntryInput> = {}): TvEntryInput {
  return {
    id: `02TV${String(n).padStart(4, '0')}X`,
    type: 'video',
    title: `Video ${n}`,
    description: `<p>Beschreibung ${n} mit <b>fett</b>.</p>`,
    href: `/tv/video-${n}`,
    image: { folder: '/bilder/tv/', src: { medium: `${n}.svg` } },
    video: {
      folder: 'https://player.example/clips/',
      src: `clip${n}-src.webm`,
      src_medium: `clip${n}-src_medium.webm`,
      src_high: `clip${n}-src_high.webm`,
    },
    votes: { average: 3.4, total: 12 },
    context: { href: '/wettbewerbe', name: 'Kreisliga A' },
    player: { url: PLAYER_URL, service: 'tv-player', name: 'Anstoss-TV-Player', thirdParty: false },
    ...extra,
  };
}

/** The video of the week plus `count` recommendations. */
export function recommendationsFixture(
  count: number,
  options: { final?: boolean; start?: number } = {},
): TvResponseInput {
  const start = options.start ?? 1;
  return {
    success: true,
    final: options.final ?? true,
    count: count + 1,
    entries: [
      tvEntryFixture(0, { title: 'Tor der Woche' }),
      ...Array.from({ length: count }, (_, i) => tvEntryFixture(start + i)),
    ],
  };
}

export function videoListFixture(count = 4): TvResponseInput {
  return {
    success: true,
    final: true,
    count,
    entries: Array.from({ length: count }, (_, i) => tvEntryFixture(i + 1)),
  };
}

export function tvListFixture(offset: number, size: number, total: number): TvListResponseInput {
  const entries = Array.from({ length: Math.max(0, Math.min(size, total - offset)) }, (_, i) =>
    tvEntryFixture(offset + i + 1),
  );
  return {
    final: offset + entries.length >= total,
    count: total,
    lastIndex: entries.length ? offset + entries.length - 1 : null,
    entries,
  };
}

/** An entry without any video source: shown without a player. */
export const noVideoEntry = tvEntryFixture(90, { title: 'Pressekonferenz', video: null });

/** HTML in title and description. */
export const hostileEntry = tvEntryFixture(91, {
  title: '<img src=x onerror=alert("xss-title")>Trickschuss',
  description:
    '<p>Text<script>alert("xss-script")</script><img src=x onerror=alert("xss-img")><a href="javascript:alert(1)">mehr</a></p>',
  context: { href: 'javascript:alert("ctx")', name: 'Kontext' },
});
