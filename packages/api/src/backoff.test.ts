import { describe, expect, it } from 'vitest';
import { RETRY_CAP_MS, backoffDelay, jitter, retryAfterMs } from './backoff.ts';

describe('backoff', () => {
  it('doubles the delay per attempt up to the cap', () => {
    expect([1, 2, 3, 4].map(backoffDelay)).toEqual([300, 600, 1200, 2400]);
    expect(backoffDelay(20)).toBe(RETRY_CAP_MS);
  });

  it('jitters between half and the full delay, never zero', () => {
    expect(jitter(1000, () => 0)).toBe(500);
    expect(jitter(1000, () => 0.999999)).toBeCloseTo(1000, 2);
    for (let i = 0; i < 100; i += 1) {
      const d = jitter(600);
      expect(d).toBeGreaterThanOrEqual(300);
      expect(d).toBeLessThanOrEqual(600);
    }
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2025-05-01T12:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Thu, 01 May 2025 12:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Thu, 01 May 2025 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
