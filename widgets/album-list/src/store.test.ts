import { describe, expect, it } from 'vitest';
import type { Album } from '@anstoss/api/media';
import { createAlbumListStore } from './store.ts';

const album = (n: number): Album => ({
  id: String(n),
  title: `A${n}`,
  description: '',
  albumimage: '',
  fotos: 3,
  encodingrunning: false,
  notpublic: false,
});
const answer = (from: number, n: number, total: number) => ({
  meta: { overallamount: total, amount: n },
  entries: Array.from({ length: n }, (_, i) => album(from + i)),
  final: from + n >= total,
});

describe('album-list store', () => {
  it('appends pages of 12 and stops at the end', () => {
    const store = createAlbumListStore();
    store.getState().pageLoaded(0, answer(0, 12, 20));
    expect(store.getState()).toMatchObject({ status: 'ready', hasMore: true, added: null });
    store.getState().pageLoaded(12, answer(12, 8, 20));
    expect(store.getState()).toMatchObject({ hasMore: false, added: 8 });
    expect(store.getState().albums).toHaveLength(20);
  });

  it('an empty page means no more; a failed further page keeps the list', () => {
    const store = createAlbumListStore();
    store.getState().pageLoaded(0, { ...answer(0, 0, 0), final: false });
    expect(store.getState().hasMore).toBe(false);
    store.getState().failed();
    expect(store.getState()).toMatchObject({ status: 'ready', more: 'error' });
  });
});
