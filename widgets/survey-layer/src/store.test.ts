// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createSurveyStore } from './store.ts';

describe('createSurveyStore', () => {
  it('goes idle -> loading -> open -> closed', () => {
    const store = createSurveyStore();
    expect(store.getState().status).toBe('idle');
    store.getState().load();
    expect(store.getState().status).toBe('loading');
    const content = document.createDocumentFragment();
    store.getState().open(content);
    expect(store.getState()).toMatchObject({ status: 'open', content });
    store.getState().close();
    expect(store.getState()).toMatchObject({ status: 'closed', content: null });
  });
});
