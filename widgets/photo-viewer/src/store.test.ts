import { describe, expect, it } from 'vitest';
import { createPhotoViewerStore } from './store.ts';

describe('photo-viewer store', () => {
  it('opens on a photo, steps with wrap-around, grows the strip by 10, closes', () => {
    const store = createPhotoViewerStore();
    store.getState().openAt('16973375', '5000002', 2);
    expect(store.getState()).toMatchObject({ open: true, albumId: '16973375', current: 2 });
    store.getState().placed(4);
    store.getState().step(1, 5);
    expect(store.getState().current).toBe(0);
    store.getState().more();
    expect(store.getState().shown).toBe(20);
    store.getState().counted('5000002', 7);
    store.getState().counted('5000003', undefined);
    expect(store.getState().views).toEqual({ '5000002': 7 });
    store.getState().vanished('x');
    expect(store.getState().gone.x).toBe(true);
    store.getState().close();
    expect(store.getState().open).toBe(false);
  });
});
