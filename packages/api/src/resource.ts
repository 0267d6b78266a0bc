/**
 * One way to load data (ARCHITECTURE.md): a small observable resource, in the spirit of TanStack
 * Query's observer but without a cache. It owns the AbortController, so views never create one;
 * it guarantees that an answer for an older key or an older attempt never overwrites a newer one
 * (every load goes through the poller, which aborts and ignores a superseded request); it keeps
 * the last data while reloading and after an error, so a failed retry never blanks the screen;
 * and it notifies only when something a person could see changed. DOM-free: `useResource` in
 * @anstoss/ui is the React side.
 */
import { RETRY_LIMIT, backoffDelay, jitter } from './backoff.ts';
import type { ConditionalResult, ResponseMeta } from './conditional.ts';
import { ApiError } from './errors.ts';
import { createPoller, type PollContext, type Poller } from './poller.ts';

export type ResourceStatus = 'idle' | 'loading' | 'success' | 'error';

/**
 * idle: no key, nothing wanted. loading: a load for the key is owed or in flight (`data` is the
 * last data during a reload). success: `data` is the answer for the key. error: the last load
 * failed; `data` is what was shown before, if anything. `failures` counts failed loads in a row.
 */
export type ResourceState<T> =
  | { status: 'idle'; data: T | undefined; error: null; failures: number }
  | { status: 'loading'; data: T | undefined; error: null; failures: number }
  | { status: 'success'; data: T; error: null; failures: 0 }
  | { status: 'error'; data: T | undefined; error: ApiError; failures: number };

export interface LoadContext {
  /** Aborted when the key changes, a reload starts or the resource stops. */
  signal: AbortSignal;
}

interface ResourceCommon<T, K> {
  /** What to load; null or undefined means nothing (status idle). Compared with Object.is. */
  key: K | null | undefined;
  /**
   * Polling through the poller: `intervalMs` (a function is read before every wait) between
   * the end of one poll and the next. Polls are silent (status stays success) and pause while
   * the page is hidden. After a failed load with nothing to show, the next poll comes after the
   * client's retry backoff instead (jittered, growing), never later than the interval.
   */
  poll?: {
    intervalMs: number | ((state: ResourceState<T>) => number);
    pauseWhenHidden?: boolean;
    document?: Document;
  };
  /** Same data, no notification. Default: deep equality of plain JSON values. */
  isEqual?: (previous: T, next: T) => boolean;
  /** Keep the old key's data while the new key loads (a search list); default false. */
  keepPreviousData?: boolean;
  /**
   * A load for `key` succeeded: every explicit load (start, new key, reload, retry) reports its
   * data, even when unchanged; a background poll only when it brought something new. Never for
   * aborted or superseded loads, nor for setData. For widgets whose zustand store holds the
   * data: the resource does the I/O, the store the state.
   */
  onData?: (data: T, key: K, meta: ResponseMeta) => void;
  /** A load for `key` failed (never called for an aborted or superseded load). */
  onError?: (error: ApiError, key: K) => void;
  /** HTTP 404 from a conditional `request`; default: an error like any other. */
  onNotFound?: (meta: ResponseMeta) => void;
  /** Source of randomness for the retry jitter (tests pass a fixed one). */
  random?: () => number;
}

export type ResourceOptions<T, K> = ResourceCommon<T, K> &
  (
    | { load: (key: K, context: LoadContext) => Promise<T>; request?: never }
    | {
        /** A conditional GET (e.g. `jsonPollRequest`): 304 and identical bodies change nothing. */
        request: (key: K, context: PollContext) => Promise<ConditionalResult<T>>;
        load?: never;
      }
  );

export interface Resource<T, K> {
  getState(): ResourceState<T>;
  /** Called after every change of the state; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** A different key aborts what is in flight and loads the new one; null goes idle. */
  setKey(key: K | null | undefined): void;
  /** Loads the current key again, keeping the data on screen (status loading meanwhile). */
  reload(): void;
  /** The same as reload: what an "Erneut versuchen" button calls. */
  retry(): void;
  /** Data from elsewhere (an event with fresher data): success, without a request. */
  setData(data: T): void;
  /**
   * Loads `key` afresh (the current key too) and resolves when that load ends: answered, failed,
   * superseded by another key, or cut short by stop(). For procedures that load step by step (the
   * competition finder's levels) and still want the resource's abort and stale-answer guard.
   */
  load(key: K): Promise<ResourceState<T>>;
  /** Starts loading (and polling); called when the view mounts. Idempotent. */
  start(): void;
  /** Aborts what is in flight and stops polling; start() resumes. */
  stop(): void;
}

const NO_META: ResponseMeta = {
  status: 200,
  lastModified: null,
  etag: null,
  age: null,
  date: null,
};

/** Deep equality for JSON-like values; anything else (fragments, dates, class instances) by identity. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameJson(item, b[i]));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key], b[key]));
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Wait before the automatic retry of a failed first load: continues the client's own backoff. */
export function resourceRetryDelay(failures: number, random: () => number = Math.random): number {
  return jitter(backoffDelay(failures + RETRY_LIMIT), random);
}

export function createResource<T, K = string>(options: ResourceOptions<T, K>): Resource<T, K> {
  const isEqual = options.isEqual ?? sameJson;
  const listeners = new Set<() => void>();
  let key: K | null = options.key ?? null;
  let state: ResourceState<T> =
    key === null
      ? { status: 'idle', data: undefined, error: null, failures: 0 }
      : { status: 'loading', data: undefined, error: null, failures: 0 };
  let active = false;
  /** A load for the current key is owed (never started, or cut short by stop()). */
  let owed = key !== null;
  /** The load in flight was asked for (not a background poll): its answer is reported even if unchanged. */
  let explicit = owed;
  let poller: Poller | null = null;
  /** Callers of load() waiting for the current load to end. */
  const waiters = new Set<(state: ResourceState<T>) => void>();

  function release(): void {
    const waiting = [...waiters];
    waiters.clear();
    for (const resolve of waiting) resolve(state);
  }

  function set(next: ResourceState<T>): void {
    if (
      next.status === state.status &&
      next.data === state.data &&
      next.error === state.error &&
      next.failures === state.failures
    )
      return;
    state = next;
    for (const listener of [...listeners]) listener();
    if (state.status !== 'loading') release();
  }

  function succeed(data: T): void {
    set({ status: 'success', data, error: null, failures: 0 });
  }

  function fail(error: ApiError): void {
    set({ status: 'error', data: state.data, error, failures: state.failures + 1 });
  }

  function interval(): number {
    const wanted = options.poll?.intervalMs;
    const base = typeof wanted === 'function' ? wanted(state) : (wanted ?? 0);
    if (state.status === 'error' && state.data === undefined)
      return Math.min(base, resourceRetryDelay(state.failures, options.random));
    return base;
  }

  function request(forKey: K, context: PollContext): Promise<ConditionalResult<T>> {
    if (options.request) return options.request(forKey, context);
    return options
      .load(forKey, { signal: context.signal })
      .then((data) => ({ kind: 'data', data, meta: NO_META }));
  }

  function createFor(forKey: K): Poller {
    const settled = () => {
      owed = false;
      const wasExplicit = explicit;
      explicit = false;
      return wasExplicit;
    };
    const unchanged = (meta: ResponseMeta) => {
      const report = settled();
      if (state.data === undefined) return;
      succeed(state.data);
      if (report) options.onData?.(state.data, forKey, meta);
    };
    return createPoller<T>({
      request: (context) => request(forKey, context),
      intervalMs: interval,
      isEqual: (previous, next) => state.data !== undefined && isEqual(previous, next),
      onData: (data, meta) => {
        // isEqual against the data on screen too: setData() may have replaced it meanwhile.
        if (state.data !== undefined && isEqual(state.data, data)) {
          unchanged(meta);
          return;
        }
        settled();
        succeed(data);
        options.onData?.(data, forKey, meta);
      },
      onUnchanged: unchanged,
      onNotModified: unchanged,
      onNotFound: (meta) => {
        settled();
        if (options.onNotFound) options.onNotFound(meta);
        else fail(new ApiError('http', 'HTTP 404', { status: 404 }));
      },
      onError: (error) => {
        settled();
        fail(error);
        options.onError?.(error, forKey);
      },
      ...(options.poll?.pauseWhenHidden === undefined
        ? {}
        : { pauseWhenHidden: options.poll.pauseWhenHidden }),
      ...(options.poll?.document ? { document: options.poll.document } : {}),
    });
  }

  function run(): void {
    if (!active || key === null) return;
    poller ??= createFor(key);
    if (options.poll) {
      if (poller.running) void poller.poll();
      else poller.start();
    } else void poller.poll();
  }

  function reload(): void {
    if (key === null) return;
    owed = true;
    explicit = true;
    set({ status: 'loading', data: state.data, error: null, failures: state.failures });
    run();
  }

  function setKey(next: K | null | undefined): void {
    const wanted = next ?? null;
    if (Object.is(wanted, key)) return;
    release();
    key = wanted;
    poller?.stop();
    poller = null;
    const data = options.keepPreviousData ? state.data : undefined;
    if (key === null) {
      owed = false;
      set({ status: 'idle', data, error: null, failures: 0 });
      return;
    }
    owed = true;
    explicit = true;
    set({ status: 'loading', data, error: null, failures: 0 });
    run();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setKey,
    reload,
    retry: reload,
    setData(data) {
      succeed(data);
    },
    load(next) {
      if (Object.is(next, key)) reload();
      else setKey(next);
      if (state.status !== 'loading') return Promise.resolve(state);
      return new Promise((resolve) => waiters.add(resolve));
    },
    start() {
      if (active) return;
      active = true;
      if (owed || options.poll) run();
    },
    stop() {
      if (!active) return;
      active = false;
      release();
      poller?.stop();
      // An answer cut short is owed again; the poller (and its last body) starts afresh.
      poller = null;
      if (state.status === 'loading') owed = explicit = true;
    },
  };
}
