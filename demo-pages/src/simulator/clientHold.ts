/**
 * Test mode only: a browser test's own simulator time (issue 30). A request that carries the
 * cookie ANSTOSS_SIM_SECOND sees every game stand at that sim second, whatever the shared
 * simulator clock does meanwhile (another test's step, or time running on). The hold lives in
 * the request's async context, so parallel tests never share it and nothing has to be released.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export const SIM_SECOND_COOKIE = 'ANSTOSS_SIM_SECOND';

const held = new AsyncLocalStorage<number>();

/** Runs `run` (a request's handling) with every game held at `simSecond`. */
export function withHeldSimSecond<T>(simSecond: number, run: () => T): T {
  return held.run(simSecond, run);
}

/** The sim second the current request holds the games at, or undefined (they run). */
export function heldSimSecond(): number | undefined {
  return held.getStore();
}
