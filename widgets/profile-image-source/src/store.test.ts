import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@anstoss/api';
import { createSourceStore } from './store.ts';

/** A switch whose answers the test gives: `answer()` resolves, `refuse()` rejects the last one. */
function switchEndpoint() {
  const calls: string[] = [];
  let settle: { resolve: () => void; reject: (e: unknown) => void } | null = null;
  const send = vi.fn(
    (value: string) =>
      new Promise<void>((resolve, reject) => {
        calls.push(value);
        settle = { resolve, reject };
      }),
  );
  return {
    send,
    calls,
    answer: () => settle?.resolve(),
    refuse: () => settle?.reject(new ApiError('http', 'HTTP 500', { status: 500 })),
  };
}

describe('profile image source (spec §4 Profile)', () => {
  it('selecting only marks an option; committing it starts the switch', async () => {
    const api = switchEndpoint();
    const store = createSourceStore('avatar', false, api.send);
    store.getState().select('club');
    expect(api.calls).toEqual([]);
    const end = store.getState().commit('photo');
    expect(store.getState().switchAction.getState().status).toBe('pending');
    api.answer();
    expect((await end)?.status).toBe('success');
    expect(api.calls).toEqual(['club']);
    expect(store.getState().current).toBe('club');
  });
  it('one switch at a time', () => {
    const api = switchEndpoint();
    const store = createSourceStore('avatar', false, api.send);
    store.getState().select('club');
    store.getState().commit('photo');
    store.getState().select('avatar');
    expect(store.getState().commit('photo')).toBeNull();
    expect(api.calls).toEqual(['club']);
    expect(store.getState().selected).toBe('club');
  });
  it('the shown source needs no switch', () => {
    const api = switchEndpoint();
    const store = createSourceStore('avatar', false, api.send);
    expect(store.getState().commit('photo')).toBeNull();
    expect(api.calls).toEqual([]);
  });
  it('the own photo without a saved crop waits for imageSaved', async () => {
    const api = switchEndpoint();
    const store = createSourceStore('avatar', false, api.send);
    store.getState().select('photo');
    expect(store.getState().commit('photo')).toBeNull();
    expect(store.getState().waiting).toBe(true);
    const end = store.getState().imageSaved('photo');
    expect(store.getState()).toMatchObject({ waiting: false, hasImage: true });
    api.answer();
    expect((await end)?.status).toBe('success');
    expect(api.calls).toEqual(['photo']);
  });
  it('the own photo with a saved image switches at once', () => {
    const api = switchEndpoint();
    const store = createSourceStore('avatar', true, api.send);
    store.getState().select('photo');
    expect(store.getState().commit('photo')).not.toBeNull();
  });
  it('a crop save switches to the own photo by itself; without a crop value it only notes it', () => {
    const api = switchEndpoint();
    const store = createSourceStore('avatar', false, api.send);
    expect(store.getState().imageSaved('photo')).not.toBeNull();
    expect(store.getState().selected).toBe('photo');
    const plain = createSourceStore('avatar', false, api.send);
    expect(plain.getState().imageSaved(undefined)).toBeNull();
    expect(plain.getState().hasImage).toBe(true);
  });
  it('a new selection ends the wait for a crop save', () => {
    const api = switchEndpoint();
    const store = createSourceStore('avatar', false, api.send);
    store.getState().select('photo');
    store.getState().commit('photo');
    store.getState().select('club');
    expect(store.getState()).toMatchObject({ selected: 'club', waiting: false });
  });
  it('a failure can be retried; a new selection forgets it', async () => {
    const api = switchEndpoint();
    const store = createSourceStore('avatar', false, api.send);
    store.getState().select('club');
    const end = store.getState().commit(undefined);
    api.refuse();
    expect((await end)?.status).toBe('error');
    expect(store.getState().current).toBe('avatar');
    const again = store.getState().commit(undefined);
    expect(again).not.toBeNull();
    api.refuse();
    expect((await again)?.status).toBe('error');
    store.getState().select('avatar');
    expect(store.getState().switchAction.getState().status).toBe('idle');
  });
});
