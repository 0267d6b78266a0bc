/** Schema-valid sample data shared by tests and stories (spec §3 Photo album). */
import type { input } from 'zod/mini';
import type { albumListResponse } from '@anstoss/api/media';

export type AlbumListAnswer = input<typeof albumListResponse>;

export function albumEntry(n: number, extra: Record<string, unknown> = {}) {
  return {
    id: `ALB${String(n).padStart(29, '0')}`,
    title: `Album ${n}`,
    description: `Beschreibung ${n}`,
    albumimage: `/media/albums/${n}.jpg`,
    fotos: n * 2,
    encodingrunning: false,
    notpublic: n % 3 === 0,
    ...extra,
  };
}

export function albumPage(offset: number, amount: number, total: number): AlbumListAnswer {
  const entries = [];
  for (let n = offset + 1; n <= Math.min(total, offset + amount); n++) entries.push(albumEntry(n));
  return { meta: { overallamount: total }, entries, final: offset + amount >= total };
}
