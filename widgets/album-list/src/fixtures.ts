import type { AlbumAnswer, AlbumListAnswer } from '@anstoss/api/media';

export function albumFixture(n: number): AlbumAnswer {
  return {
    id: 16_973_375 + n,
    title: `Saisonauftakt ${2019 + (n % 7)}`,
    description: 'Bilder vom Saisonauftakt.',
    albumimage: `/medien/bilder/p${String((n % 360) + 1).padStart(4, '0')}/m.svg`,
    fotos: 5 + (n % 20),
    encodingrunning: false,
    notpublic: false,
    owner: 'Max Mustermann',
  };
}

/** `count` albums from `offset` of `total`. */
export function albumListFixture(offset: number, count: number, total: number): AlbumListAnswer {
  const entries: AlbumAnswer[] = [];
  for (let i = offset; i < Math.min(offset + count, total); i++) entries.push(albumFixture(i));
  return {
    meta: { overallamount: total, amount: entries.length },
    count: total,
    entries,
    final: offset + entries.length >= total,
  };
}
