import { describe, expect, it } from 'vitest';
import type { StreamEntry } from '@anstoss/api/media';
import { createMediaStreamStore } from './store.ts';

const page = (from: number, n: number, total: number) => ({
  meta: { overallamount: total, amount: n },
  entries: Array.from({ length: n }, (_, i): StreamEntry => ({
    id: `s${from + i}`,
    type: 'image',
    title: `t${from + i}`,
    url: '/x',
  })),
});

describe('media-stream store', () => {
  it('appends pages, renumbers and keeps uid; a stale page changes nothing', () => {
    const store = createMediaStreamStore();
    store.getState().pageLoaded(0, page(0, 100, 250));
    store.getState().pageLoaded(100, page(100, 100, 250));
    const s = store.getState();
    expect(s.entries).toHaveLength(200);
    expect(s.entries[150]).toMatchObject({ id: '151', uid: 's150' });
    store.getState().pageLoaded(100, page(100, 100, 250));
    expect(store.getState().entries).toHaveLength(200);
  });

  it('re-pads earlier ids when the total grows a digit', () => {
    const store = createMediaStreamStore();
    store.getState().pageLoaded(0, page(0, 2, 9));
    expect(store.getState().entries[0]?.id).toBe('1');
    store.getState().pageLoaded(2, page(2, 2, 10));
    expect(store.getState().entries.map((e) => e.id)).toEqual(['01', '02', '03', '04']);
  });

  it('big view opens, steps with wrap-around, closes; upload sub-view', () => {
    const store = createMediaStreamStore();
    store.getState().pageLoaded(0, page(0, 3, 3));
    store.getState().openItem(0);
    store.getState().step(-1);
    expect(store.getState()).toMatchObject({ view: 'item', current: 2 });
    store.getState().step(1);
    expect(store.getState().current).toBe(0);
    store.getState().close();
    expect(store.getState().view).toBe('stream');
    store.getState().openUpload();
    expect(store.getState().view).toBe('upload');
  });

  it('a failed first page is an error; a failed further page keeps the entries', () => {
    const store = createMediaStreamStore();
    store.getState().failed();
    expect(store.getState().status).toBe('error');
    const other = createMediaStreamStore();
    other.getState().pageLoaded(0, page(0, 1, 5));
    other.getState().failed();
    expect(other.getState()).toMatchObject({ status: 'ready', more: 'error' });
  });
});
