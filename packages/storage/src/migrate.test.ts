// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureStorage, resetStorageConfig } from './config.ts';
import { readCookie, writeCookie } from './cookies.ts';
import { readItem, writeItem } from './expiring.ts';
import { migrateCookieToStorage } from './migrate.ts';

const NAME = 'FBDE_WAM_SELECTION';
const dropSavedAt = (v: unknown) => {
  const { savedAt: _savedAt, ...rest } = v as Record<string, unknown>;
  return rest;
};

beforeEach(() => {
  configureStorage({ cookieDomain: '' });
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = `${NAME}=; path=/; max-age=0`;
  resetStorageConfig();
});

describe('migrateCookieToStorage', () => {
  it('moves the cookie JSON into storage (transformed) and clears the cookie', () => {
    writeCookie(NAME, JSON.stringify({ client: '_22', season: '_2526', savedAt: 123 }));
    expect(migrateCookieToStorage(NAME, dropSavedAt)).toBe(true);
    expect(readItem(NAME)).toEqual({ client: '_22', season: '_2526' });
    expect(readCookie(NAME)).toBeNull();
  });

  it('uses another storage key and lifetime when asked', () => {
    writeCookie(NAME, '[1,2]');
    expect(migrateCookieToStorage(NAME, undefined, { key: 'other', days: 2 })).toBe(true);
    expect(readItem('other')).toEqual([1, 2]);
    const stored = JSON.parse(localStorage.getItem('other') ?? '');
    expect(Date.parse(stored.expirationDatetime) - Date.now()).toBeLessThanOrEqual(2 * 86_400_000);
  });

  it('does nothing without the cookie', () => {
    expect(migrateCookieToStorage(NAME)).toBe(false);
    expect(localStorage.length).toBe(0);
  });

  it('clears a corrupt cookie without storing anything', () => {
    writeCookie(NAME, '{not json');
    expect(migrateCookieToStorage(NAME)).toBe(false);
    expect(readCookie(NAME)).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('clears the cookie when the transform discards the value', () => {
    writeCookie(NAME, '{"a":1}');
    expect(migrateCookieToStorage(NAME, () => undefined)).toBe(false);
    expect(readCookie(NAME)).toBeNull();
  });

  it('keeps an existing stored value and clears the stale cookie', () => {
    writeItem(NAME, { client: 'new' });
    writeCookie(NAME, '{"client":"old"}');
    expect(migrateCookieToStorage(NAME)).toBe(false);
    expect(readItem(NAME)).toEqual({ client: 'new' });
    expect(readCookie(NAME)).toBeNull();
  });

  it('keeps the cookie when storage refuses the write, so nothing is lost', () => {
    writeCookie(NAME, '{"client":"_22"}');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(migrateCookieToStorage(NAME)).toBe(false);
    expect(readCookie(NAME)).toBe('{"client":"_22"}');
  });

  it('moves cookie JSON holding a __proto__ key as data, never as a prototype', () => {
    writeCookie('FBDE_PROTO', '{"__proto__":{"isAdmin":true},"level":"x"}');
    expect(migrateCookieToStorage('FBDE_PROTO')).toBe(true);
    const stored = readItem<Record<string, unknown>>('FBDE_PROTO');
    expect(stored?.level).toBe('x');
    expect(stored?.isAdmin).toBeUndefined();
    expect(stored && Object.getOwnPropertyDescriptor(stored, '__proto__')?.value).toEqual({
      isAdmin: true,
    });
  });
});
