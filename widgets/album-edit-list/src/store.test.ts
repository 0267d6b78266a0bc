// The edit list's shared rules (paging, one form at a time, save/publish/delete, poll patches)
// are tested with the slice in packages/ui/src/edit-list/editListStore.test.ts; here what the
// album list adds and that its albums go through the shared rules.
import { describe, expect, it } from 'vitest';
import { albumListResponse } from '@anstoss/api/media';
import { albumEntry, albumPage } from './fixtures.ts';
import { createAlbumEditListStore } from './store.ts';

const page = (offset: number, amount: number, total: number) =>
  albumListResponse.parse(albumPage(offset, amount, total));

describe('album-edit-list store', () => {
  it('create closes the form and reloads the first page', async () => {
    const store = createAlbumEditListStore();
    store.getState().loaded(page(0, 10, 3), 0);
    const nonce = store.getState().query.nonce;
    store.getState().openForm({ kind: 'create' });
    await store.getState().write.run({
      scope: 'create',
      request: () => Promise.resolve({ success: true }),
      done: () => store.getState().created(),
    });
    expect(store.getState()).toMatchObject({ form: null, notice: 'created' });
    expect(store.getState().write.getState().status).toBe('success');
    expect(store.getState().query).toMatchObject({ offset: 0, nonce: nonce + 1 });
  });

  it('pages of albums and the status poll patch: the parsed answers fit the shared rules', () => {
    const store = createAlbumEditListStore();
    store.getState().loaded(page(0, 10, 12), 0);
    expect(store.getState()).toMatchObject({ shown: 10, hasMore: true });
    store
      .getState()
      .patch(
        albumListResponse.parse({ entries: [albumEntry(1, { fotos: 9 }), albumEntry(99)] }).entries,
      );
    expect(store.getState().entries.find((a) => a.fotos === 9)).toBeDefined();
    expect(store.getState().entries).toHaveLength(10);
  });
});
