// Yielding to the main thread between pieces of work (issue 11, total blocking time): the browser
// may handle input and paint between two hosts instead of after all of them.

/** How long work may run before it lets the browser in (a long task is one over 50 ms). */
export const SLICE_MS = 10;

interface SchedulerLike {
  yield?: () => Promise<void>;
}

/**
 * A new macrotask: `scheduler.yield()` where the browser has it (Chromium; the continuation
 * keeps its priority), else a timeout (the browser clamps it to 4 ms only when nested deeply).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerLike }).scheduler;
  return typeof scheduler?.yield === 'function'
    ? scheduler.yield()
    : new Promise((resolve) => setTimeout(resolve, 0));
}

export interface Yielder {
  /**
   * Resolves when the caller may run its next piece of work: at once while the current slice
   * lasts, after a yield to the main thread once it is used up. Callers take turns in the order
   * they asked, so many callers at once still run one slice per task.
   */
  turn(): Promise<void>;
}

export function createYielder(
  now: () => number = () => performance.now(),
  pause: () => Promise<void> = yieldToMain,
  sliceMs = SLICE_MS,
): Yielder {
  let queue: Promise<void> = Promise.resolve();
  let deadline = Number.NEGATIVE_INFINITY;
  return {
    turn() {
      const next = queue.then(async () => {
        if (now() < deadline) return;
        if (deadline !== Number.NEGATIVE_INFINITY) await pause();
        deadline = now() + sliceMs;
      });
      queue = next.catch(() => {}); // a failed pause must not stop every later turn
      return next;
    },
  };
}
