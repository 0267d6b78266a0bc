import { describe, expect, it } from 'vitest';
import { percentile, summariseLoad } from './summary.ts';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 … 1, unsorted
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('summariseLoad', () => {
  it('counts requests, failures, 304 share and bytes per visitor and minute', () => {
    const summary = summariseLoad(
      [
        { status: 200, latencyMs: 4, bytes: 1000, fromOrigin: true },
        { status: 304, latencyMs: 2, bytes: 200, fromOrigin: false },
        { status: 304, latencyMs: 3, bytes: 200, fromOrigin: false },
        { status: 0, latencyMs: 10_000, bytes: 0, fromOrigin: false },
      ],
      2,
      30_000,
    );
    expect(summary).toMatchObject({ requests: 4, failed: 1, requestsPerSecond: 4 / 30 });
    // Only what the cache in front did not answer reached the CMS.
    expect(summary.originRequestsPerSecond).toBe(1 / 30);
    expect(summary.notModifiedShare).toBeCloseTo(2 / 3);
    expect(summary.p50Ms).toBe(3);
    expect(summary.p99Ms).toBe(4); // failed requests are not latencies
    expect(summary.bytesPerVisitorPerMinute).toBe(1400 / 2 / 0.5);
  });
});
