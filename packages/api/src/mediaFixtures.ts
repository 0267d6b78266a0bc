/**
 * Test data for the album photo answers (`AlbumPhotosAnswer`, `PhotoAnswer` in media.ts), shared
 * by the widgets that show an album's photos (album-detail, photo-viewer): their tests and
 * stories. Never imported by product code.
 */
import type { AlbumPhotosAnswer, PhotoAnswer } from './media.ts';

export function photoFixture(n: number): PhotoAnswer {
  const key = `p${String((n % 360) + 1).padStart(4, '0')}`;
  return {
    id: 5_000_000 + n,
    title: `Foto ${n + 1}`,
    image: {
      folder: `/medien/bilder/${key}/`,
      src: { small: 's.svg', medium: 'm.svg', large: 'l.svg' },
      width: 1280,
      height: 853,
    },
    votes: { average: (n % 6) * 0.9, count: n % 6 },
    views: n * 3,
    comments: n % 4,
  };
}

/** An album of `count` photos (`fotos` on the server: `fotos`, default the same). */
export function albumPhotosFixture(count: number, fotos = count): AlbumPhotosAnswer {
  return {
    success: true,
    album: {
      id: 16_973_375,
      title: 'Unser Verein in Bildern',
      description: 'Die schönsten Momente der Saison.',
      albumimage: '/medien/bilder/p0001/m.svg',
      fotos,
      encodingrunning: fotos > count,
      notpublic: false,
      owner: 'Vereinsadmin',
    },
    meta: { overallamount: count, amount: count },
    entries: Array.from({ length: count }, (_, i) => photoFixture(i)),
    final: true,
  };
}
