import { describe, expect, it, vi } from 'vitest';
import { albumDetailResponse } from '@anstoss/api/media';
import { albumDetail } from './fixtures.ts';
import { busyScope, createAlbumEditStore, writeError } from './store.ts';

const detail = (loaded: number, fotos = loaded) =>
  albumDetailResponse.parse(albumDetail(loaded, fotos));

describe('album-edit store', () => {
  it('one form open at a time; leaving the photos form drops unsaved moves', () => {
    const store = createAlbumEditStore();
    store.getState().loaded(detail(3));
    store.getState().openForm('photos');
    const first = store.getState().photos[0]!.id;
    store.getState().move(first, 1);
    expect(store.getState()).toMatchObject({ dirty: true, moved: { id: first, position: 2 } });
    store.getState().openForm('album');
    expect(store.getState()).toMatchObject({ form: 'album', dirty: false });
    expect(store.getState().photos[0]!.id).toBe(first);
  });

  it('a saved order becomes the order to return to', () => {
    const store = createAlbumEditStore();
    store.getState().loaded(detail(3));
    store.getState().openForm('photos');
    const last = store.getState().photos[2]!.id;
    store.getState().move(last, -2);
    store.getState().orderSaved();
    store.getState().closeForm();
    expect(store.getState().photos[0]!.id).toBe(last);
    expect(store.getState()).toMatchObject({ dirty: false, notice: 'ordered' });
  });

  it('a poll while reordering keeps the person’s order', () => {
    const store = createAlbumEditStore();
    store.getState().loaded(detail(2, 3));
    const [a, b] = store.getState().photos;
    store.getState().move(b!.id, -1);
    store.getState().loaded(detail(3, 3));
    expect(
      store
        .getState()
        .photos.map((p) => p.id)
        .slice(0, 2),
    ).toEqual([b!.id, a!.id]);
    expect(store.getState().photos).toHaveLength(3);
  });

  it('removing or deleting a photo lowers the count, so it is not "in progress"', () => {
    const store = createAlbumEditStore();
    store.getState().loaded(detail(3));
    const id = store.getState().photos[1]!.id;
    store.getState().photoGone(id, 'deleted');
    expect(store.getState().photos).toHaveLength(2);
    expect(store.getState().album!.fotos).toBe(2);
    expect(store.getState()).toMatchObject({ notice: 'deleted' });
  });

  it('one write in flight; its scope is busy and a refusal belongs to that scope', async () => {
    const store = createAlbumEditStore();
    const write = store.getState().write;
    let answer!: (value: { success: boolean; error?: { message: string } }) => void;
    const request = vi.fn(() => new Promise<never>((resolve) => (answer = resolve as never)));
    const first = write.run({ scope: 'publish', request });
    void write.run({ scope: 'album', request });
    expect(request).toHaveBeenCalledTimes(1);
    expect(busyScope(write.getState())).toBe('publish');
    answer({ success: false, error: { message: 'Gerade nicht.' } });
    await first;
    expect(busyScope(write.getState())).toBeNull();
    expect(writeError(write.getState(), 'publish')).toEqual({ text: 'Gerade nicht.' });
    expect(writeError(write.getState(), 'album', 'order')).toBeNull();
    // Opening a form forgets the error.
    store.getState().openForm('album');
    expect(writeError(write.getState(), 'publish')).toBeNull();
  });

  it('9,999 photos: 50 rendered, 50 more at a time; a move keeps the photo in the window', () => {
    const store = createAlbumEditStore();
    store.getState().loaded(detail(9999));
    expect(store.getState().shown).toBe(50);
    store.getState().showMore();
    expect(store.getState()).toMatchObject({ shown: 100, lastAdded: 50 });
    const at100 = store.getState().photos[99]!.id;
    store.getState().move(at100, 1);
    expect(store.getState().shown).toBe(101);
  });

  it('album saved and published; load failures: gone, error, or kept after data', () => {
    const store = createAlbumEditStore();
    store.getState().failed(false);
    expect(store.getState().status).toBe('error');
    store.getState().loaded(detail(1));
    store.getState().failed(false);
    expect(store.getState().status).toBe('ready');
    store.getState().albumSaved({ title: 'Neu', description: 'D' });
    store.getState().published();
    expect(store.getState().album).toMatchObject({ title: 'Neu', notpublic: false });
    store.getState().failed(true);
    expect(store.getState().status).toBe('gone');
  });
});
