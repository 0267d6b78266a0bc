// The edit list's shared rules (paging, one item in edit mode, update/publish/delete, errors) are
// tested with the slice in packages/ui/src/edit-list/editListStore.test.ts; here that the media
// list's parsed pages go through them and its own notice.
import { describe, expect, it } from 'vitest';
import { editListResponse } from '@anstoss/api/media';
import { mediaPage } from './fixtures.ts';
import { createMediaEditListStore } from './store.ts';

const page = (offset: number, amount: number, total: number) =>
  editListResponse.parse(mediaPage(offset, amount, total));

describe('media-edit-list store', () => {
  it('parsed pages of items: 10 shown, more follow; "added" is announced', () => {
    const store = createMediaEditListStore();
    store.getState().loaded(page(0, 10, 25), 0);
    expect(store.getState()).toMatchObject({ status: 'ready', shown: 10, hasMore: true });
    const third = store.getState().entries[2]!;
    store.getState().openForm({ kind: 'edit', id: third.id });
    store.getState().saved(third.id, { title: 'Neu', description: 'D' });
    expect(store.getState().entries[2]).toMatchObject({ title: 'Neu', type: third.type });
    store.getState().setNotice('added');
    expect(store.getState().notice).toBe('added');
  });
});
