// The reference CMS under load (issue 11): VISITORS simulated readers poll one live ticker every
// INTERVAL_MS for DURATION_MS, on loopback, as the widget does (If-Modified-Since after the first
// answer). Bounded in count and time; the figures are reported, never asserted.
import { summariseLoad, type LoadSample, type LoadSummary } from './summary.ts';

export const VISITORS = 500;
export const INTERVAL_MS = 2000;
export const DURATION_MS = 30_000;
/** nginx's $upstream_cache_status values of a request that went on to the origin. */
const ORIGIN_CACHE_STATES = new Set(['MISS', 'EXPIRED', 'REVALIDATED', 'BYPASS']);

/** Whether an answer came from the CMS itself: no cache in front (no X-Cache), or one that went on. */
export const reachedOrigin = (xCache: string | null | undefined): boolean =>
  xCache == null || ORIGIN_CACHE_STATES.has(xCache);
/** A request that takes longer than this is counted as failed (and the visitor goes on). */
const REQUEST_TIMEOUT_MS = 10_000;

/** Bytes of a response as they crossed the wire, without TLS: status line, headers, body. */
function responseBytes(response: Response, body: ArrayBuffer): number {
  let bytes = `HTTP/1.1 ${response.status} ${response.statusText}\r\n`.length + 2;
  response.headers.forEach((value, name) => (bytes += name.length + value.length + 4));
  return bytes + body.byteLength;
}

async function visitor(
  url: string,
  startAt: number,
  endAt: number,
  samples: LoadSample[],
): Promise<void> {
  let lastModified: string | null = null;
  let next = startAt;
  while (next < endAt) {
    const wait = next - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const started = performance.now();
    try {
      const response: Response = await fetch(url, {
        headers: lastModified ? { 'If-Modified-Since': lastModified } : {},
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const body = await response.arrayBuffer();
      lastModified = response.headers.get('Last-Modified') ?? lastModified;
      const cache = response.headers.get('X-Cache');
      samples.push({
        status: response.status,
        latencyMs: performance.now() - started,
        bytes: responseBytes(response, body),
        // Behind the cache: what it fetched or revalidated for this request reached the CMS
        // (HIT and UPDATING were answered from the cache).
        fromOrigin: reachedOrigin(cache),
      });
    } catch {
      samples.push({
        status: 0,
        latencyMs: performance.now() - started,
        bytes: 0,
        fromOrigin: false,
      });
    }
    // The widget waits for the answer, then the interval (as its poller does).
    next = Math.max(next + INTERVAL_MS, performance.now());
  }
}

/** Runs the load against `tickerUrl` and summarises it. */
export async function runTickerLoad(
  tickerUrl: string,
  { visitors = VISITORS, durationMs = DURATION_MS } = {},
): Promise<LoadSummary> {
  const samples: LoadSample[] = [];
  const begin = performance.now();
  const endAt = begin + durationMs;
  // Visitors arrive evenly spread over the first interval, as readers of a page do.
  await Promise.all(
    Array.from({ length: visitors }, (_, i) =>
      visitor(tickerUrl, begin + (i * INTERVAL_MS) / visitors, endAt, samples),
    ),
  );
  return summariseLoad(samples, visitors, performance.now() - begin);
}
