import { describe, expect, it } from 'vitest';
import { tvEntry, type TvEntry, type TvEntryInput } from './api.ts';
import {
  appendNew,
  availableQualities,
  defaultQuality,
  deviceOf,
  qualityForWidth,
  hasPlayer,
  nextListOffset,
  nextRecommendationOffset,
  pageCount,
  pageOf,
  playerUrl,
  ratingOf,
  serviceLabel,
  serviceOf,
  splitMagazine,
  thumbnailUrl,
  trimToMultiple,
  votesOf,
} from './logic.ts';

const BASE = 'https://www.portal.example/tv';
const entry = (id: string, extra: Partial<TvEntryInput> = {}): TvEntry =>
  tvEntry.parse({ id, title: `Video ${id}`, ...extra });

describe('magazine', () => {
  it('the first entry is the video of the week, the rest are the recommendations', () => {
    const entries = ['votw', 'a', 'b', 'c', 'd'].map((id) => entry(id));
    const { videoOfTheWeek, recommendations } = splitMagazine(entries);
    expect(videoOfTheWeek?.id).toBe('votw');
    expect(recommendations.map((e) => e.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('the list after the video of the week is trimmed to a multiple of 4', () => {
    const ids = ['votw', ...'abcdefghij'.split('')];
    const { recommendations } = splitMagazine(ids.map((id) => entry(id)));
    expect(recommendations).toHaveLength(8);
    expect(trimToMultiple([1, 2, 3], 4)).toEqual([]);
    expect(trimToMultiple([1, 2, 3, 4, 5], 4)).toEqual([1, 2, 3, 4]);
    expect(trimToMultiple([], 4)).toEqual([]);
  });

  it('no entries: no video of the week, no recommendations', () => {
    expect(splitMagazine([])).toEqual({ videoOfTheWeek: null, recommendations: [] });
  });

  it('paging: requests step by 5, pages show 4', () => {
    expect(nextRecommendationOffset(0)).toBe(5);
    expect(nextRecommendationOffset(5)).toBe(10);
    expect(pageOf([1, 2, 3, 4, 5, 6, 7, 8], 1)).toEqual([5, 6, 7, 8]);
    expect(pageOf([1, 2, 3, 4, 5], 1)).toEqual([5]);
    expect(pageCount(8)).toBe(2);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10_000)).toBe(2500);
  });

  it('appendNew skips entries already in the list', () => {
    const list = appendNew([entry('a'), entry('b')], [entry('b'), entry('c')]);
    expect(list.map((e) => e.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('TV list offsets', () => {
  it('the next offset is lastIndex + 1, else offset plus what came', () => {
    expect(nextListOffset(0, 9, 10)).toBe(10);
    expect(nextListOffset(10, null, 10)).toBe(20);
    expect(nextListOffset(10, 3, 10)).toBe(20);
  });
});

describe('rating', () => {
  it('votes.average, default 5 (spec §9), clamped', () => {
    expect(ratingOf(entry('a', { votes: { average: 3.4, total: 12 } }))).toBe(3.4);
    expect(ratingOf(entry('a'))).toBe(5);
    expect(ratingOf(entry('a', { votes: { total: 3 } }))).toBe(5);
    expect(ratingOf(entry('a', { votes: { average: 17 } }))).toBe(5);
    expect(ratingOf(entry('a', { votes: { average: -2 } }))).toBe(0);
    expect(votesOf(entry('a', { votes: { average: 3, total: 12 } }))).toBe(12);
    expect(votesOf(entry('a'))).toBe(0);
  });
});

describe('quality', () => {
  it('device by width: mobile < 760 ≤ tablet < 1020 ≤ desktop', () => {
    expect(deviceOf(390)).toBe('mobile');
    expect(deviceOf(759)).toBe('mobile');
    expect(deviceOf(760)).toBe('tablet');
    expect(deviceOf(1019)).toBe('tablet');
    expect(deviceOf(1020)).toBe('desktop');
  });

  it('available qualities: non-empty names only, lowest first', () => {
    expect(
      availableQualities({ folder: '', src_high: 'h.webm', src: 'l.webm', src_medium: '' }),
    ).toEqual(['src', 'src_high']);
    expect(availableQualities(null)).toEqual([]);
  });

  it('default: desktop high, tablet medium, mobile low', () => {
    const all = ['src', 'src_medium', 'src_high'] as const;
    expect(defaultQuality('desktop', all)).toBe('src_high');
    expect(defaultQuality('tablet', all)).toBe('src_medium');
    expect(defaultQuality('mobile', all)).toBe('src');
  });

  it('by window width (the video popup): a phone plays low, never the highest', () => {
    const all = ['src', 'src_medium', 'src_high'] as const;
    expect(qualityForWidth(390, all)).toBe('src');
    expect(qualityForWidth(759, all)).toBe('src');
    expect(qualityForWidth(760, all)).toBe('src_medium');
    expect(qualityForWidth(1020, all)).toBe('src_high');
    expect(qualityForWidth(1280, ['src', 'src_medium'])).toBe('src_medium');
    expect(qualityForWidth(390, ['src_high'])).toBe('src_high');
    expect(qualityForWidth(390, [])).toBeNull();
  });

  it('falls back to the next lower quality that exists', () => {
    expect(defaultQuality('desktop', ['src', 'src_medium'])).toBe('src_medium');
    expect(defaultQuality('desktop', ['src'])).toBe('src');
    expect(defaultQuality('tablet', ['src', 'src_high'])).toBe('src');
  });

  it('with nothing lower, the lowest existing; with nothing, null', () => {
    expect(defaultQuality('mobile', ['src_medium', 'src_high'])).toBe('src_medium');
    expect(defaultQuality('tablet', ['src_high'])).toBe('src_high');
    expect(defaultQuality('desktop', [])).toBeNull();
  });
});

describe('player URL', () => {
  it('{player.url}?view={id}&play=true&allowfullscreen=true', () => {
    expect(playerUrl({ url: 'https://player.example/embed' }, '42', null, BASE)).toBe(
      'https://player.example/embed?view=42&play=true&allowfullscreen=true',
    );
  });

  it('the third-party sports player page: autoplay=true&allowfullscreen=true instead', () => {
    expect(
      playerUrl({ url: 'https://sport.example/p?lang=de', thirdParty: true }, 'x 1', null, BASE),
    ).toBe('https://sport.example/p?lang=de&view=x+1&autoplay=true&allowfullscreen=true');
  });

  it('the chosen quality goes along; relative URLs resolve; ids are encoded', () => {
    expect(playerUrl({ url: '/player' }, 'a&b=c', 'src_medium', BASE)).toBe(
      'https://www.portal.example/player?view=a%26b%3Dc&play=true&allowfullscreen=true&quality=src_medium',
    );
  });

  it.each(['javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'http://[x'])(
    'no player for %s',
    (url) => {
      expect(playerUrl({ url }, '1', null, BASE)).toBeNull();
    },
  );

  it('an entry without any video source, or without a player, has no player', () => {
    const player = { url: 'https://player.example/embed' };
    expect(hasPlayer(entry('a', { player, video: { folder: '', src: 'a.webm' } }), BASE)).toBe(
      true,
    );
    expect(hasPlayer(entry('a', { player }), BASE)).toBe(false);
    expect(hasPlayer(entry('a', { player, video: { folder: 'x', src: '' } }), BASE)).toBe(false);
    expect(hasPlayer(entry('a', { video: { folder: '', src: 'a.webm' } }), BASE)).toBe(false);
  });
});

describe('thumbnails and services', () => {
  it('folder + image.src.medium, from the portal only', () => {
    expect(thumbnailUrl({ folder: '/bilder/tv/', src: { medium: 'a.svg' } }, BASE)).toBe(
      'https://www.portal.example/bilder/tv/a.svg',
    );
    expect(
      thumbnailUrl({ folder: 'https://player.example/img', src: { medium: 'a.jpg' } }, BASE),
    ).toBeNull();
    expect(thumbnailUrl({ folder: '', src: { medium: 'javascript:alert(1)' } }, BASE)).toBeNull();
    expect(thumbnailUrl({ folder: '/x', src: null }, BASE)).toBeNull();
    expect(thumbnailUrl(undefined, BASE)).toBeNull();
  });

  it('service key and label: the entry first, then the host, then the player host', () => {
    const player = { url: 'https://player.example/embed', thirdParty: false };
    expect(serviceOf({ player: { ...player, service: 'sport-tv' } }, 'video')).toBe('sport-tv');
    expect(serviceOf({ player }, 'video')).toBe('video');
    expect(serviceLabel({ ...player, name: 'Sport-TV' }, 'Anstoss TV', BASE)).toBe('Sport-TV');
    expect(serviceLabel(player, 'Anstoss TV', BASE)).toBe('Anstoss TV');
    expect(serviceLabel(player, '', BASE)).toBe('player.example');
  });
});
