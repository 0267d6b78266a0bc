import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '@anstoss/storage';
import { on } from './events.ts';
import {
  createServiceConsentStore,
  isServiceConsented,
  MAX_SERVICES,
  parseServiceConsent,
  serializeServiceConsent,
  serviceConsentCookieName,
  withService,
  withoutService,
} from './serviceConsent.ts';
import { clearCookies } from './testing/fakes.ts';

const COOKIE = 'FBDE_CONSENT_SERVICES';
const setCookie = (value: string): void => {
  document.cookie = `${COOKIE}=${encodeURIComponent(value)}; path=/`;
};
const NONE = { functional: false, marketing: false };

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  clearCookies();
});

describe('parseServiceConsent', () => {
  it('reads JSON service → true into a sorted list', () => {
    expect(parseServiceConsent('{"tv-player":true,"sport-tv":true}')).toEqual([
      'sport-tv',
      'tv-player',
    ]);
    expect(parseServiceConsent('{}')).toEqual([]);
  });

  it.each([
    ['null', null],
    ['empty', ''],
    ['not JSON', '{tv-player:true'],
    ['an array', '["tv-player"]'],
    ['a number', '42'],
    ['JSON null', 'null'],
    ['a value other than true', '{"tv-player":"true"}'],
    ['false next to true', '{"tv-player":true,"sport-tv":false}'],
    ['a __proto__ key', '{"__proto__":true}'],
    ['an invalid name', '{"TV Player":true}'],
    ['a nested object', '{"tv-player":{"x":true}}'],
  ])('garbage (%s) is no consent at all', (_label, raw) => {
    expect(parseServiceConsent(raw)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('names of Object.prototype members are plain entries, never prototype lookups', () => {
    expect(parseServiceConsent('{"constructor":true}')).toEqual(['constructor']);
    expect(isServiceConsented('tostring', NONE, parseServiceConsent('{"constructor":true}'))).toBe(
      false,
    );
  });

  it('too many entries is garbage', () => {
    const many = Array.from({ length: MAX_SERVICES + 1 }, (_, i) => `s${i}`);
    expect(parseServiceConsent(serializeServiceConsent(many))).toEqual([]);
  });

  it('the cookie name follows the product prefix', () => {
    expect(serviceConsentCookieName('FBDE')).toBe('FBDE_CONSENT_SERVICES');
  });
});

describe('list rules', () => {
  it('withService adds a valid name once, sorted; withoutService removes it', () => {
    expect(withService(['tv-player'], 'a-tv')).toEqual(['a-tv', 'tv-player']);
    const same = ['tv-player'];
    expect(withService(same, 'tv-player')).toBe(same);
    expect(withService(same, '__proto__')).toBe(same);
    expect(withoutService(['a-tv', 'tv-player'], 'a-tv')).toEqual(['tv-player']);
    expect(withoutService(same, 'other')).toBe(same);
  });

  it('serializes without duplicates', () => {
    expect(serializeServiceConsent(['b', 'a', 'b'])).toBe('{"a":true,"b":true}');
  });
});

describe('isServiceConsented (the consent decision)', () => {
  it('marketing in the cookie layer consents every video service', () => {
    expect(isServiceConsented('tv-player', { functional: false, marketing: true }, [])).toBe(true);
  });
  it('functional alone does not', () => {
    expect(isServiceConsented('tv-player', { functional: true, marketing: false }, [])).toBe(false);
  });
  it('a remembered service is consented, another one is not', () => {
    expect(isServiceConsented('tv-player', NONE, ['tv-player'])).toBe(true);
    expect(isServiceConsented('sport-tv', NONE, ['tv-player'])).toBe(false);
  });
  it('a one-time "Video laden" consents this player', () => {
    expect(isServiceConsented('tv-player', NONE, [], true)).toBe(true);
  });
});

describe('service consent store', () => {
  it('remember writes the cookie for 100 days; withdraw removes it and emits the event', () => {
    const store = createServiceConsentStore('FBDE', '');
    const withdrawn = vi.fn();
    const off = on('serviceConsentWithdrawn', withdrawn);
    store.remember('tv-player');
    expect(store.getState().services).toEqual(['tv-player']);
    expect(readCookie(COOKIE)).toBe('{"tv-player":true}');
    store.remember('sport-tv');
    expect(parseServiceConsent(readCookie(COOKIE))).toEqual(['sport-tv', 'tv-player']);
    store.withdraw('tv-player');
    expect(store.getState().services).toEqual(['sport-tv']);
    expect(withdrawn).toHaveBeenCalledWith({ service: 'tv-player' });
    store.withdraw('sport-tv');
    expect(readCookie(COOKIE)).toBeNull();
    off();
  });

  it('starts from the cookie; a garbage cookie is no consent and is not overwritten by reading', () => {
    setCookie('{"tv-player":true}');
    expect(createServiceConsentStore('FBDE', '').getState().services).toEqual(['tv-player']);
    setCookie('%%%garbage');
    expect(createServiceConsentStore('FBDE', '').getState().services).toEqual([]);
  });

  it('polls while subscribed: a withdrawal in another tab closes players here too', () => {
    setCookie('{"tv-player":true}');
    const store = createServiceConsentStore('FBDE', '');
    const withdrawn = vi.fn();
    const off = on('serviceConsentWithdrawn', withdrawn);
    const unsubscribe = store.subscribe(() => undefined);
    setCookie('{}');
    vi.advanceTimersByTime(60);
    expect(store.getState().services).toEqual([]);
    expect(withdrawn).toHaveBeenCalledWith({ service: 'tv-player' });
    unsubscribe();
    off();
  });
});
