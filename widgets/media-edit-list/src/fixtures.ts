/** Schema-valid sample data shared by tests and stories (spec §3 Editable media item). */
import type { input } from 'zod/mini';
import type { albumRelResponse, editListResponse } from '@anstoss/api/media';

export type MediaListAnswer = input<typeof editListResponse>;
export type AlbumRelAnswer = input<typeof albumRelResponse>;

export function mediaEntry(n: number) {
  return {
    id: `02IEQ6L1J4000000VS5489B3VU${String(n).padStart(6, '0')}`,
    title: `Foto ${n}`,
    description: `Beschreibung ${n}`,
    notpublic: n % 3 === 0,
    type: 'image' as const,
    thumb: `/media/photos/${n}.jpg`,
    date: `2026-11-${String((n % 28) + 1).padStart(2, '0')}T12:00:00Z`,
    encoding: false,
  };
}

/** One page of the edit list: entries from..from+amount-1, final when the total is reached. */
export function mediaPage(offset: number, amount: number, total: number): MediaListAnswer {
  const entries = [];
  for (let n = offset + 1; n <= Math.min(total, offset + amount); n++) entries.push(mediaEntry(n));
  return {
    meta: { overallamount: total, amount: entries.length },
    entries,
    final: offset + amount >= total,
  };
}

export const relFixture: AlbumRelAnswer = {
  verfuegbareAlben: {
    entries: [
      { id: 'A1', title: 'Saisonfinale' },
      { id: 'A2', title: 'Auswärtsfahrt' },
      { id: 'A3', title: 'Jugendturnier' },
    ],
  },
  enthaltenInAlben: { entries: [{ id: 'A1', title: 'Saisonfinale' }] },
};
