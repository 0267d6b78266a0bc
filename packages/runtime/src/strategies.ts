import type { MountStrategy } from './widget.ts';
import { IDLE_FALLBACK_MS, IDLE_TIMEOUT_MS, VISIBLE_ROOT_MARGIN } from './timings.ts';

export interface Scheduler {
  /** Runs `run` when the strategy says so; the returned function cancels it. */
  schedule(el: Element, strategy: MountStrategy, run: () => void): () => void;
  disconnect(): void;
}

const noop = (): void => {};

/** One scheduler per runtime; all 'visible' hosts share one IntersectionObserver. */
export function createScheduler(): Scheduler {
  let observer: IntersectionObserver | undefined;
  const waiting = new Map<Element, () => void>();

  function onIntersect(entries: IntersectionObserverEntry[]): void {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const run = waiting.get(entry.target);
      if (!run) continue;
      waiting.delete(entry.target);
      observer?.unobserve(entry.target);
      run();
    }
  }

  function idle(run: () => void): () => void {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => run(), { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(run, IDLE_FALLBACK_MS);
    return () => clearTimeout(id);
  }

  function visible(el: Element, run: () => void): () => void {
    // Without IntersectionObserver there is no cheap way to know; mount when the page is idle.
    if (typeof IntersectionObserver !== 'function') return idle(run);
    observer ??= new IntersectionObserver(onIntersect, { rootMargin: VISIBLE_ROOT_MARGIN });
    waiting.set(el, run);
    observer.observe(el);
    return () => {
      if (waiting.delete(el)) observer?.unobserve(el);
    };
  }

  return {
    schedule(el, strategy, run) {
      if (strategy === 'eager') {
        run();
        return noop;
      }
      return strategy === 'idle' ? idle(run) : visible(el, run);
    },
    disconnect() {
      observer?.disconnect();
      observer = undefined;
      waiting.clear();
    },
  };
}
