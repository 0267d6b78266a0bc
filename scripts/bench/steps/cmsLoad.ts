// Step 6: the reference CMS under load (500 readers polling one live ticker) and the bytes of a
// repeat visit of the match page. Reported, never asserted.
import type { Browser } from 'playwright-core';
import { repeatVisit } from '../load/repeatVisit.ts';
import { startNginxCache } from '../load/nginxCache.ts';
import { repoRoot } from '../paths.ts';
import { DURATION_MS, INTERVAL_MS, runTickerLoad, VISITORS } from '../load/tickerLoad.ts';
import type { Row, StepBody } from '../report/types.ts';
import { errorText, kb, ms } from '../util/format.ts';

async function tickerUrlOf(origin: string, matchPath: string): Promise<string> {
  const html = await (await fetch(`${origin}${matchPath}`)).text();
  const base = /data-ticker-url="([^"]+)"/.exec(html)?.[1];
  const id = /data-ticker-id="([^"]+)"/.exec(html)?.[1];
  if (!base || !id) throw new Error(`${matchPath} has no live-ticker host`);
  return `${origin}${base}/ticker-id/${id}`;
}

/** Readers of one ticker through the nginx cache (issue 29): the CMS's load should stay flat. */
export const CACHED_READERS = [100, 500, 2000] as const;
const CACHED_DURATION_MS = 10_000;

export async function cmsLoadStep(
  browser: Browser,
  origin: string,
  matchPath: string | null,
): Promise<StepBody> {
  if (!matchPath)
    return {
      rows: [],
      notes: ['no running game: the match page was not found'],
      status: 'skipped',
    };
  const rows: Row[] = [];
  const notes: string[] = [];
  const data: Record<string, unknown> = {};
  let partial = false;

  try {
    const load = await runTickerLoad(await tickerUrlOf(origin, matchPath));
    data.tickerLoad = load;
    const label = `${VISITORS} readers, ticker every ${INTERVAL_MS / 1000} s`;
    rows.push(
      {
        item: `${label}: requests/s`,
        figure: load.requestsPerSecond.toFixed(0),
        result: `${load.requests} requests, ${load.failed} failed`,
      },
      {
        item: `${label}: latency p50 / p99`,
        figure: `${ms(load.p50Ms, 1)} / ${ms(load.p99Ms, 1)}`,
      },
      { item: `${label}: answered 304`, figure: `${(load.notModifiedShare * 100).toFixed(1)} %` },
      { item: `${label}: bytes per reader per minute`, figure: kb(load.bytesPerVisitorPerMinute) },
    );
    notes.push(
      `load: ${VISITORS} loopback clients for ${DURATION_MS / 1000} s (Node fetch, keep-alive), each waiting for its answer and then ${INTERVAL_MS / 1000} s, If-Modified-Since after the first answer; bytes = status line + headers + body.`,
    );
  } catch (error) {
    partial = true;
    notes.push(`ticker load failed: ${errorText(error)}`);
  }

  try {
    const cache = await startNginxCache(repoRoot, Number(new URL(origin).port));
    if (!cache)
      notes.push(
        'readers through the cache: skipped (no nginx; `apt-get install nginx-light libnginx-mod-http-js`).',
      );
    else {
      try {
        const path = new URL(await tickerUrlOf(origin, matchPath)).pathname;
        const runs: Record<number, unknown> = {};
        for (const readers of CACHED_READERS) {
          const load = await runTickerLoad(`${cache.origin}${path}`, {
            visitors: readers,
            durationMs: CACHED_DURATION_MS,
          });
          runs[readers] = load;
          rows.push({
            item: `${readers} readers through the nginx cache: requests/s at the CMS`,
            figure: load.originRequestsPerSecond.toFixed(1),
            reference: 'goal: about 1 (one per second and ticker), flat',
            result: `${load.requestsPerSecond.toFixed(0)} requests/s at the cache, p50 / p99 ${ms(load.p50Ms, 1)} / ${ms(load.p99Ms, 1)}, ${load.failed} failed`,
          });
        }
        data.cachedTickerLoad = runs;
        notes.push(
          `through the cache: demo-pages/deploy/nginx.conf.template in front of the same CMS, ${CACHED_DURATION_MS / 1000} s per row, readers as above; "at the CMS" counts the answers nginx fetched or revalidated for the request (X-Cache MISS, EXPIRED, REVALIDATED; HIT and UPDATING came from its cache).`,
        );
      } finally {
        await cache.stop();
      }
    }
  } catch (error) {
    partial = true;
    notes.push(`readers through the cache failed: ${errorText(error)}`);
  }

  try {
    const visit = await repeatVisit(browser, `${origin}${matchPath}`);
    data.repeatVisit = visit;
    rows.push({
      item: 'match page, second visit: bytes on the wire',
      figure: kb(visit.wireBytes),
      reference: 'goal: revalidations only',
      result: visit.jsBodyBytes === 0 ? 'no JS body' : `JS bodies ${kb(visit.jsBodyBytes)}`,
    });
    notes.push(
      `second visit: ${visit.requests} requests, ${visit.fromCache} from the HTTP cache, ${visit.notModified} answered 304 (CDP Network events).`,
    );
  } catch (error) {
    partial = true;
    notes.push(`repeat visit failed: ${errorText(error)}`);
  }
  return { rows, notes, data, status: partial ? 'partial' : 'ok' };
}
