import { describe, expect, it } from 'vitest';
import { editListResponse } from '@anstoss/api/media';
import { mediaPage } from './fixtures.ts';
import { createMediaEditListStore } from './store.ts';

const page = (offset: number, amount: number, total: number) =>
  editListResponse.parse(mediaPage(offset, amount, total));

describe('media-edit-list store', () => {
  it('a first page shows 10 and knows whether more follow', () => {
    const store = createMediaEditListStore();
    store.getState().loaded(page(0, 10, 25), 0);
    expect(store.getState()).toMatchObject({
      status: 'ready',
      shown: 10,
      hasMore: true,
      nextOffset: 10,
    });
    store.getState().loaded(page(0, 10, 10), 0);
    expect(store.getState().hasMore).toBe(false);
  });

  it('load more asks for the next offset and appends; a final page ends it', () => {
    const store = createMediaEditListStore();
    store.getState().loaded(page(0, 10, 15), 0);
    const before = store.getState().query;
    expect(store.getState().showMore()).toBe(true);
    expect(store.getState().query).toMatchObject({ offset: 10, nonce: before.nonce + 1 });
    expect(store.getState().loadingMore).toBe(true);
    store.getState().loaded(page(10, 10, 15), 10);
    expect(store.getState()).toMatchObject({
      shown: 15,
      lastAdded: 5,
      hasMore: false,
      loadingMore: false,
    });
    expect(store.getState().items).toHaveLength(15);
  });

  it('10,000 entries in one answer: only 10 rendered, revealed 10 at a time without a request', () => {
    const store = createMediaEditListStore();
    store.getState().loaded(page(0, 10000, 10000), 0);
    expect(store.getState().shown).toBe(10);
    const nonce = store.getState().query.nonce;
    expect(store.getState().showMore()).toBe(false);
    expect(store.getState()).toMatchObject({ shown: 20, lastAdded: 10 });
    expect(store.getState().query.nonce).toBe(nonce);
  });

  it('a date range and refresh load the first page again', () => {
    const store = createMediaEditListStore();
    store.getState().setRange('2026-11-01', '2026-11-25');
    expect(store.getState().query).toEqual({
      from: '2026-11-01',
      to: '2026-11-25',
      offset: 0,
      nonce: 1,
    });
    store.getState().setRange('2026-11-01', '2026-11-25');
    expect(store.getState().query.nonce).toBe(1);
    store.getState().refresh();
    expect(store.getState().query).toMatchObject({ from: '2026-11-01', offset: 0, nonce: 2 });
  });

  it('one item in edit mode at a time; delete confirmation closes it', () => {
    const store = createMediaEditListStore();
    store.getState().loaded(page(0, 10, 10), 0);
    const [a, b] = store.getState().items;
    store.getState().startEdit(a!.id);
    store.getState().startEdit(b!.id);
    expect(store.getState().editingId).toBe(b!.id);
    store.getState().askDelete(a!.id);
    expect(store.getState()).toMatchObject({ editingId: null, confirmDeleteId: a!.id });
  });

  it('update, publish and delete change the list; a delete shifts the next offset', () => {
    const store = createMediaEditListStore();
    store.getState().loaded(page(0, 10, 30), 0);
    const third = store.getState().items[2]!;
    expect(third.notpublic).toBe(true);
    store.getState().published(third.id);
    expect(store.getState().items[2]!.notpublic).toBe(false);
    store.getState().startEdit(third.id);
    store.getState().updated(third.id, { title: 'Neu', description: 'D' });
    expect(store.getState().items[2]).toMatchObject({ title: 'Neu', description: 'D' });
    expect(store.getState()).toMatchObject({ editingId: null, notice: 'saved' });
    store.getState().removed(third.id, 'deleted');
    expect(store.getState()).toMatchObject({ nextOffset: 9, shown: 9, notice: 'deleted' });
    expect(store.getState().items.some((i) => i.id === third.id)).toBe(false);
  });

  it('failures: first load error, refresh error keeps items, more error', () => {
    const store = createMediaEditListStore();
    store.getState().failed(0);
    expect(store.getState().status).toBe('error');
    store.getState().loaded(page(0, 10, 20), 0);
    store.getState().failed(0);
    expect(store.getState()).toMatchObject({ status: 'ready', refreshError: true });
    expect(store.getState().items).toHaveLength(10);
    store.getState().showMore();
    store.getState().failed(10);
    expect(store.getState()).toMatchObject({ moreError: true, loadingMore: false });
  });

  it('an item error belongs to one item and clears on the next action', () => {
    const store = createMediaEditListStore();
    store.getState().actionStarted('x');
    store.getState().actionFailed('x', { text: 'Nein' });
    expect(store.getState()).toMatchObject({
      busyId: null,
      itemError: { id: 'x', error: { text: 'Nein' } },
    });
    store.getState().actionStarted('x');
    expect(store.getState().itemError).toBeNull();
  });
});
