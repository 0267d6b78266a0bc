import { afterEach, describe, expect, it, vi } from 'vitest';
import filters from './age.js';

/** The headers nginx would send for a stored ticker answer, as njs hands them to the filter. */
function answer(headers: Record<string, string>) {
  return { headersOut: { ...headers } as Record<string, string | undefined> };
}

describe('the cache keeps the ticker Age current (age.js)', () => {
  afterEach(() => vi.useRealTimers());

  it('a copy stored 1.5 s ago is 1 s old, not the Age the origin sent when it was stored', () => {
    vi.useFakeTimers({ now: 1_800_000_000_000 });
    const stored = answer({ Age: '0', 'X-Generated-At': String(1_800_000_000_000 - 1_500) });
    filters.correctAge(stored);
    expect(stored.headersOut.Age).toBe('1');
  });

  it('counts from the moment the origin produced the answer (its own Age included)', () => {
    vi.useFakeTimers({ now: 1_800_000_000_000 });
    // The origin held the answer 1.2 s itself (Age 1) and the cache 1.9 s more: 3.1 s.
    const stored = answer({ Age: '1', 'X-Generated-At': String(1_800_000_000_000 - 3_100) });
    filters.correctAge(stored);
    expect(stored.headersOut.Age).toBe('3');
  });

  it('the origin-only header never reaches a reader', () => {
    const stored = answer({ Age: '0', 'X-Generated-At': String(Date.now()) });
    filters.correctAge(stored);
    expect(stored.headersOut).not.toHaveProperty('X-Generated-At');
  });

  it('an answer without the header, or with a hostile one, keeps its Age', () => {
    for (const generatedAt of [undefined, 'soon', '-5', '']) {
      const stored = answer(
        generatedAt === undefined ? { Age: '2' } : { Age: '2', 'X-Generated-At': generatedAt },
      );
      filters.correctAge(stored);
      expect(stored.headersOut.Age).toBe('2');
    }
  });

  it('a clock step backwards never makes an answer younger than 0', () => {
    vi.useFakeTimers({ now: 1_800_000_000_000 });
    const stored = answer({ Age: '0', 'X-Generated-At': String(1_800_000_000_000 + 4_000) });
    filters.correctAge(stored);
    expect(stored.headersOut.Age).toBe('0');
  });
});
