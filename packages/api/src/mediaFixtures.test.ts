import { describe, expect, it } from 'vitest';
import { albumPhotosResponse } from './media.ts';
import { albumPhotosFixture } from './mediaFixtures.ts';

describe('album photo fixtures', () => {
  it('parse with the schema the widgets use, still encoding while fotos > count', () => {
    const parsed = albumPhotosResponse.parse(albumPhotosFixture(3, 5));
    expect(parsed.entries).toHaveLength(3);
    expect(parsed.album?.encodingrunning).toBe(true);
    expect(albumPhotosResponse.parse(albumPhotosFixture(0)).entries).toEqual([]);
  });
});
