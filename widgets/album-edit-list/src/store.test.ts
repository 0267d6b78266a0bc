import { describe, expect, it } from 'vitest';
import { albumListResponse } from '@anstoss/api/media';
import { albumEntry, albumPage } from './fixtures.ts';
import { createAlbumEditListStore } from './store.ts';

const page = (offset: number, amount: number, total: number) =>
  albumListResponse.parse(albumPage(offset, amount, total));

describe('album-edit-list store', () => {
  it('pages of 10, load more by offset, bounded reveal', () => {
    const store = createAlbumEditListStore();
    store.getState().loaded(page(0, 10, 12), 0);
    expect(store.getState()).toMatchObject({ shown: 10, hasMore: true });
    expect(store.getState().showMore()).toBe(true);
    expect(store.getState().query.offset).toBe(10);
    store.getState().loaded(page(10, 10, 12), 10);
    expect(store.getState()).toMatchObject({ shown: 12, hasMore: false, lastAdded: 2 });
    store.getState().loaded(page(0, 10000, 10000), 0);
    expect(store.getState().shown).toBe(10);
    expect(store.getState().showMore()).toBe(false);
    expect(store.getState().shown).toBe(20);
  });

  it('one form at a time: create, edit, delete confirmation exclude each other', () => {
    const store = createAlbumEditListStore();
    store.getState().loaded(page(0, 10, 3), 0);
    store.getState().openForm({ kind: 'create' });
    store.getState().openForm({ kind: 'edit', id: store.getState().albums[0]!.id });
    expect(store.getState().form).toEqual({ kind: 'edit', id: store.getState().albums[0]!.id });
    store.getState().askDelete(store.getState().albums[1]!.id);
    expect(store.getState().form).toBeNull();
    store.getState().openForm({ kind: 'create' });
    expect(store.getState().confirmDeleteId).toBeNull();
  });

  it('create reloads the first page; save, publish, delete change the list', () => {
    const store = createAlbumEditListStore();
    store.getState().loaded(page(0, 10, 3), 0);
    const nonce = store.getState().query.nonce;
    store.getState().openForm({ kind: 'create' });
    store.getState().started('create');
    store.getState().created();
    expect(store.getState()).toMatchObject({ form: null, busy: null, notice: 'created' });
    expect(store.getState().query).toMatchObject({ offset: 0, nonce: nonce + 1 });
    const third = store.getState().albums[2]!;
    store.getState().published(third.id);
    expect(store.getState().albums[2]!.notpublic).toBe(false);
    store.getState().saved(third.id, { title: 'Neu', description: '' });
    expect(store.getState().albums[2]!.title).toBe('Neu');
    store.getState().removed(third.id, 'deleted');
    expect(store.getState().albums).toHaveLength(2);
    expect(store.getState().nextOffset).toBe(2);
  });

  it('the status poll patches listed albums only, and an identical answer changes nothing', () => {
    const store = createAlbumEditListStore();
    store
      .getState()
      .loaded(albumListResponse.parse({ entries: [albumEntry(1, { encodingrunning: true })] }), 0);
    const before = store.getState().albums;
    store
      .getState()
      .patch(
        albumListResponse.parse({ entries: [albumEntry(1, { encodingrunning: true })] }).entries,
      );
    expect(store.getState().albums).toBe(before);
    store
      .getState()
      .patch(
        albumListResponse.parse({ entries: [albumEntry(1, { fotos: 9 }), albumEntry(2)] }).entries,
      );
    expect(store.getState().albums).toHaveLength(1);
    expect(store.getState().albums[0]).toMatchObject({ fotos: 9, encodingrunning: false });
  });

  it('the date window resets to the first page; an unchanged range does nothing', () => {
    const store = createAlbumEditListStore();
    store.getState().setRange('2026-01-01', null);
    expect(store.getState().query).toEqual({ from: '2026-01-01', to: null, offset: 0, nonce: 1 });
    store.getState().setRange('2026-01-01', null);
    expect(store.getState().query.nonce).toBe(1);
  });
});
