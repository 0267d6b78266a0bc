// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConditionalResult, ResponseMeta } from './conditional.ts';
import { ApiError } from './errors.ts';
import { createPoller, type PollContext } from './poller.ts';

type Ticker = { score: string };

function meta(
  status: number,
  lastModified: string | null = null,
  etag: string | null = null,
): ResponseMeta {
  return { status, lastModified, etag, age: null, date: null };
}
const data = (score: string, lm = `lm-${score}`): ConditionalResult<Ticker> => ({
  kind: 'data',
  data: { score },
  body: JSON.stringify({ score }),
  meta: meta(200, lm),
});
const notModified: ConditionalResult<Ticker> = { kind: 'not-modified', meta: meta(304) };

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A request fake that answers from a queue, resolving immediately. */
function queued(...answers: (ConditionalResult<Ticker> | Error)[]) {
  const calls: PollContext[] = [];
  const request = vi.fn(async (context: PollContext) => {
    calls.push(context);
    const next = answers.shift() ?? notModified;
    if (next instanceof Error) throw next;
    return next;
  });
  return { request, calls };
}

describe('createPoller', () => {
  it('polls at once, then every interval, sending the validators it got', async () => {
    const { request, calls } = queued(data('0:0'), notModified, data('1:0'));
    const onData = vi.fn();
    const poller = createPoller({ request, intervalMs: 30_000, onData });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(onData).toHaveBeenCalledTimes(1);
    expect(onData).toHaveBeenLastCalledWith(
      { score: '0:0' },
      expect.objectContaining({ lastModified: 'lm-0:0' }),
    );

    await vi.advanceTimersByTimeAsync(29_999);
    expect(request).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(request).toHaveBeenCalledTimes(2);
    expect(calls[1]?.validators).toEqual({ lastModified: 'lm-0:0', etag: null });

    await vi.advanceTimersByTimeAsync(30_000);
    expect(onData).toHaveBeenCalledTimes(2);
    expect(onData).toHaveBeenLastCalledWith({ score: '1:0' }, expect.anything());
    poller.stop();
  });

  it('changes nothing on 304 or on an identical body', async () => {
    const { request } = queued(data('2:1', 'a'), notModified, data('2:1', 'b'), notModified);
    const onData = vi.fn();
    const onNotModified = vi.fn();
    const poller = createPoller({ request, intervalMs: 1_000, onData, onNotModified });
    poller.start();
    await vi.advanceTimersByTimeAsync(3_500);
    expect(request).toHaveBeenCalledTimes(4);
    expect(onData).toHaveBeenCalledTimes(1);
    expect(onNotModified).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('uses isEqual for bodies that differ only in irrelevant ways', async () => {
    const a: ConditionalResult<Ticker> = {
      kind: 'data',
      data: { score: '1:1' },
      body: '{"score":"1:1"}',
      meta: meta(200),
    };
    const b: ConditionalResult<Ticker> = {
      kind: 'data',
      data: { score: '1:1' },
      body: '{ "score": "1:1" }',
      meta: meta(200),
    };
    const { request } = queued(a, b);
    const onData = vi.fn();
    const poller = createPoller({
      request,
      intervalMs: 1_000,
      onData,
      isEqual: (x, y) => x.score === y.score,
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(request).toHaveBeenCalledTimes(2);
    expect(onData).toHaveBeenCalledTimes(1);
    poller.stop();
  });

  it('reports 404 as its own outcome', async () => {
    const onNotFound = vi.fn();
    const onData = vi.fn();
    const poller = createPoller({
      request: async () => ({ kind: 'not-found', meta: meta(404) }),
      intervalMs: 1_000,
      onData,
      onNotFound,
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(onNotFound).toHaveBeenCalledWith(expect.objectContaining({ status: 404 }));
    expect(onData).not.toHaveBeenCalled();
    poller.stop();
  });

  it('pauses while the page is hidden and polls on return when a poll is due', async () => {
    const { request } = queued(data('0:0'));
    const poller = createPoller({ request, intervalMs: 10_000, onData: vi.fn() });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(request).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(request).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(request).toHaveBeenCalledTimes(3);
    poller.stop();
  });

  it('on a quick return waits only for the rest of the interval', async () => {
    const { request } = queued(data('0:0'));
    const poller = createPoller({ request, intervalMs: 10_000, onData: vi.fn() });
    poller.start();
    await vi.advanceTimersByTimeAsync(4_000);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(1_000);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(4_999);
    expect(request).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(request).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('does not start polling while hidden', async () => {
    visibility = 'hidden';
    const { request } = queued(data('0:0'));
    const poller = createPoller({ request, intervalMs: 1_000, onData: vi.fn() });
    poller.start();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(request).not.toHaveBeenCalled();
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(request).toHaveBeenCalledTimes(1);
    poller.stop();
  });

  it('aborts a stale poll when a newer one starts and ignores its answer', async () => {
    const signals: AbortSignal[] = [];
    const resolvers: ((r: ConditionalResult<Ticker>) => void)[] = [];
    const request = ({ signal }: PollContext) =>
      new Promise<ConditionalResult<Ticker>>((resolve) => {
        signals.push(signal);
        resolvers.push(resolve);
      });
    const onData = vi.fn();
    const poller = createPoller({ request, intervalMs: 5_000, onData });
    poller.start();
    const second = poller.poll();
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    resolvers[1]?.(data('new'));
    await second;
    resolvers[0]?.(data('old'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onData).toHaveBeenCalledTimes(1);
    expect(onData).toHaveBeenCalledWith({ score: 'new' }, expect.anything());
    poller.stop();
  });

  it('reports errors and keeps polling; aborted requests are silent', async () => {
    const onError = vi.fn();
    const { request } = queued(
      new ApiError('http', 'HTTP 500', { status: 500 }),
      new TypeError('Failed to fetch'),
      new ApiError('aborted', 'gone'),
      data('3:3'),
    );
    const onData = vi.fn();
    const poller = createPoller({ request, intervalMs: 1_000, onData, onError });
    poller.start();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(onError).toHaveBeenCalledTimes(2);
    expect(onError.mock.calls.map(([e]) => (e as ApiError).kind)).toEqual(['http', 'network']);
    expect(onData).toHaveBeenCalledWith({ score: '3:3' }, expect.anything());
    poller.stop();
  });

  it('keeps polling when a callback throws', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { request } = queued(data('a'), data('b'));
    const onData = vi.fn(() => {
      throw new Error('store bug');
    });
    const poller = createPoller({ request, intervalMs: 1_000, onData });
    poller.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onData).toHaveBeenCalledTimes(2);
    expect(errors).toHaveBeenCalled();
    poller.stop();
  });

  it('reads a changing interval before every wait and never goes below 1 s', async () => {
    let interval = 5_000;
    const { request } = queued();
    const poller = createPoller({ request, intervalMs: () => interval, onData: vi.fn() });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    interval = 100;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(request).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(request).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(request).toHaveBeenCalledTimes(3);
    poller.stop();
  });

  it('stop() aborts the poll in flight, drops its answer and ends the timer', async () => {
    let signal: AbortSignal | undefined;
    let resolve: ((r: ConditionalResult<Ticker>) => void) | undefined;
    const request = vi.fn(
      (context: PollContext) =>
        new Promise<ConditionalResult<Ticker>>((r) => {
          signal = context.signal;
          resolve = r;
        }),
    );
    const onData = vi.fn();
    const poller = createPoller({ request, intervalMs: 1_000, onData, immediate: false });
    poller.start();
    expect(request).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(poller.running).toBe(true);
    poller.stop();
    expect(signal?.aborted).toBe(true);
    resolve?.(data('late'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onData).not.toHaveBeenCalled();
    expect(request).toHaveBeenCalledTimes(1);
    expect(poller.running).toBe(false);
  });
});
