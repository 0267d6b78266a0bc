import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConditionalResult } from './conditional.ts';
import { ApiError } from './errors.ts';
import { createResource, resourceRetryDelay, sameJson, type LoadContext } from './resource.ts';

/** A loader whose answers the test hands out one by one, in any order. */
function deferredLoader<T>() {
  const calls: {
    key: string;
    signal: AbortSignal;
    resolve: (v: T) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const load = vi.fn(
    (key: string, { signal }: LoadContext) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ key, signal, resolve, reject });
      }),
  );
  return { load, calls };
}

const flush = () => vi.advanceTimersByTimeAsync(0);
const boom = () => new ApiError('http', 'HTTP 500', { status: 500 });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createResource', () => {
  it('is idle without a key and loading with one, before it starts', () => {
    const { load } = deferredLoader<string>();
    expect(createResource({ key: null, load }).getState().status).toBe('idle');
    const resource = createResource({ key: 'a', load });
    expect(resource.getState()).toMatchObject({ status: 'loading', data: undefined });
    expect(load).not.toHaveBeenCalled();
  });

  it('loads on start and reports success', async () => {
    const { load, calls } = deferredLoader<string>();
    const resource = createResource({ key: 'a', load });
    const listener = vi.fn();
    resource.subscribe(listener);
    resource.start();
    await flush();
    calls[0]?.resolve('A');
    await flush();
    expect(resource.getState()).toEqual({
      status: 'success',
      data: 'A',
      error: null,
      failures: 0,
    });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('never lets a stale answer overwrite a newer one', async () => {
    const { load, calls } = deferredLoader<string>();
    const resource = createResource({ key: 'a', load });
    resource.start();
    await flush();
    resource.setKey('b');
    await flush();
    expect(calls.map((c) => c.key)).toEqual(['a', 'b']);
    calls[1]?.resolve('B');
    await flush();
    calls[0]?.resolve('A, too late');
    await flush();
    expect(resource.getState().data).toBe('B');
  });

  it('aborts the request in flight when the key changes and when it stops', async () => {
    const { load, calls } = deferredLoader<string>();
    const resource = createResource({ key: 'a', load });
    resource.start();
    await flush();
    resource.setKey('b');
    expect(calls[0]?.signal.aborted).toBe(true);
    await flush();
    expect(calls[1]?.signal.aborted).toBe(false);
    resource.stop();
    expect(calls[1]?.signal.aborted).toBe(true);
    // An aborted load is owed: starting again (a remount) asks once more.
    resource.start();
    await flush();
    expect(calls.map((c) => c.key)).toEqual(['a', 'b', 'b']);
  });

  it('goes idle when the key becomes null, dropping what was loading', async () => {
    const { load, calls } = deferredLoader<string>();
    const resource = createResource({ key: 'a', load });
    resource.start();
    await flush();
    resource.setKey(null);
    calls[0]?.resolve('A');
    await flush();
    expect(resource.getState()).toMatchObject({ status: 'idle', data: undefined });
  });

  it('keeps the data on an error and during the retry, and retry() loads again', async () => {
    const { load, calls } = deferredLoader<string>();
    const resource = createResource({ key: 'a', load });
    resource.start();
    await flush();
    calls[0]?.resolve('A');
    await flush();
    resource.reload();
    expect(resource.getState()).toMatchObject({ status: 'loading', data: 'A' });
    await flush();
    const error = boom();
    calls[1]?.reject(error);
    await flush();
    expect(resource.getState()).toMatchObject({ status: 'error', data: 'A', error, failures: 1 });

    resource.retry();
    expect(resource.getState()).toMatchObject({ status: 'loading', data: 'A', error: null });
    await flush();
    calls[2]?.resolve('A2');
    await flush();
    expect(resource.getState()).toMatchObject({ status: 'success', data: 'A2', failures: 0 });
  });

  it('turns whatever the loader throws into an ApiError', async () => {
    const resource = createResource({
      key: 'a',
      load: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    resource.start();
    await flush();
    const { error } = resource.getState();
    expect(error).toBeInstanceOf(ApiError);
    expect(error?.kind).toBe('network');
  });

  it('does not notify when a reload brings the same data', async () => {
    let n = 0;
    const resource = createResource({
      key: 'a',
      load: () => Promise.resolve({ items: [1, 2], n: Math.min(1, n++) }),
    });
    resource.start();
    await flush();
    await flush();
    resource.reload();
    await flush();
    const before = resource.getState();
    const listener = vi.fn();
    resource.subscribe(listener);
    resource.reload(); // loading (1 notification), then the same data (must not notify again)
    await flush();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(resource.getState().data).toBe(before.data);
  });

  it('keeps the old data while a new key loads only when asked to', async () => {
    const { load, calls } = deferredLoader<string>();
    const plain = createResource({ key: 'a', load });
    plain.start();
    await flush();
    calls[0]?.resolve('A');
    await flush();
    plain.setKey('b');
    expect(plain.getState()).toMatchObject({ status: 'loading', data: undefined });

    const keeping = createResource({ key: 'a', load, keepPreviousData: true });
    keeping.start();
    await flush();
    calls[2]?.resolve('A');
    await flush();
    keeping.setKey('b');
    expect(keeping.getState()).toMatchObject({ status: 'loading', data: 'A' });
  });

  it('setData shows data from elsewhere without a request', () => {
    const { load } = deferredLoader<string>();
    const resource = createResource({ key: null, load });
    resource.setData('from an event');
    expect(resource.getState()).toMatchObject({ status: 'success', data: 'from an event' });
    expect(load).not.toHaveBeenCalled();
  });
});

describe('createResource with polling', () => {
  let visibility: DocumentVisibilityState = 'visible';
  const listeners = new Set<() => void>();
  const fakeDocument = {
    get visibilityState() {
      return visibility;
    },
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  } as unknown as Document;
  const setVisibility = (next: DocumentVisibilityState) => {
    visibility = next;
    for (const fn of listeners) fn();
  };
  beforeEach(() => {
    visibility = 'visible';
  });

  const meta = { status: 200, lastModified: null, etag: null, age: null, date: null };
  const data = (score: string): ConditionalResult<{ score: string }> => ({
    kind: 'data',
    data: { score },
    body: JSON.stringify({ score }),
    meta,
  });
  const notModified: ConditionalResult<{ score: string }> = {
    kind: 'not-modified',
    meta: { ...meta, status: 304 },
  };

  function queue(...answers: (ConditionalResult<{ score: string }> | Error)[]) {
    return vi.fn(async () => {
      const next = answers.shift() ?? notModified;
      if (next instanceof Error) throw next;
      return next;
    });
  }

  it('polls every interval; 304 and identical bodies cause no notification', async () => {
    const request = queue(data('0:0'), notModified, data('0:0'), data('1:0'));
    const resource = createResource({
      key: 'game',
      request,
      poll: { intervalMs: 30_000, document: fakeDocument },
    });
    const listener = vi.fn();
    resource.subscribe(listener);
    resource.start();
    await flush();
    expect(resource.getState().data).toEqual({ score: '0:0' });
    expect(listener).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(30_000); // 304
    await vi.advanceTimersByTimeAsync(30_000); // identical body
    expect(request).toHaveBeenCalledTimes(3);
    expect(listener).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(30_000);
    expect(resource.getState().data).toEqual({ score: '1:0' });
    expect(listener).toHaveBeenCalledTimes(2);
    resource.stop();
  });

  it('pauses while the page is hidden and polls on return', async () => {
    const request = queue(data('0:0'));
    const resource = createResource({
      key: 'game',
      request,
      poll: { intervalMs: 10_000, document: fakeDocument },
    });
    resource.start();
    await flush();
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(request).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await flush();
    expect(request).toHaveBeenCalledTimes(2);
    resource.stop();
  });

  it('after a failed first load retries with the growing client backoff, not the poll interval', async () => {
    const request = queue(boom(), boom(), data('0:0'));
    const resource = createResource({
      key: 'game',
      request,
      poll: { intervalMs: 60_000, document: fakeDocument },
      random: () => 1,
    });
    resource.start();
    await flush();
    expect(resource.getState()).toMatchObject({ status: 'error', data: undefined, failures: 1 });
    // 1st retry after backoffDelay(3) = 1.2 s, 2nd after backoffDelay(4) = 2.4 s.
    expect(resourceRetryDelay(1, () => 1)).toBe(1_200);
    await vi.advanceTimersByTimeAsync(1_199);
    expect(request).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(request).toHaveBeenCalledTimes(2);
    expect(resource.getState()).toMatchObject({ status: 'error', failures: 2 });
    await vi.advanceTimersByTimeAsync(2_400);
    expect(resource.getState()).toMatchObject({ status: 'success', data: { score: '0:0' } });
    // With data on screen the interval applies again.
    await vi.advanceTimersByTimeAsync(59_999);
    expect(request).toHaveBeenCalledTimes(3);
    resource.stop();
  });

  it('keeps the data shown when a poll fails, and tells what the error was', async () => {
    const request = queue(data('2:1'), boom());
    const resource = createResource({
      key: 'game',
      request,
      poll: { intervalMs: 5_000, document: fakeDocument },
    });
    resource.start();
    await flush();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(resource.getState()).toMatchObject({
      status: 'error',
      data: { score: '2:1' },
      error: { status: 500 },
    });
    resource.stop();
  });

  it('a 404 goes to onNotFound when given', async () => {
    const onNotFound = vi.fn();
    const resource = createResource({
      key: 'game',
      request: async () => ({ kind: 'not-found' as const, meta: { ...meta, status: 404 } }),
      poll: { intervalMs: 5_000, document: fakeDocument },
      onNotFound,
    });
    resource.start();
    await flush();
    expect(onNotFound).toHaveBeenCalledTimes(1);
    resource.stop();
  });
});

describe('sameJson', () => {
  it('compares plain values deeply and everything else by identity', () => {
    expect(sameJson({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(sameJson({ a: [1] }, { a: [2] })).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameJson(new Date(0), new Date(0))).toBe(false);
    expect(sameJson(Object.create(null) as object, {})).toBe(true);
  });
});

describe('createResource callbacks', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  it('onData and onError hear only the current key, never a superseded answer', async () => {
    const { load, calls } = deferredLoader<string>();
    const onData = vi.fn();
    const onError = vi.fn();
    const resource = createResource({ key: 'a', load, onData, onError });
    resource.start();
    await flush();
    resource.setKey('b');
    await flush();
    calls[0]?.resolve('A');
    calls[1]?.reject(boom());
    await flush();
    expect(onData).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }), 'b');
    resource.retry();
    await flush();
    calls[2]?.resolve('B');
    await flush();
    expect(onData).toHaveBeenCalledWith('B', 'b', expect.objectContaining({ status: 200 }));
  });

  it('onData hears every explicit load, even unchanged; a poll only when it brings news', async () => {
    const onData = vi.fn();
    let body = 'same';
    const resource = createResource({
      key: 'a',
      load: async () => ({ body }),
      onData,
      poll: { intervalMs: 10_000, pauseWhenHidden: false },
    });
    resource.start();
    await flush();
    expect(onData).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onData).toHaveBeenCalledTimes(1);
    resource.retry();
    await flush();
    expect(onData).toHaveBeenCalledTimes(2);
    body = 'new';
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onData).toHaveBeenCalledTimes(3);
    expect(onData).toHaveBeenLastCalledWith({ body: 'new' }, 'a', expect.anything());
    resource.stop();
  });
});

describe('resource.load', () => {
  it('resolves with the answer for its key, loading the current key afresh', async () => {
    const { load, calls } = deferredLoader<string>();
    const resource = createResource<string>({ key: null, load });
    resource.start();
    const first = resource.load('a');
    await flush();
    calls[0]?.resolve('A');
    await expect(first).resolves.toMatchObject({ status: 'success', data: 'A' });
    const again = resource.load('a');
    await flush();
    expect(calls).toHaveLength(2);
    calls[1]?.resolve('A2');
    await expect(again).resolves.toMatchObject({ status: 'success', data: 'A2' });
  });

  it('resolves with the error of a failed load', async () => {
    const { load, calls } = deferredLoader<string>();
    const resource = createResource<string>({ key: null, load });
    resource.start();
    const result = resource.load('a');
    await flush();
    calls[0]?.reject(boom());
    await expect(result).resolves.toMatchObject({ status: 'error' });
  });

  it('a superseded or stopped fetch resolves at once, its request aborted and its answer ignored', async () => {
    const { load, calls } = deferredLoader<string>();
    const resource = createResource<string>({ key: null, load });
    resource.start();
    const older = resource.load('a');
    await flush();
    const newer = resource.load('b');
    await expect(older).resolves.toMatchObject({ status: 'loading' });
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.resolve('A');
    await flush();
    resource.stop();
    await expect(newer).resolves.toMatchObject({ status: 'loading' });
    expect(calls[1]?.signal.aborted).toBe(true);
    expect(resource.getState().data).toBeUndefined();
  });
});
