// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://www.fussball.de/spiel/"}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureStorage, defaultCookieDomain, resetStorageConfig } from './config.ts';
import { deleteCookie, readCookie, readCookies, serializeCookie, writeCookie } from './cookies.ts';
import { parseStoredJson } from './json.ts';

function clearAllCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (!name) continue;
    document.cookie = `${name}=; path=/; max-age=0`;
    document.cookie = `${name}=; path=/; domain=.fussball.de; max-age=0`;
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  clearAllCookies();
  resetStorageConfig();
  vi.useRealTimers();
});

describe('serializeCookie', () => {
  it('uses path /, SameSite=Lax and the parent domain of the page by default', () => {
    expect(location.hostname).toBe('www.fussball.de');
    expect(defaultCookieDomain()).toBe('.fussball.de');
    expect(serializeCookie('FBDE_X', 'v')).toBe(
      'FBDE_X=v; path=/; domain=.fussball.de; SameSite=Lax; Secure',
    );
  });

  it('uses the configured domain; an empty domain means host-only', () => {
    configureStorage({ cookieDomain: '.example.de' });
    expect(serializeCookie('A', '1', { secure: false })).toBe(
      'A=1; path=/; domain=.example.de; SameSite=Lax',
    );
    configureStorage({ cookieDomain: '' });
    expect(serializeCookie('A', '1', { secure: false })).toBe('A=1; path=/; SameSite=Lax');
  });

  it('writes expires and max-age from (fractional) days', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T12:00:00Z'));
    const cookie = serializeCookie('T', 'x', { days: 0.0035, domain: '', secure: false });
    expect(cookie).toContain('max-age=302');
    expect(cookie).toContain('expires=Sat, 01 Mar 2025 12:05:02 GMT');
    expect(serializeCookie('T', 'x', { days: 100, domain: '' })).toContain('max-age=8640000');
  });

  it('forces Secure for SameSite=None', () => {
    expect(serializeCookie('N', 'x', { sameSite: 'None', secure: false, domain: '' })).toMatch(
      /SameSite=None; Secure$/,
    );
  });

  it('percent-encodes characters that would break the cookie header', () => {
    expect(serializeCookie('J', '{"a":"b c;d,e"}', { domain: '', secure: false })).toMatch(
      /^J=\{%22a%22:%22b%20c%3Bd%2Ce%22\}; /,
    );
  });
});

describe('readCookie / writeCookie / deleteCookie', () => {
  it('round-trips values, including JSON and non-ASCII text', () => {
    expect(
      writeCookie('FBDE_WAM_SELECTION', JSON.stringify({ club: 'Eintracht Höchst 😀', n: 1 })),
    ).toBe(true);
    expect(JSON.parse(readCookie('FBDE_WAM_SELECTION') ?? '')).toEqual({
      club: 'Eintracht Höchst 😀',
      n: 1,
    });
    expect(document.cookie).toContain('FBDE_WAM_SELECTION=');
  });

  it('returns null for an absent cookie and does not match prefixes', () => {
    writeCookie('FBDE_LOGIN_X', '1');
    expect(readCookie('FBDE_LOGIN')).toBeNull();
  });

  it('tolerates undecodable values written by other code', () => {
    document.cookie = 'LEGACY=100%; path=/';
    expect(readCookie('LEGACY')).toBe('100%');
  });

  it('refuses invalid names instead of corrupting the header', () => {
    expect(writeCookie('bad name;', 'x')).toBe(false);
    expect(writeCookie('', 'x')).toBe(false);
  });

  it('deletes both the domain cookie and a host-only twin', () => {
    document.cookie = 'DUP=host; path=/';
    writeCookie('DUP', 'domain');
    expect(document.cookie.match(/DUP=/g)).toHaveLength(2);
    deleteCookie('DUP');
    expect(readCookie('DUP')).toBeNull();
    expect(document.cookie).not.toContain('DUP=');
  });

  it('never throws when document.cookie is blocked', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const get = vi.spyOn(Document.prototype, 'cookie', 'get').mockImplementation(blocked);
    const set = vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(blocked);
    try {
      expect(readCookie('X')).toBeNull();
      expect(writeCookie('X', '1')).toBe(false);
      expect(() => deleteCookie('X')).not.toThrow();
    } finally {
      get.mockRestore();
      set.mockRestore();
    }
  });
});

describe('cookie names and JSON keys that name Object.prototype members', () => {
  it('reads a cookie named __proto__ or constructor as one more entry of a Map', () => {
    document.cookie = '__proto__=evil; path=/';
    document.cookie = 'constructor=c; path=/';
    document.cookie = 'FBDE_A=1; path=/';
    const all = readCookies();
    expect(all).toBeInstanceOf(Map);
    expect(all.get('__proto__')).toBe('evil');
    expect(all.get('constructor')).toBe('c');
    expect(all.get('FBDE_A')).toBe('1');
    expect(readCookie('__proto__')).toBe('evil');
    expect(readCookie('toString')).toBeNull();
    expect(readCookie('hasOwnProperty')).toBeNull();
  });

  it('parses cookie JSON into null-prototype objects, keeping __proto__ as an own key', () => {
    const value = parseStoredJson(
      '{"__proto__":{"polluted":true},"constructor":"c","nested":{"__proto__":[1]}}',
    ) as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBeNull();
    expect(Object.keys(value)).toEqual(['__proto__', 'constructor', 'nested']);
    expect(Object.getOwnPropertyDescriptor(value, '__proto__')?.value).toEqual({ polluted: true });
    const nested = value.nested as Record<string, unknown>;
    expect(Object.getPrototypeOf(nested)).toBeNull();
    expect(Object.getOwnPropertyDescriptor(nested, '__proto__')?.value).toEqual([1]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
