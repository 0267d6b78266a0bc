// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readItem, removeItem, writeItem } from './expiring.ts';

const NOW = new Date('2025-06-01T10:00:00Z');
const DAY = 86_400_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('writeItem', () => {
  it('stores { value, expirationDatetime } with a 365-day default', () => {
    expect(writeItem('k', { a: 1 })).toBe(true);
    expect(JSON.parse(localStorage.getItem('k') ?? '')).toEqual({
      value: { a: 1 },
      expirationDatetime: new Date(NOW.getTime() + 365 * DAY).toISOString(),
    });
  });

  it('honours a custom lifetime in days', () => {
    writeItem('ticker', 7, { days: 1 });
    expect(JSON.parse(localStorage.getItem('ticker') ?? '').expirationDatetime).toBe(
      '2025-06-02T10:00:00.000Z',
    );
  });

  it('returns false instead of throwing when the quota is exceeded', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeItem('k', 'v')).toBe(false);
  });

  it('returns false for values JSON cannot hold', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(writeItem('k', cyclic)).toBe(false);
  });
});

describe('readItem', () => {
  it('reads a value back until it expires, then removes it', () => {
    writeItem('k', 'v', { days: 1 });
    vi.setSystemTime(NOW.getTime() + DAY - 1);
    expect(readItem('k')).toBe('v');
    vi.setSystemTime(NOW.getTime() + DAY);
    expect(readItem('k')).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('returns null for an absent key', () => {
    expect(readItem('nothing')).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['a bare value', '"just a string"'],
    ['no expiry', JSON.stringify({ value: 1 })],
    ['no value', JSON.stringify({ expirationDatetime: '2099-01-01T00:00:00Z' })],
    ['an unparsable expiry', JSON.stringify({ value: 1, expirationDatetime: 'tomorrow-ish' })],
    ['null', 'null'],
  ])('removes a corrupt entry (%s)', (_label, raw) => {
    localStorage.setItem('k', raw);
    expect(readItem('k')).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('accepts an epoch-ms expiry from older entries', () => {
    localStorage.setItem(
      'k',
      JSON.stringify({ value: 'old', expirationDatetime: NOW.getTime() + 1000 }),
    );
    expect(readItem('k')).toBe('old');
  });

  it('removes an entry whose value fails the parse function', () => {
    writeItem('k', { lang: 'fr' });
    const parse = (v: unknown) => {
      const lang = (v as { lang?: unknown } | null)?.lang;
      return lang === 'de' || lang === 'en' ? lang : undefined;
    };
    expect(readItem('k', parse)).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
    writeItem('k', { lang: 'en' });
    expect(readItem('k', parse)).toBe('en');
  });

  it('returns null when getItem throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readItem('k')).toBeNull();
  });
});

describe('with localStorage itself blocked', () => {
  it('never throws on read, write or remove', () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      expect(() => localStorage).toThrow();
      expect(writeItem('k', 'v')).toBe(false);
      expect(readItem('k')).toBeNull();
      expect(() => removeItem('k')).not.toThrow();
    } finally {
      if (descriptor) Object.defineProperty(window, 'localStorage', descriptor);
    }
  });

  it('never throws when removeItem throws', () => {
    localStorage.setItem('k', '{bad');
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('nope');
    });
    expect(readItem('k')).toBeNull();
  });
});
