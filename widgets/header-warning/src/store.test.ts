import { describe, expect, it } from 'vitest';
import { createHeaderWarningStore } from './store.ts';

describe('createHeaderWarningStore', () => {
  it('starts loading, shows a warning and hides it again', () => {
    const store = createHeaderWarningStore();
    expect(store.getState().status).toBe('loading');
    store.getState().show({ title: 'T', text: 'x' });
    expect(store.getState()).toMatchObject({ status: 'shown', warning: { title: 'T', text: 'x' } });
    store.getState().hide();
    expect(store.getState()).toMatchObject({ status: 'hidden', warning: null });
  });

  it('gives every instance its own state', () => {
    const a = createHeaderWarningStore();
    const b = createHeaderWarningStore();
    a.getState().show({ title: 'A', text: '' });
    expect(b.getState().status).toBe('loading');
  });
});
