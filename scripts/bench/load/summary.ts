// Arithmetic of the load run: pure, unit-tested.

export interface LoadSample {
  /** HTTP status; 0 for a failed request (network error or timeout). */
  status: number;
  latencyMs: number;
  /** Response bytes on the wire (status line, headers, body). */
  bytes: number;
  /** Answered by the CMS itself (no cache in front, or the cache's MISS/EXPIRED/REVALIDATED). */
  fromOrigin: boolean;
}

export interface LoadSummary {
  requests: number;
  failed: number;
  requestsPerSecond: number;
  /** Requests per second that reached the CMS (all of them without a cache in front). */
  originRequestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Share of answered requests that were 304 Not Modified (0…1). */
  notModifiedShare: number;
  bytesPerVisitorPerMinute: number;
  durationMs: number;
}

/** Nearest-rank percentile (p in 0…100) of unsorted values; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export function summariseLoad(
  samples: readonly LoadSample[],
  visitors: number,
  durationMs: number,
): LoadSummary {
  const answered = samples.filter((s) => s.status !== 0);
  const latencies = answered.map((s) => s.latencyMs);
  const bytes = samples.reduce((sum, s) => sum + s.bytes, 0);
  const minutes = durationMs / 60_000;
  return {
    requests: samples.length,
    failed: samples.length - answered.length,
    requestsPerSecond: samples.length / (durationMs / 1000),
    originRequestsPerSecond: samples.filter((s) => s.fromOrigin).length / (durationMs / 1000),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    notModifiedShare: answered.length
      ? answered.filter((s) => s.status === 304).length / answered.length
      : 0,
    bytesPerVisitorPerMinute: visitors > 0 && minutes > 0 ? bytes / visitors / minutes : 0,
    durationMs,
  };
}
