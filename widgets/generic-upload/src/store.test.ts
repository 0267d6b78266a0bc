import { describe, expect, it } from 'vitest';
import { createGenericUploadStore, draftItems } from './store.ts';

const uploaded = { id: '7', url: '/dateien/7.jpg', name: 'a.jpg', kind: 'image' as const };

describe('generic upload store (spec §4)', () => {
  it('an item becomes ready to release when its title is valid', () => {
    const store = createGenericUploadStore();
    store.getState().uploaded(uploaded);
    expect(store.getState().items[0]).toMatchObject({ title: '', readyToRelease: false });
    store.getState().edit('7', { title: 'Ecke' });
    expect(store.getState().items[0]!.readyToRelease).toBe(true);
  });

  it('release: not ready marks the try; ready hands out the item; then it leaves the queue', () => {
    const store = createGenericUploadStore();
    store.getState().uploaded(uploaded);
    expect(store.getState().tryRelease('7')).toBeNull();
    expect(store.getState().items[0]!.triedRelease).toBe(true);
    store.getState().edit('7', { title: 'Ecke von links' });
    expect(store.getState().tryRelease('7')).toMatchObject({ id: '7', title: 'Ecke von links' });
    store.getState().released('7');
    expect(store.getState()).toMatchObject({ items: [], notice: 'released' });
  });

  it('update keeps what was typed and says so; delete removes the item', () => {
    const store = createGenericUploadStore();
    store.getState().uploaded(uploaded);
    store.getState().edit('7', { title: 'Ecke', message: 'Min. 12' });
    store.getState().updated();
    expect(store.getState().items[0]).toMatchObject({ title: 'Ecke', message: 'Min. 12' });
    expect(store.getState().notice).toBe('saved');
    store.getState().deleted('7');
    expect(store.getState()).toMatchObject({ items: [], notice: 'deleted' });
  });

  it('the draft brings the queue back without duplicates', () => {
    const store = createGenericUploadStore();
    store.getState().uploaded(uploaded);
    store.getState().edit('7', { title: 'Getippt' });
    const draft = draftItems(store.getState().items);
    const again = createGenericUploadStore();
    again.getState().restore(draft);
    again.getState().restore(draft);
    expect(again.getState().items).toHaveLength(1);
    expect(again.getState().items[0]).toMatchObject({ title: 'Getippt', readyToRelease: true });
  });
});
