/** Schema-valid sample data shared by tests and stories (spec §3 Photo album and photo). */
import type { input } from 'zod/mini';
import type { albumDetailResponse } from '@anstoss/api/media';

export type AlbumDetailAnswer = input<typeof albumDetailResponse>;

export function photoEntry(n: number) {
  return {
    id: `PH${String(n).padStart(30, '0')}`,
    title: `Bild ${n}`,
    image: { folder: '/media/photos', src: { medium: `${n}_m.jpg` } },
    votes: { average: 3.5 },
    views: n,
  };
}

/** An album of `loaded` photos whose server count says `fotos` (more: still encoding). */
export function albumDetail(loaded: number, fotos = loaded, extra = {}): AlbumDetailAnswer {
  const entries = [];
  for (let n = 1; n <= loaded; n++) entries.push(photoEntry(n));
  return {
    success: true,
    album: {
      id: 'ALB00000000000000000000000000042',
      title: 'Saisonfinale',
      description: 'Das letzte Heimspiel',
      notpublic: true,
      encodingrunning: fotos > loaded,
      fotos,
      ...extra,
    },
    entries,
  };
}
