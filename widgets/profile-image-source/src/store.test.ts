import { describe, expect, it } from 'vitest';
import { createSourceStore } from './store.ts';

describe('profile image source (spec §4 Profile)', () => {
  it('choosing a source starts the switch', () => {
    const store = createSourceStore('avatar', false);
    expect(store.getState().choose('club', 'photo')).toBe(true);
    expect(store.getState()).toMatchObject({ selected: 'club', status: 'switching' });
  });
  it('one switch at a time', () => {
    const store = createSourceStore('avatar', false);
    store.getState().choose('club', 'photo');
    expect(store.getState().choose('avatar', 'photo')).toBe(false);
  });
  it('the own photo without a saved crop waits for imageSaved', () => {
    const store = createSourceStore('avatar', false);
    expect(store.getState().choose('photo', 'photo')).toBe(false);
    expect(store.getState().status).toBe('waiting');
    expect(store.getState().imageSaved('photo')).toBe('photo');
    expect(store.getState()).toMatchObject({ status: 'switching', hasImage: true });
  });
  it('the own photo with a saved image switches at once', () => {
    const store = createSourceStore('avatar', true);
    expect(store.getState().choose('photo', 'photo')).toBe(true);
  });
  it('a crop save switches to the own photo by itself; without a crop value it only notes it', () => {
    const store = createSourceStore('avatar', false);
    expect(store.getState().imageSaved('photo')).toBe('photo');
    const plain = createSourceStore('avatar', false);
    expect(plain.getState().imageSaved(undefined)).toBeNull();
    expect(plain.getState().hasImage).toBe(true);
  });
  it('selecting only marks an option; the shown source needs no switch', () => {
    const store = createSourceStore('avatar', false);
    store.getState().select('club');
    expect(store.getState()).toMatchObject({ selected: 'club', status: 'idle' });
    expect(store.getState().choose('avatar', 'photo')).toBe(false);
    expect(store.getState()).toMatchObject({ selected: 'avatar', status: 'idle' });
  });
  it('a new selection ends the wait for a crop save', () => {
    const store = createSourceStore('avatar', false);
    store.getState().choose('photo', 'photo');
    store.getState().select('club');
    expect(store.getState()).toMatchObject({ selected: 'club', status: 'idle' });
  });
  it('a failure can be retried', () => {
    const store = createSourceStore('avatar', false);
    store.getState().choose('club', undefined);
    store.getState().failed({ key: 'javascript.error.message.unknown_error' });
    expect(store.getState().status).toBe('error');
    expect(store.getState().choose('club', undefined)).toBe(true);
  });
});
