/**
 * Polling for live data (QUALITY.md: pause while the page is hidden, abort a poll still in flight
 * when a newer one starts, and let unchanged data change nothing). Built for stores: the store
 * passes callbacks, and `onData` only fires for data that really differs, so a 304 or an
 * identical body causes no state change and no React commit.
 */
import type { ConditionalResult, ResponseMeta, Validators } from './conditional.ts';
import { nextValidators } from './conditional.ts';
import { toApiError } from './client.ts';
import type { ApiError } from './errors.ts';

export interface PollContext {
  /** Validators from the last response, for If-Modified-Since / If-None-Match. */
  validators: Validators;
  /** Aborted when a newer poll starts or the poller stops. */
  signal: AbortSignal;
}

export interface PollerOptions<T> {
  request: (context: PollContext) => Promise<ConditionalResult<T>>;
  /** Delay between the end of one poll and the next; a function is read before every wait. */
  intervalMs: number | (() => number);
  onData: (data: T, meta: ResponseMeta) => void;
  onError?: (error: ApiError) => void;
  /** HTTP 404: a distinct outcome (the live ticker reloads the page). Polling goes on unless stopped. */
  onNotFound?: (meta: ResponseMeta) => void;
  /** HTTP 304. Usually not needed; no data callback fires. */
  onNotModified?: (meta: ResponseMeta) => void;
  /** An answer that changed nothing: an identical body, or `isEqual` said so (not 304). */
  onUnchanged?: (meta: ResponseMeta) => void;
  /** Extra equality for bodies that differ in text but not in meaning. Identical text is always "same". */
  isEqual?: (previous: T, next: T) => boolean;
  /** Default true: no polls while document.visibilityState is 'hidden'. */
  pauseWhenHidden?: boolean;
  /** Default true: start() polls at once; false waits one interval first. */
  immediate?: boolean;
  /** Validators known up front (e.g. from server-rendered data). */
  validators?: Validators;
  /** Document whose visibility is watched; defaults to the global document. */
  document?: Document;
}

export interface Poller {
  start(): void;
  /** Stops polling and aborts a poll in flight. */
  stop(): void;
  /** Polls now (aborting one in flight) and restarts the interval. */
  poll(): Promise<void>;
  readonly running: boolean;
}

/** Never poll more often than this, whatever a server's should_update says. */
export const MIN_INTERVAL_MS = 1_000;
export const DEFAULT_INTERVAL_MS = 30_000;

export function createPoller<T>(options: PollerOptions<T>): Poller {
  const doc = options.document ?? (typeof document === 'undefined' ? undefined : document);
  const pauseWhenHidden = options.pauseWhenHidden ?? true;
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;
  let validators: Validators = { ...options.validators };
  let lastBody: string | undefined;
  let last: { data: T } | undefined;
  let lastPollAt = Number.NEGATIVE_INFINITY;

  const isHidden = () => pauseWhenHidden && doc?.visibilityState === 'hidden';

  function interval(): number {
    const value =
      typeof options.intervalMs === 'function' ? options.intervalMs() : options.intervalMs;
    return Number.isFinite(value) && value > 0
      ? Math.max(MIN_INTERVAL_MS, value)
      : DEFAULT_INTERVAL_MS;
  }

  function clearTimer(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  function schedule(delay: number = interval()): void {
    clearTimer();
    if (!running || isHidden()) return;
    timer = setTimeout(() => void poll(), delay);
  }

  function handle(result: ConditionalResult<T>): void {
    if (result.kind === 'not-found') {
      options.onNotFound?.(result.meta);
      return;
    }
    validators = nextValidators(validators, result.meta);
    if (result.kind === 'not-modified') {
      options.onNotModified?.(result.meta);
      return;
    }
    if (result.body !== undefined) {
      if (result.body === lastBody) {
        options.onUnchanged?.(result.meta);
        return;
      }
      lastBody = result.body;
    }
    if (last && options.isEqual?.(last.data, result.data)) {
      options.onUnchanged?.(result.meta);
      return;
    }
    last = { data: result.data };
    options.onData(result.data, result.meta);
  }

  async function poll(): Promise<void> {
    clearTimer();
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    lastPollAt = Date.now();
    let result: ConditionalResult<T> | undefined;
    let failure: ApiError | undefined;
    try {
      result = await options.request({ validators: { ...validators }, signal: controller.signal });
    } catch (error) {
      failure = toApiError(error, controller.signal);
    }
    // A newer poll or stop() took over: this answer is stale, whatever it says.
    if (inFlight !== controller) return;
    inFlight = null;
    try {
      if (failure) {
        if (failure.kind !== 'aborted') options.onError?.(failure);
      } else if (result) {
        handle(result);
      }
    } catch (error) {
      // A throwing callback must not end the polling loop.
      console.error('[anstoss:api] poller callback failed', error);
    } finally {
      schedule();
    }
  }

  function onVisibilityChange(): void {
    if (!running) return;
    if (isHidden()) {
      clearTimer();
      return;
    }
    if (inFlight) return;
    const due = lastPollAt + interval() - Date.now();
    if (due <= 0) void poll();
    else schedule(due);
  }

  return {
    start() {
      if (running) return;
      running = true;
      doc?.addEventListener('visibilitychange', onVisibilityChange);
      if (isHidden()) return;
      if (options.immediate ?? true) void poll();
      else schedule();
    },
    stop() {
      running = false;
      clearTimer();
      inFlight?.abort();
      inFlight = null;
      doc?.removeEventListener('visibilitychange', onVisibilityChange);
    },
    poll,
    get running() {
      return running;
    },
  };
}
