import { describe, expect, it } from 'vitest';
import {
  albumIdFromPath,
  DEFAULT_ALBUM_ID,
  GRID_PAGE,
  nthPosition,
  imagesInProgress,
  pageCount,
  pageSlice,
  photoStars,
  pollInterval,
  NO_POLL_MS,
} from './logic.ts';

describe('album-detail rules', () => {
  it('album id from /-/album/{id}, else the default 16973375', () => {
    expect(albumIdFromPath('/fotos/-/album/16973376')).toBe('16973376');
    expect(albumIdFromPath('/fotos/-/album/02IEQ6L1J4000000VS5489B3VU2TDLOS/')).toBe(
      '02IEQ6L1J4000000VS5489B3VU2TDLOS',
    );
    expect(albumIdFromPath('/fotos/-/album/')).toBe(DEFAULT_ALBUM_ID);
    expect(albumIdFromPath('/fotos')).toBe('16973375');
    expect(albumIdFromPath('/fotos/-/album/%E0%A4%A')).toBe(DEFAULT_ALBUM_ID);
  });

  it('stars 1–5 lit when the average exceeds 0, 1, 2, 3, 4', () => {
    expect([0, 0.1, 1, 1.01, 2.5, 4, 4.2, 5].map(photoStars)).toEqual([0, 1, 1, 2, 3, 4, 5, 5]);
  });

  it('grid pages keep the DOM bounded', () => {
    const photos = Array.from({ length: 9999 }, (_, i) => i);
    expect(pageCount(9999)).toBe(Math.ceil(9999 / GRID_PAGE));
    expect(pageCount(0)).toBe(1);
    const last = pageSlice(photos, 10_000);
    expect(last.items.length).toBeLessThanOrEqual(GRID_PAGE);
    expect(last.items.at(-1)).toBe(9998);
    expect(pageSlice(photos, -3)).toMatchObject({ first: 0, page: 0 });
  });

  it('images in progress: server count beyond the loaded entries', () => {
    expect(imagesInProgress(8, 5)).toBe(3);
    expect(imagesInProgress(5, 5)).toBe(0);
    expect(imagesInProgress(2, 5)).toBe(0);
  });

  it('polls every 5000 ms while photos are being processed, else not', () => {
    expect(pollInterval({ fotos: 8, encodingrunning: true }, 5)).toBe(5000);
    expect(pollInterval({ fotos: 5, encodingrunning: true }, 5)).toBe(NO_POLL_MS);
    expect(pollInterval({ fotos: 8, encodingrunning: false }, 5)).toBe(NO_POLL_MS);
    expect(pollInterval(undefined, 0)).toBe(NO_POLL_MS);
  });
});

describe('nthPosition (spec §3: groups of 6)', () => {
  it('counts 1 to 6 and starts again', () => {
    expect([0, 1, 5, 6, 11, 12, 23, 24].map(nthPosition)).toEqual([1, 2, 6, 1, 6, 1, 6, 1]);
  });
});
