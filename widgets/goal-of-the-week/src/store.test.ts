import { describe, expect, it } from 'vitest';
import { createSubmissionStore } from './store.ts';

describe('submission store (spec §4 Goal of the week)', () => {
  it('opening an item makes it the only active one; closing sets it inactive', () => {
    const store = createSubmissionStore();
    store.getState().open('a');
    store.getState().open('b');
    expect(store.getState().activeId).toBe('b');
    store.getState().close('a');
    expect(store.getState().activeId).toBe('b');
    store.getState().close('b');
    expect(store.getState().activeId).toBeNull();
    store.getState().toggle('a');
    store.getState().toggle('a');
    expect(store.getState().activeId).toBeNull();
  });

  it('keeps each item’s typed values when another opens', () => {
    const store = createSubmissionStore();
    store.getState().open('a');
    store.getState().setValue('a', 'scorer', 'Lena');
    store.getState().open('b');
    store.getState().open('a');
    expect(store.getState().forms.a?.values.scorer).toBe('Lena');
  });

  it('a successful submit closes the item and marks it submitted', () => {
    const store = createSubmissionStore();
    store.getState().open('a');
    store.getState().attempt('a');
    store.getState().sendStarted('a');
    store.getState().succeeded('a');
    expect(store.getState()).toMatchObject({ activeId: null, submitted: ['a'] });
  });

  it('a new send forgets the last error of the item', () => {
    const store = createSubmissionStore();
    store.getState().failed('a', { text: 'Offline' }, true);
    store.getState().sendStarted('a');
    expect(store.getState().forms.a).toMatchObject({ error: null, sessionExpired: false });
  });

  it('a failure keeps the values and can be tried again', () => {
    const store = createSubmissionStore();
    store.getState().setValue('a', 'scorer', 'Lena');
    store.getState().attempt('a');
    store.getState().sendStarted('a');
    store.getState().failed('a', { text: 'Offline' }, false);
    expect(store.getState().forms.a).toMatchObject({
      attempted: true,
      error: { text: 'Offline' },
      values: { scorer: 'Lena' },
    });
  });

  it('items can be removed locally', () => {
    const store = createSubmissionStore();
    store.getState().open('a');
    store.getState().remove('a');
    expect(store.getState()).toMatchObject({ removed: ['a'], activeId: null });
  });

  it('consents toggle; the file id and its release are kept for a retry', () => {
    const store = createSubmissionStore();
    store.getState().setConsent('a', 'x', true);
    store.getState().setConsent('a', 'y', true);
    store.getState().setConsent('a', 'x', false);
    expect(store.getState().forms.a?.checked).toEqual(['y']);
    store.getState().fileUploaded('a', 'f-1');
    store.getState().fileReleased('a');
    expect(store.getState().forms.a).toMatchObject({ fileId: 'f-1', released: true });
    store.getState().fileRemoved('a');
    expect(store.getState().forms.a).toMatchObject({ fileId: null, released: false });
  });

  it('draft and restore carry what was typed through a login round trip', () => {
    const store = createSubmissionStore();
    store.getState().open('a');
    store.getState().setValue('a', 'scorer', 'Lena');
    store.getState().setTerms('a', true);
    const draft = store.getState().draft();
    const next = createSubmissionStore();
    next.getState().restore(JSON.parse(JSON.stringify(draft)));
    expect(next.getState().activeId).toBe('a');
    expect(next.getState().forms.a).toMatchObject({
      values: { scorer: 'Lena' },
      terms: true,
      attempted: false,
    });
  });
});
