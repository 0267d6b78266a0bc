// The live ticker's React commits on the match page of a running simulated game, in the production
// bundle. The ticker endpoint is answered through page.route: the first answer is the CMS's, with
// should_update set to 1 (a poll every second); every later poll gets, alternately, a 304 or the
// identical body. So no new data arrives: what commits is the clock, and anything a poll causes.
import type { Browser, Page, Route } from 'playwright-core';
import { asReturningReader, coldContext } from '../browser/chromium.ts';
import { runningGamePath } from '../cms/pages.ts';
import { median } from '../util/stats.ts';
import {
  installCommitCounter,
  startRecording,
  stopRecording,
  type RecordedCommit,
} from './commitCounter.ts';
import type { RenderFigure } from './registry.ts';

const TICKER_URL = /\/ajax\/liveticker\/ticker-id\/\d+/;
const RECORD_MS = 6000;
/** A poll's own commit follows its response within this many ms (parse, validate, set state). */
const POLL_WINDOW_MS = 300;

const POLL_LOG_SCRIPT = `(() => {
  const polls = (window.__benchTickerPolls = []);
  const original = window.fetch;
  window.fetch = function (input, init) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = original.call(this, input, init);
    if (/\\/ajax\\/liveticker\\/ticker-id\\//.test(url))
      answer.then((r) => polls.push({ at: performance.now(), status: r.status }), () => {});
    return answer;
  };
})();`;

interface Poll {
  at: number;
  status: number;
}

export interface TickerFigures {
  game: string;
  recordedMs: number;
  polls: Poll[];
  commits: RecordedCommit[];
  /** Per poll: commits within POLL_WINDOW_MS after its answer, not counting clock-only commits. */
  commitsPerPoll: number[];
  tickerCommits: number;
  clockOnlyCommits: number;
  /** Rendered components of the ticker's commits, with how often. */
  rendered: Record<string, number>;
}

const isClock = (component: string) => /^live-ticker span\[role=timer\]/.test(component);
const inTicker = (commit: RecordedCommit) =>
  commit.components.some((c) => c.startsWith('live-ticker '));
const clockOnly = (commit: RecordedCommit) =>
  commit.components.length > 0 && commit.components.every(isClock);
/** Commits of other widgets (they share the one React root) are not the ticker's. */
const otherWidgetsOnly = (commit: RecordedCommit) =>
  commit.components.length > 0 && !inTicker(commit);

async function answerWithoutNews(page: Page): Promise<void> {
  const first = new Map<string, { headers: Record<string, string>; body: string }>();
  let answered = 0;
  await page.route(TICKER_URL, async (route: Route) => {
    const url = route.request().url();
    const known = first.get(url);
    if (!known) {
      const response = await route.fetch();
      const json = (await response.json()) as Record<string, unknown>;
      json.should_update = 1;
      const headers = { ...response.headers() };
      delete headers['content-length'];
      delete headers['content-encoding'];
      const body = JSON.stringify(json);
      first.set(url, { headers, body });
      await route.fulfill({ status: 200, headers, body });
      return;
    }
    answered += 1;
    if (answered % 2 === 1) await route.fulfill({ status: 304, headers: known.headers, body: '' });
    else await route.fulfill({ status: 200, headers: known.headers, body: known.body });
  });
}

const read = async (url: string) =>
  (await fetch(url, { signal: AbortSignal.timeout(15_000) })).text();

/**
 * The widget's clock runs once the ticker has an event of a running section: waits (up to
 * `timeoutMs`) until the game's ticker lists one, as the first answer is all the page will get.
 */
async function waitForFirstEvent(origin: string, game: string, timeoutMs = 60_000): Promise<void> {
  const html = await read(`${origin}${game}`);
  const base = /data-ticker-url="([^"]+)"/.exec(html)?.[1];
  const id = /data-ticker-id="(\d+)"/.exec(html)?.[1];
  if (!base || !id) throw new Error(`${game} has no live-ticker host`);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const data = JSON.parse(await read(`${origin}${base}/ticker-id/${id}`)) as {
      events?: unknown[];
    };
    if (data.events?.length) return;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error(`${game}: no ticker event within ${timeoutMs / 1000} s, the clock would not run`);
}

export async function measureLiveTicker(browser: Browser, origin: string): Promise<TickerFigures> {
  const game = runningGamePath(await read(`${origin}/spiele/live`));
  if (!game) throw new Error('no running game on /spiele/live (all at the break or finished?)');
  await waitForFirstEvent(origin, game);
  const context = await coldContext(browser);
  try {
    await asReturningReader(context, origin);
    const page = await context.newPage();
    await installCommitCounter(page);
    await page.addInitScript({ content: POLL_LOG_SCRIPT });
    await answerWithoutNews(page);
    await page.goto(`${origin}${game}`, { waitUntil: 'load', timeout: 30_000 });
    const clock = page.locator('[data-widget="live-ticker"] [role="timer"]');
    await clock.waitFor({ timeout: 15_000 });
    const before = await clock.textContent();
    await page.waitForTimeout(2500); // the page settles (other widgets mount), the clock runs
    if ((await clock.textContent()) === before)
      throw new Error(
        `the clock does not run (${before ?? '?'}): no event yet, or ${game} at the break`,
      );
    const start = await startRecording(page);
    await page.waitForTimeout(RECORD_MS);
    const { at: end, commits } = await stopRecording(page);
    const polls = (
      await page.evaluate(
        () => (window as unknown as { __benchTickerPolls: Poll[] }).__benchTickerPolls,
      )
    ).filter((p) => p.at >= start && p.at <= end - POLL_WINDOW_MS);
    const commitsPerPoll = polls.map(
      (p) =>
        commits.filter(
          (c) =>
            c.at > p.at && c.at <= p.at + POLL_WINDOW_MS && !clockOnly(c) && !otherWidgetsOnly(c),
        ).length,
    );
    const tickerCommits = commits.filter((c) => !otherWidgetsOnly(c));
    const rendered: Record<string, number> = {};
    for (const c of tickerCommits)
      for (const component of c.components.length ? c.components : ['(nothing rendered)'])
        rendered[component] = (rendered[component] ?? 0) + 1;
    return {
      game,
      recordedMs: end - start,
      polls,
      commits,
      commitsPerPoll,
      tickerCommits: tickerCommits.length,
      clockOnlyCommits: tickerCommits.filter(clockOnly).length,
      rendered,
    };
  } finally {
    await context.close();
  }
}

/** One page session serves both figures. */
let session: Promise<TickerFigures> | null = null;
let sessionOrigin = '';
export function liveTickerSession(browser: Browser, origin: string): Promise<TickerFigures> {
  if (!session || sessionOrigin !== origin) {
    sessionOrigin = origin;
    session = measureLiveTicker(browser, origin);
  }
  return session;
}

export async function unchangedPollFigure(browser: Browser, origin: string): Promise<RenderFigure> {
  const t = await liveTickerSession(browser, origin);
  if (t.polls.length === 0) throw new Error(`no poll answered within ${RECORD_MS / 1000} s`);
  const statuses = t.polls.map((p) => p.status).join('/');
  const worst = Math.max(...t.commitsPerPoll);
  return {
    value: median(t.commitsPerPoll),
    unit: 'commits per poll',
    figure: `${median(t.commitsPerPoll)} (median of ${t.polls.length} polls, max ${worst})`,
    detail: `${t.game}, answers ${statuses}; commits per poll ${t.commitsPerPoll.join(', ')}.`,
  };
}

export async function clockTickFigure(browser: Browser, origin: string): Promise<RenderFigure> {
  const t = await liveTickerSession(browser, origin);
  const seconds = t.recordedMs / 1000;
  const perSecond = t.tickerCommits / seconds;
  const rendered = Object.entries(t.rendered)
    .map(([component, n]) => `${component.replace(/^live-ticker /, '')} ×${n}`)
    .join(', ');
  return {
    value: perSecond,
    unit: 'commits per second',
    figure: `${perSecond.toFixed(2)}/s, ${t.clockOnlyCommits} of ${t.tickerCommits} clock only`,
    detail: `${t.tickerCommits} commits in ${seconds.toFixed(1)} s, ${t.clockOnlyCommits} of them rendered the clock only; components rendered: ${rendered || 'none'}.`,
  };
}
