import { describe, expect, it } from 'vitest';
import { createCookieConsentStore } from './store.ts';

describe('createCookieConsentStore', () => {
  it('keeps a draft of the checkboxes', () => {
    const store = createCookieConsentStore({ functional: false, marketing: false });
    store.getState().setCategory('functional', true);
    expect(store.getState().draft).toEqual({ functional: true, marketing: false });
  });

  it('answering closes a reopened layer and shows the confirmation', () => {
    const store = createCookieConsentStore({ functional: false, marketing: false });
    store.getState().reopen({ functional: true, marketing: false }, null);
    expect(store.getState()).toMatchObject({
      reopened: true,
      draft: { functional: true, marketing: false },
    });
    store.getState().answer();
    expect(store.getState()).toMatchObject({ answered: true, reopened: false, confirmation: true });
    store.getState().hideConfirmation();
    expect(store.getState().confirmation).toBe(false);
  });

  it('reopening starts from the stored choice, not an old draft', () => {
    const store = createCookieConsentStore({ functional: false, marketing: false });
    store.getState().setCategory('marketing', true);
    store.getState().reopen({ functional: false, marketing: false }, null);
    expect(store.getState().draft).toEqual({ functional: false, marketing: false });
    store.getState().closeSettings();
    expect(store.getState().reopened).toBe(false);
  });
});
