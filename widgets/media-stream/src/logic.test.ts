import { describe, expect, it } from 'vitest';
import { starsFromPoints } from '@anstoss/ui';
import type { StreamEntry } from '@anstoss/api/media';
import {
  anyOptionConfigured,
  availableQualities,
  carouselLayout,
  FIRST_STEP_MS,
  INTERVAL_MS,
  nextPage,
  offeredOptions,
  padWidth,
  RELAYOUT_MS,
  renderedItems,
  renumber,
  RESUME_MS,
  shouldPrefetch,
  thumbnailOf,
  videoSources,
  visibleItems,
  wrapIndex,
} from './logic.ts';

const image = (id: string): StreamEntry => ({ id, type: 'image', title: id, url: `/${id}.svg` });

describe('media-stream rules', () => {
  it('timings of spec §4/§9', () => {
    expect([FIRST_STEP_MS, INTERVAL_MS, RESUME_MS, RELAYOUT_MS]).toEqual([500, 3000, 100, 500]);
  });

  it('visible = round(width / 180) + 2; rendered = visible + 3 (plus 2 to the left)', () => {
    expect(visibleItems(1280)).toBe(9);
    expect(visibleItems(390)).toBe(4);
    expect(visibleItems(0)).toBe(2);
    expect(visibleItems(270)).toBe(4); // round(1.5) = 2
    expect(renderedItems(1280)).toBe(12);
    const layout = carouselLayout(1280);
    expect(layout).toEqual({ perView: 7, before: 2, after: 5 });
    expect(layout.perView + layout.after).toBe(renderedItems(1280));
    expect(carouselLayout(60).perView).toBe(1);
  });

  it('pages of 100 from where the list ends; prefetch within 5 of the end', () => {
    expect(nextPage(0)).toEqual({ offset: 0, amount: 100 });
    expect(nextPage(100)).toEqual({ offset: 100, amount: 100 });
    expect(shouldPrefetch(93, 100, 500)).toBe(false);
    expect(shouldPrefetch(94, 100, 500)).toBe(true);
    expect(shouldPrefetch(99, 100, 100)).toBe(false);
  });

  it('renumbers with zero padding and keeps the server id as uid', () => {
    const out = renumber([image('x9'), image('y8')], 99, 10_000);
    expect(out.map((e) => [e.id, e.uid])).toEqual([
      ['00100', 'x9'],
      ['00101', 'y8'],
    ]);
    expect(padWidth(0)).toBe(1);
    expect(renumber([image('a')], 0, 0)[0]?.id).toBe('1');
  });

  it('groups the video variants by quality', () => {
    const video: StreamEntry = {
      id: 'v',
      type: 'video',
      title: 'v',
      thumb1: '/p.svg',
      flv: '/a.flv',
      webm: '/a.webm',
      mp4: '/a.mp4',
      mp4_mq: '/a_mq.mp4',
      webm_hq: '/a_hq.webm',
    };
    const s = videoSources(video);
    expect(s.src.map((x) => x.url)).toEqual(['/a.webm', '/a.mp4', '/a.flv']);
    expect(s.src_medium).toEqual([{ url: '/a_mq.mp4', type: 'video/mp4' }]);
    expect(s.src_high).toEqual([{ url: '/a_hq.webm', type: 'video/webm' }]);
    expect(availableQualities(s)).toEqual(['src', 'src_medium', 'src_high']);
    expect(
      availableQualities(videoSources({ ...video, webm: '', mp4: '', mp4_mq: '', webm_hq: '' })),
    ).toEqual([]);
    expect(thumbnailOf(video)).toBe('/p.svg');
    expect(thumbnailOf({ ...image('i'), thumb: '/s.svg' })).toBe('/s.svg');
    expect(thumbnailOf(image('i'))).toBe('/i.svg');
  });

  it('previous/next wrap around', () => {
    expect(wrapIndex(0, -1, 5)).toBe(4);
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(2, 1, 5)).toBe(3);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });

  it('star n is lit when 100 · n ≤ bw', () => {
    expect(starsFromPoints(0)).toBe(0);
    expect(starsFromPoints(99)).toBe(0);
    expect(starsFromPoints(100)).toBe(1);
    expect(starsFromPoints(350)).toBe(3);
    expect(starsFromPoints(500)).toBe(5);
  });

  it('item options: what the server allows and the page configures (spec §2 report_reply)', () => {
    const all = { reportAction: '/r', captchaUrl: '/c', ratingUrl: '/b', editUrl: '/e' };
    const yes = { report_reply: true, rate: true, edit: true };
    expect(offeredOptions(yes, all)).toEqual({ report: true, rate: true, edit: true });
    expect(offeredOptions(undefined, all)).toEqual({ report: false, rate: false, edit: false });
    expect(offeredOptions(yes, { ...all, captchaUrl: '' }).report).toBe(false);
    expect(offeredOptions({ ...yes, rate: false }, all).rate).toBe(false);
    expect(offeredOptions(yes, { ...all, editUrl: '' }).edit).toBe(false);
    // The big view loads the options' chunk only on pages that configure one of them.
    expect(anyOptionConfigured(all)).toBe(true);
    expect(anyOptionConfigured({ ...all, ratingUrl: '', editUrl: '', captchaUrl: '' })).toBe(false);
    expect(
      anyOptionConfigured({ reportAction: '', captchaUrl: '', ratingUrl: '', editUrl: '/e' }),
    ).toBe(true);
  });
});
