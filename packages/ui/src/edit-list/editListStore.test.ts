import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@anstoss/api';
import { createStore } from 'zustand/vanilla';
import {
  createEditListStore,
  editListSlice,
  isEditing,
  type EditListEntry,
  type EditListState,
} from './editListStore.ts';

const entry = (n: number): EditListEntry => ({
  id: `e${n}`,
  title: `Eintrag ${n + 1}`,
  description: '',
  notpublic: n % 3 === 2,
});
/** The page at `offset` of `total` entries, `amount` asked for; the last one says so. */
const page = (offset: number, amount: number, total: number) => ({
  entries: Array.from({ length: Math.max(0, Math.min(amount, total - offset)) }, (_, i) =>
    entry(offset + i),
  ),
  final: offset + amount >= total,
});
const store = () => createEditListStore<EditListEntry, 'created'>();

describe('edit list store (spec §7 media edit list, album edit list)', () => {
  it('a first page shows 10 and knows whether more follow', () => {
    const s = store();
    s.getState().loaded(page(0, 10, 25), 0);
    expect(s.getState()).toMatchObject({
      status: 'ready',
      shown: 10,
      hasMore: true,
      nextOffset: 10,
    });
    s.getState().loaded(page(0, 10, 10), 0);
    expect(s.getState().hasMore).toBe(false);
    s.getState().loaded({ entries: page(0, 10, 25).entries }, 0);
    expect(s.getState().hasMore).toBe(true);
    s.getState().loaded({ entries: page(0, 10, 25).entries.slice(0, 9) }, 0);
    expect(s.getState().hasMore).toBe(false);
  });

  it('load more asks for the next offset and appends; a short page ends it', () => {
    const s = store();
    s.getState().loaded(page(0, 10, 15), 0);
    const before = s.getState().query;
    expect(s.getState().showMore()).toBe(true);
    expect(s.getState().query).toMatchObject({ offset: 10, nonce: before.nonce + 1 });
    expect(s.getState().loadingMore).toBe(true);
    s.getState().loaded(page(10, 10, 15), 10);
    expect(s.getState()).toMatchObject({
      shown: 15,
      lastAdded: 5,
      hasMore: false,
      loadingMore: false,
    });
    expect(s.getState().entries).toHaveLength(15);
    expect(s.getState().showMore()).toBe(false);
  });

  it('a page that repeats an entry (shifted by a delete) does not list it twice', () => {
    const s = store();
    s.getState().loaded(page(0, 10, 30), 0);
    s.getState().showMore();
    s.getState().loaded(page(9, 10, 30), 10);
    expect(s.getState().entries).toHaveLength(19);
    expect(new Set(s.getState().entries.map((e) => e.id)).size).toBe(19);
  });

  it('10,000 entries in one answer: 10 rendered, revealed 10 at a time without a request', () => {
    const s = store();
    s.getState().loaded(page(0, 10000, 10000), 0);
    expect(s.getState().shown).toBe(10);
    const nonce = s.getState().query.nonce;
    expect(s.getState().showMore()).toBe(false);
    expect(s.getState()).toMatchObject({ shown: 20, lastAdded: 10 });
    expect(s.getState().query.nonce).toBe(nonce);
  });

  it('a date window and refresh load the first page again; an unchanged window does nothing', () => {
    const s = store();
    s.getState().setNotice('saved');
    s.getState().setRange('2026-11-01', '2026-11-25');
    expect(s.getState().query).toEqual({
      from: '2026-11-01',
      to: '2026-11-25',
      offset: 0,
      nonce: 1,
    });
    expect(s.getState().notice).toBeNull();
    s.getState().setRange('2026-11-01', '2026-11-25');
    expect(s.getState().query.nonce).toBe(1);
    s.getState().refresh();
    expect(s.getState().query).toMatchObject({ from: '2026-11-01', offset: 0, nonce: 2 });
  });

  it('one form at a time: new entry, edit, delete confirmation exclude each other', () => {
    const s = store();
    s.getState().loaded(page(0, 10, 3), 0);
    const [a, b] = s.getState().entries;
    s.getState().openForm({ kind: 'create' });
    s.getState().openForm({ kind: 'edit', id: a!.id });
    expect(s.getState().form).toEqual({ kind: 'edit', id: a!.id });
    expect(isEditing(s.getState().form, a!.id)).toBe(true);
    expect(isEditing(s.getState().form, b!.id)).toBe(false);
    s.getState().openForm({ kind: 'edit', id: b!.id });
    expect(isEditing(s.getState().form, b!.id)).toBe(true);
    s.getState().askDelete(a!.id);
    expect(s.getState()).toMatchObject({ form: null, confirmDeleteId: a!.id });
    s.getState().openForm({ kind: 'create' });
    expect(s.getState().confirmDeleteId).toBeNull();
    s.getState().closeForm();
    expect(s.getState().form).toBeNull();
  });

  it('a reload keeps an edit form open only while its entry is still listed', () => {
    const s = store();
    s.getState().loaded(page(0, 10, 3), 0);
    s.getState().openForm({ kind: 'edit', id: 'e1' });
    s.getState().loaded(page(0, 10, 3), 0);
    expect(s.getState().form).toEqual({ kind: 'edit', id: 'e1' });
    s.getState().loaded(page(0, 10, 1), 0);
    expect(s.getState().form).toBeNull();
    s.getState().openForm({ kind: 'create' });
    s.getState().loaded(page(0, 10, 0), 0);
    expect(s.getState().form).toEqual({ kind: 'create' });
  });

  it('save, publish and delete change the list; a delete shifts the next offset', () => {
    const s = store();
    s.getState().loaded(page(0, 10, 30), 0);
    const third = s.getState().entries[2]!;
    expect(third.notpublic).toBe(true);
    s.getState().published(third.id);
    expect(s.getState().entries[2]!.notpublic).toBe(false);
    expect(s.getState().notice).toBe('published');
    s.getState().openForm({ kind: 'edit', id: third.id });
    s.getState().saved(third.id, { title: 'Neu', description: 'D' });
    expect(s.getState().entries[2]).toMatchObject({ title: 'Neu', description: 'D' });
    expect(s.getState()).toMatchObject({ form: null, notice: 'saved' });
    s.getState().openForm({ kind: 'edit', id: third.id });
    s.getState().removed(third.id, 'deleted');
    expect(s.getState()).toMatchObject({ nextOffset: 9, shown: 9, notice: 'deleted', form: null });
    expect(s.getState().entries.some((e) => e.id === third.id)).toBe(false);
    // Gone twice (a second answer for the same entry): nothing changes.
    s.getState().removed(third.id, 'gone');
    expect(s.getState()).toMatchObject({ nextOffset: 9, notice: 'deleted' });
    expect(s.getState().entries).toHaveLength(9);
  });

  it('failures: first load error, refresh error keeps the entries, more error', () => {
    const s = store();
    s.getState().failed(0);
    expect(s.getState().status).toBe('error');
    s.getState().loaded(page(0, 10, 20), 0);
    s.getState().failed(0);
    expect(s.getState()).toMatchObject({ status: 'ready', refreshError: true });
    expect(s.getState().entries).toHaveLength(10);
    s.getState().showMore();
    s.getState().failed(10);
    expect(s.getState()).toMatchObject({ moreError: true, loadingMore: false });
    s.getState().loaded(page(0, 10, 20), 0);
    expect(s.getState()).toMatchObject({ refreshError: false, moreError: false });
  });

  it('one write in flight; its error belongs to its scope and clears on the next form', async () => {
    const s = store();
    let refuse = () => {};
    const done = vi.fn();
    const first = s.getState().write.run({
      scope: 'x',
      request: () =>
        new Promise((resolve) => {
          refuse = () => resolve({ success: false, error: { message: 'Nein' } });
        }),
      done,
    });
    // A second write while the first is in flight sends nothing.
    const second = vi.fn(() => Promise.resolve({ success: true }));
    void s.getState().write.run({ scope: 'y', request: second, done });
    expect(second).not.toHaveBeenCalled();
    expect(s.getState().write.getState()).toMatchObject({
      status: 'pending',
      variables: { scope: 'x' },
    });
    refuse();
    await first;
    expect(s.getState().write.getState()).toMatchObject({
      status: 'error',
      message: { text: 'Nein' },
      variables: { scope: 'x' },
    });
    expect(done).not.toHaveBeenCalled();
    s.getState().openForm({ kind: 'edit', id: 'x' });
    expect(s.getState().write.getState().status).toBe('idle');
  });

  it('a 404 or 410 of an entry write calls its gone, not its done', async () => {
    const s = store();
    const gone = vi.fn();
    const done = vi.fn();
    await s.getState().write.run({
      scope: 'x',
      request: () => Promise.reject(new ApiError('http', 'Gone', { status: 410 })),
      done,
      gone,
    });
    expect(gone).toHaveBeenCalledOnce();
    expect(done).not.toHaveBeenCalled();
  });

  it('with a session: a 403 once logged out has ended the session; the request gets the signal', async () => {
    const session = { loggedIn: true };
    const s = createStore<EditListState<EditListEntry>>()((set, get) =>
      editListSlice(set, get, undefined, () => session),
    );
    const refuse = () => Promise.reject(new ApiError('http', 'Forbidden', { status: 403 }));
    await s.getState().write.run({ scope: 'x', request: refuse, done: vi.fn() });
    // Still logged in: a real refusal.
    expect(s.getState().write.getState().sessionEnded).toBe(false);
    session.loggedIn = false;
    await s.getState().write.run({ scope: 'x', request: refuse, done: vi.fn() });
    expect(s.getState().write.getState().sessionEnded).toBe(true);
    const seen: { signal?: AbortSignal } = {};
    void s.getState().write.run({
      scope: 'x',
      request: (given) => {
        seen.signal = given;
        return new Promise(() => {});
      },
      done: vi.fn(),
    });
    s.getState().write.abort();
    expect(seen.signal?.aborted).toBe(true);
  });

  it('a status poll patches listed entries only; an identical answer changes nothing', () => {
    const s = store();
    s.getState().loaded(page(0, 10, 2), 0);
    const before = s.getState().entries;
    s.getState().patch([entry(0)]);
    expect(s.getState().entries).toBe(before);
    s.getState().patch([{ ...entry(1), title: 'Fertig' }, entry(7)]);
    expect(s.getState().entries).toHaveLength(2);
    expect(s.getState().entries[1]!.title).toBe('Fertig');
  });
});
