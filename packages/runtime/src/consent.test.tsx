import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as storage from '@anstoss/storage';
import {
  consentStore,
  createConsentStore,
  parseChoice,
  resetConsentStore,
  saveConsent,
} from './consent.ts';
import { resetConfig } from './config.ts';
import { clearCookies } from './testing/fakes.ts';

vi.mock('@anstoss/storage', async (importOriginal) => {
  const original = await importOriginal<typeof storage>();
  return { ...original, writeCookie: vi.fn(original.writeCookie) };
});

const CHOICE = 'FBDE_COOKIE_SETTINGS_CHOICE';
const DISMISS = 'FBDE_COOKIE_LAYER_DISMISS';
const setCookie = (name: string, value: string): void => {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  clearCookies();
  resetConsentStore();
  resetConfig();
  vi.mocked(storage.writeCookie).mockClear();
});

describe('parseChoice', () => {
  it('reads the JSON choice cookie; anything else means no consent', () => {
    expect(parseChoice('{"functional":true,"marketing":false}')).toEqual({
      functional: true,
      marketing: false,
    });
    expect(parseChoice('{"functional":"yes"}')).toEqual({ functional: false, marketing: false });
    expect(parseChoice('not json')).toEqual({ functional: false, marketing: false });
    expect(parseChoice(null)).toEqual({ functional: false, marketing: false });
  });
});

describe('consent store', () => {
  it('starts from the cookies', () => {
    setCookie(DISMISS, '1');
    setCookie(CHOICE, '{"functional":true,"marketing":true}');
    expect(createConsentStore('FBDE', '').getState()).toEqual({
      dismissed: true,
      choice: { functional: true, marketing: true },
    });
  });

  it('polls the choice cookie every 50 ms while subscribed, and only then', () => {
    const store = createConsentStore('FBDE', '');
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    setCookie(CHOICE, '{"functional":true,"marketing":false}');
    vi.advanceTimersByTime(49);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState().choice).toEqual({ functional: true, marketing: false });

    // Unchanged cookie: no new state, no re-render.
    vi.advanceTimersByTime(500);
    expect(listener).toHaveBeenCalledTimes(1);

    unsubscribe();
    expect(vi.getTimerCount()).toBe(0);
    setCookie(CHOICE, '{"functional":false,"marketing":true}');
    vi.advanceTimersByTime(500);
    expect(store.getState().choice).toEqual({ functional: true, marketing: false });
  });

  it('keeps polling until the last listener leaves', () => {
    const store = createConsentStore('FBDE', '');
    const offA = store.subscribe(() => {});
    const offB = store.subscribe(() => {});
    offA();
    offA(); // a second call must not count twice
    expect(vi.getTimerCount()).toBe(1);
    offB();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('refresh() reads a choice another script wrote, without waiting for the next poll', () => {
    const store = createConsentStore('FBDE', '');
    const unsubscribe = store.subscribe(() => {});
    setCookie(CHOICE, '{"functional":true,"marketing":true}');
    expect(store.getState().choice).toEqual({ functional: false, marketing: false });
    store.refresh();
    expect(store.getState().choice).toEqual({ functional: true, marketing: true });
    unsubscribe();
  });

  it('catches up with a change made while nobody listened', () => {
    const store = createConsentStore('FBDE', '');
    setCookie(DISMISS, '1');
    store.subscribe(() => {});
    expect(store.getState().dismissed).toBe(true);
  });

  it('saveConsent writes both cookies for 100 days, path /, SameSite=Lax, the configured domain', () => {
    const listener = vi.fn();
    const off = consentStore.subscribe(listener);
    saveConsent({ functional: true, marketing: false });
    const options = { days: 100, path: '/', sameSite: 'Lax', domain: '' };
    expect(storage.writeCookie).toHaveBeenCalledWith(DISMISS, '1', options);
    expect(storage.writeCookie).toHaveBeenCalledWith(
      CHOICE,
      '{"functional":true,"marketing":false}',
      options,
    );
    expect(storage.readCookie(CHOICE)).toBe('{"functional":true,"marketing":false}');
    expect(consentStore.getState()).toEqual({
      dismissed: true,
      choice: { functional: true, marketing: false },
    });
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(200); // the poll sees its own write as unchanged
    expect(listener).toHaveBeenCalledTimes(1);
    off();
  });
});
