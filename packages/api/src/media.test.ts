import { describe, expect, it } from 'vitest';
import {
  albumListResponse,
  albumPhotosResponse,
  albumRelResponse,
  editListResponse,
  itemMetaResponse,
  photoUrl,
  streamResponse,
} from './media.ts';
import { portalId } from './testing.ts';

describe('media schemas', () => {
  it('ids are opaque: numbers and portal strings both come out as strings', () => {
    const stream = streamResponse.parse({
      meta: { overallamount: 2, amount: 2 },
      entries: [
        { id: 5000001, type: 'image', url: '/a.svg' },
        { id: portalId(7), type: 'video', thumb1: '/p.svg', webm: '/v.webm' },
      ],
    });
    expect(stream.entries.map((e) => e.id)).toEqual(['5000001', portalId(7)]);
    expect(stream.entries[0]?.title).toBe('');
  });

  it('fills defaults the server may leave out', () => {
    expect(streamResponse.parse({}).entries).toEqual([]);
    expect(editListResponse.parse({ entries: [{ id: 1 }] })).toMatchObject({
      meta: { overallamount: 0, amount: 0 },
      final: true,
      entries: [{ id: '1', notpublic: false, encoding: false, type: 'image' }],
    });
    expect(albumRelResponse.parse({})).toEqual({
      verfuegbareAlben: { entries: [] },
      enthaltenInAlben: { entries: [] },
    });
    expect(albumListResponse.parse({ count: 3, entries: [] }).count).toBe(3);
  });

  it('refuses what the widgets cannot show', () => {
    expect(streamResponse.safeParse({ entries: [{ id: 1, type: 'audio' }] }).success).toBe(false);
    expect(itemMetaResponse.safeParse({}).success).toBe(false);
    expect(albumPhotosResponse.safeParse({ entries: [{ id: 1, image: 'x' }] }).success).toBe(false);
  });

  it('photo URLs: folder plus the size, medium when a size is missing', () => {
    const photo = albumPhotosResponse.parse({
      entries: [
        { id: 1, image: { folder: '/b/p0001/', src: { medium: 'm.svg', small: 's.svg' } } },
      ],
    }).entries[0]!;
    expect(photoUrl(photo)).toBe('/b/p0001/m.svg');
    expect(photoUrl(photo, 'small')).toBe('/b/p0001/s.svg');
    expect(photoUrl(photo, 'large')).toBe('/b/p0001/m.svg');
  });
});
