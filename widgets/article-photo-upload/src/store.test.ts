import { describe, expect, it } from 'vitest';
import { createArticlePhotoStore, draftOf } from './store.ts';

const file = (name: string) => new File([new Uint8Array(10)], name, { lastModified: 1 });
const entry = (id: string, title: string, ord = false) => ({
  id,
  url: `/dateien/${id}.jpg`,
  title,
  caption: '',
  copyright: '',
  ord,
  name: `${id}.jpg`,
});

function withTwoNew() {
  const store = createArticlePhotoStore();
  store.getState().loaded([entry('s1', 'Alt')], null);
  store.getState().addFiles(
    [
      { file: file('a.jpg'), url: '' },
      { file: file('b.jpg'), url: '' },
    ],
    -1,
    'Spielszene',
  );
  return store;
}

describe('article photo store (spec §4 Upload items)', () => {
  it('new items start with the default title; the limit drops extras and sets too many selected', () => {
    const store = createArticlePhotoStore();
    store.getState().loaded([entry('s1', 'Alt')], null);
    const files = Array.from({ length: 50 }, (_, i) => ({ file: file(`${i}.jpg`), url: '' }));
    const added = store.getState().addFiles(files, 5, 'Spielszene');
    expect(added).toHaveLength(4);
    expect(store.getState()).toMatchObject({
      tooManySelected: true,
      dropped: 46,
      phase: 'article:foto:add',
    });
    expect(store.getState().newItems[0]).toMatchObject({ title: 'Spielszene', status: 'new' });
  });

  it('lifecycle: new → uploading (progress) → uploaded; success moves the item to the saved list', () => {
    const store = withTwoNew();
    const [a, b] = store.getState().beginRound();
    expect(store.getState().newItems.every((i) => i.isUploading)).toBe(true);
    store.getState().progress(a!.key, 0.5);
    expect(store.getState().newItems[0]!.progress).toBe(0.5);
    store.getState().succeeded(a!.key, { id: 'n1', url: '/dateien/n1.jpg' });
    store.getState().failedOne(b!.key, { text: 'Netzwerk weg' });
    store.getState().roundDone();
    const s = store.getState();
    expect(s.savedItems.map((i) => i.id)).toEqual(['s1', 'n1']);
    expect(s.savedItems[1]).toMatchObject({ isUploaded: true, isSuccess: true, file: null });
    expect(s.newItems).toHaveLength(1);
    expect(s.newItems[0]).toMatchObject({
      isUploaded: true,
      isSuccess: false,
      error: { text: 'Netzwerk weg' },
    });
    expect(s).toMatchObject({ phase: 'article:foto:upload:after', failed: 1, sending: false });
  });

  it('a double click starts one round only', () => {
    const store = withTwoNew();
    expect(store.getState().beginRound()).toHaveLength(2);
    expect(store.getState().beginRound()).toHaveLength(0);
  });

  it('a missing title stops the whole upload with min_length_of_title on that item', () => {
    const store = withTwoNew();
    const second = store.getState().newItems[1]!;
    store.getState().edit(second.key, { title: '  ' });
    expect(store.getState().beginRound()).toEqual([]);
    expect(store.getState().sending).toBe(false);
    expect(store.getState().newItems[1]!.error).toEqual({
      key: 'javascript.error.message.min_length_of_title',
    });
    expect(store.getState().newItems.every((i) => i.status === 'new')).toBe(true);
    store.getState().edit(second.key, { title: 'Ecke' });
    expect(store.getState().newItems[1]!.error).toBeNull();
  });

  it('a failed file is retried alone, with what was typed', () => {
    const store = withTwoNew();
    const [a, b] = store.getState().beginRound();
    store.getState().edit(b!.key, { caption: 'wird ignoriert beim Hochladen' });
    store.getState().succeeded(a!.key, { id: 'n1', url: '' });
    store.getState().failedOne(b!.key, { text: 'weg' });
    store.getState().roundDone();
    store.getState().edit(b!.key, { caption: 'Kurve' });
    const again = store.getState().retry(b!.key);
    expect(again).toMatchObject({ caption: 'Kurve', title: 'Spielszene', isUploading: true });
    expect(store.getState().retry(b!.key)).toBeNull();
  });

  it('one open form makes every other item non-editable until it closes; cancel restores', () => {
    const store = withTwoNew();
    const saved = store.getState().savedItems[0]!;
    store.getState().openForm(saved.key);
    expect(store.getState().newItems.every((i) => !i.isEditable)).toBe(true);
    const other = store.getState().newItems[0]!;
    store.getState().edit(other.key, { title: 'nicht erlaubt' });
    expect(store.getState().newItems[0]!.title).toBe('Spielszene');
    store.getState().edit(saved.key, { title: 'Neu' });
    expect(draftOf(store.getState()).saved).toEqual({
      s1: { title: 'Neu', caption: '', copyright: '' },
    });
    store.getState().closeForm();
    expect(store.getState().savedItems[0]!.title).toBe('Alt');
    expect(store.getState().newItems.every((i) => i.isEditable)).toBe(true);
  });

  it('title picture is exclusive; delete leaves the notice', () => {
    const store = createArticlePhotoStore();
    store.getState().loaded([entry('s1', 'A', true), entry('s2', 'B')], null);
    const [one, two] = store.getState().savedItems;
    store.getState().titlePictureSet(two!.key);
    expect(store.getState().savedItems.map((i) => i.ord)).toEqual([false, true]);
    store.getState().deleted(one!.key);
    expect(store.getState()).toMatchObject({ notice: 'deleted' });
    expect(store.getState().savedItems).toHaveLength(1);
  });

  it('a draft brings back an open form and the metadata of files chosen again', () => {
    const store = createArticlePhotoStore();
    const chosen = file('a.jpg');
    const key = `10|1|a.jpg`;
    store.getState().loaded([entry('s1', 'Alt')], {
      files: { [key]: { title: 'Getippt', caption: 'Kurve', copyright: 'Ich' } },
      saved: { s1: { title: 'Neu getippt', caption: '', copyright: '' } },
    });
    expect(store.getState().savedItems[0]).toMatchObject({ title: 'Neu getippt', tab: true });
    expect(Object.keys(store.getState().pendingFiles)).toEqual([key]);
    // While the form is open the rest waits; close it (cancel goes back to the server's values).
    store.getState().closeForm();
    expect(store.getState().savedItems[0]!.title).toBe('Alt');
    store.getState().addFiles([{ file: chosen, url: '' }], -1, 'Standard');
    expect(store.getState().newItems[0]).toMatchObject({
      title: 'Getippt',
      caption: 'Kurve',
      copyright: 'Ich',
    });
    expect(store.getState().pendingFiles).toEqual({});
  });
});
