import { describe, expect, it } from 'vitest';
import { createFileQueue } from '@anstoss/ui';
import { createArticlePhotoStore, draftOf, type NewPhotoMeta } from './store.ts';

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

/** New photos as the FileInput's queue holds them (held until "Hochladen"). */
function queued(store: ReturnType<typeof createArticlePhotoStore>, names: string[]) {
  const queue = createFileQueue<NewPhotoMeta>();
  return queue.getState().add(
    names.map((name) => ({
      file: file(name),
      type: 'image/jpeg' as const,
      meta: store.getState().metaFor(file(name), 'Spielszene'),
    })),
    true,
  );
}

describe('article photo store (spec §4 Upload items)', () => {
  it('new items start with the default title; the limit drops extras and sets too many selected', () => {
    const store = createArticlePhotoStore();
    store.getState().loaded([entry('s1', 'Alt')], null);
    const chosen = queued(
      store,
      Array.from({ length: 50 }, (_, i) => `${i}.jpg`),
    );
    const dropped = store.getState().admit(chosen, 0, 5);
    expect(chosen.length - dropped.length).toBe(4);
    expect(dropped).toEqual(chosen.slice(4).map((i) => i.id));
    expect(store.getState()).toMatchObject({
      tooManySelected: true,
      dropped: 46,
      phase: 'article:foto:add',
    });
    expect(chosen[0]!.meta).toMatchObject({ title: 'Spielszene', ord: false });
    // New photos already waiting count too.
    expect(store.getState().admit(queued(store, ['x.jpg']), 4, 5)).toHaveLength(1);
  });

  it('a stored photo moves to the saved list with what was typed; the round says how many failed', () => {
    const store = createArticlePhotoStore();
    store.getState().loaded([entry('s1', 'Alt', true)], null);
    const [a] = queued(store, ['a.jpg']);
    store
      .getState()
      .uploaded(
        { ...a!, meta: { ...a!.meta, title: ' Jubel ', caption: 'Kurve', ord: true } },
        { id: 'n1', url: '/dateien/n1.jpg' },
      );
    store.getState().roundDone(1);
    const s = store.getState();
    expect(s.savedItems.map((i) => i.id)).toEqual(['s1', 'n1']);
    expect(s.savedItems[1]).toMatchObject({ title: 'Jubel', caption: 'Kurve', name: 'a.jpg' });
    // Spec §3: one title picture.
    expect(s.savedItems.map((i) => i.ord)).toEqual([false, true]);
    expect(s).toMatchObject({ phase: 'article:foto:upload:after', failed: 1 });
  });

  it('a missing title stops the whole upload with min_length_of_title marked from then on', () => {
    const store = createArticlePhotoStore();
    store.getState().loaded([], null);
    const [a, b] = queued(store, ['a.jpg', 'b.jpg']);
    expect(store.getState().titlesChecked).toBe(false);
    expect(store.getState().checkTitles([a!, { ...b!, meta: { ...b!.meta, title: '  ' } }])).toBe(
      false,
    );
    expect(store.getState().titlesChecked).toBe(true);
    expect(store.getState().checkTitles([a!, b!])).toBe(true);
  });

  it('one open form makes every other item non-editable until it closes; cancel restores', () => {
    const store = createArticlePhotoStore();
    store.getState().loaded([entry('s1', 'Alt'), entry('s2', 'Zwei')], null);
    const [saved, other] = store.getState().savedItems;
    store.getState().openForm(saved!.key);
    expect(store.getState().savedItems.map((i) => i.isEditable)).toEqual([true, false]);
    store.getState().openForm(other!.key);
    expect(store.getState().savedItems[1]!.tab).toBe(false);
    store.getState().edit(other!.key, { title: 'nicht erlaubt' });
    expect(store.getState().savedItems[1]!.title).toBe('Zwei');
    store.getState().edit(saved!.key, { title: 'Neu' });
    expect(draftOf(store.getState(), []).saved).toEqual({
      s1: { title: 'Neu', caption: '', copyright: '' },
    });
    store.getState().closeForm();
    expect(store.getState().savedItems[0]!.title).toBe('Alt');
    expect(store.getState().savedItems.every((i) => i.isEditable)).toBe(true);
  });

  it('a fixed title clears the form’s title error; a save closes the form', () => {
    const store = createArticlePhotoStore();
    store.getState().loaded([entry('s1', 'Alt')], null);
    const key = store.getState().savedItems[0]!.key;
    store.getState().openForm(key);
    store.getState().invalid(key, { key: 'javascript.error.message.min_length_of_title' });
    store.getState().edit(key, { title: 'Ecke' });
    expect(store.getState().savedItems[0]!.error).toBeNull();
    store.getState().savedChanged(key);
    expect(store.getState().savedItems[0]).toMatchObject({ title: 'Ecke', tab: false });
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
    const chosen = queued(store, ['a.jpg']);
    expect(chosen[0]!.meta).toMatchObject({ title: 'Getippt', caption: 'Kurve', copyright: 'Ich' });
    store.getState().admit(chosen, 0, -1);
    expect(store.getState().pendingFiles).toEqual({});
    expect(draftOf(store.getState(), chosen).files).toEqual({
      [key]: { title: 'Getippt', caption: 'Kurve', copyright: 'Ich' },
    });
  });
});
