import type { MountStrategy } from './widget.ts';
import { IDLE_FALLBACK_MS, IDLE_TIMEOUT_MS, VISIBLE_ROOT_MARGIN } from './timings.ts';

export interface Scheduler {
  /** Runs `run` when the strategy says so; the returned function cancels it. */
  schedule(el: Element, strategy: MountStrategy, run: () => void): () => void;
  disconnect(): void;
}

const noop = (): void => {};

/**
 * One scheduler per runtime; all 'visible' hosts share one IntersectionObserver.
 *
 * Keyboard users (issue 18, item 3): an empty host waiting to be scrolled into view has nothing
 * to focus, so fast tabbing would pass it before it mounts. The first Tab on the page therefore
 * mounts every host still waiting for visibility, and later 'visible' hosts mount at once. Mouse
 * and touch users keep the lazy mount. Hosts reserve their final size, so nothing moves (CLS).
 */
export function createScheduler(): Scheduler {
  let observer: IntersectionObserver | undefined;
  const waiting = new Map<Element, () => void>();
  let keyboard = false;

  function onKeyDown(event: KeyboardEvent): void {
    if (event.key !== 'Tab' || keyboard) return;
    keyboard = true;
    document.removeEventListener('keydown', onKeyDown, true);
    const runs = [...waiting.values()];
    waiting.clear();
    observer?.disconnect();
    observer = undefined;
    for (const run of runs) run();
  }

  function onIntersect(entries: IntersectionObserverEntry[]): void {
    for (const { isIntersecting, target } of entries) {
      const run = isIntersecting && waiting.get(target);
      if (!run) continue;
      waiting.delete(target);
      observer?.unobserve(target);
      run();
    }
  }

  function idle(run: () => void): () => void {
    if (typeof requestIdleCallback === 'function') {
      // `run` ignores the deadline the callback is given.
      const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(run, IDLE_FALLBACK_MS);
    return () => clearTimeout(id);
  }

  function visible(el: Element, run: () => void): () => void {
    // Without IntersectionObserver there is no cheap way to know; mount when the page is idle.
    if (typeof IntersectionObserver !== 'function') return idle(run);
    if (keyboard) {
      run();
      return noop;
    }
    if (waiting.size === 0) document.addEventListener('keydown', onKeyDown, true);
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
      document.removeEventListener('keydown', onKeyDown, true);
      observer?.disconnect();
      observer = undefined;
      waiting.clear();
    },
  };
}
