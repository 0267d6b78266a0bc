import { vi } from 'vitest';

/**
 * How long findBy*, waitFor (Testing Library) and vi.waitFor keep trying before they give up: a
 * budget for CPU-starved runs on a shared 2-core machine, not a wait (they return as soon as
 * their check passes). Their own defaults are 1 s of wall clock: a check behind a dynamic import
 * (a behaviour group, the React layer) or a React transition took longer than that while other
 * jobs ran, and failed although nothing was wrong. A test that passes its own timeout keeps it.
 */
export const WAIT_BUDGET_MS = 5000;

type WaitFor = typeof vi.waitFor;
const marked = vi.waitFor as WaitFor & { budget?: number };
// Set-up files run before every test file; in a project that shares its module graph
// (isolate: false) this module is evaluated once, in the others once per file: wrap once.
if (marked.budget === undefined) {
  const own = vi.waitFor;
  const budgeted = ((callback: Parameters<WaitFor>[0], options?: Parameters<WaitFor>[1]) =>
    own(
      callback,
      typeof options === 'number' ? options : { timeout: WAIT_BUDGET_MS, ...options },
    )) as WaitFor;
  vi.waitFor = Object.assign(budgeted, { budget: WAIT_BUDGET_MS });
}
