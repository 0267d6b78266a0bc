// Step 6: the reference CMS under load (500 readers polling one live ticker) and the bytes of a
// repeat visit of the match page. Reported, never asserted.
import type { Browser } from 'playwright-core';
import { repeatVisit } from '../load/repeatVisit.ts';
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
