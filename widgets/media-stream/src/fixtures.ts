import type { ItemMetaAnswer, StreamAnswer, StreamEntry } from '@anstoss/api/media';

type EntryAnswer = NonNullable<StreamAnswer['entries']>[number];

/** A schema-valid image entry (server id `5000000 + n`). */
export function imageEntry(n: number): EntryAnswer {
  return {
    id: 5_000_000 + n,
    type: 'image',
    title: `Foto ${n}`,
    url: `/medien/bilder/p${String(n).padStart(4, '0')}/m.svg`,
    thumb: `/medien/bilder/p${String(n).padStart(4, '0')}/s.svg`,
    width: 640,
    height: 427,
  };
}

export const videoEntry: EntryAnswer = {
  id: 'VIDEO01',
  type: 'video',
  title: 'Traumtor aus 25 Metern',
  thumb1: '/medien/bilder/v1/poster.svg',
  webm: '/medien/videos/clip-1.webm',
  webm_hq: '/medien/videos/clip-1.webm',
  width: 640,
  height: 360,
};

/** `count` entries from `offset` of a stream of `total` (a video first). */
export function streamFixture(offset: number, count: number, total: number): StreamAnswer {
  const entries: EntryAnswer[] = [];
  for (let i = offset; i < Math.min(offset + count, total); i++)
    entries.push(i === 0 ? videoEntry : imageEntry(i));
  return { meta: { overallamount: total, amount: entries.length }, entries };
}

export const itemMetaFixture: ItemMetaAnswer = {
  meta: { views: 1234, comments: 3, bw: 350, bwnum: 12 },
};

/** For stories: parsed entries. */
export type { StreamEntry };
