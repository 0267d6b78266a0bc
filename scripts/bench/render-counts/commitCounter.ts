// Counts React commits in a production bundle. react-dom (production builds too) reports every
// commit to a global DevTools hook if one exists when it loads; this installs a minimal hook
// before any page script runs. Ready for the render-count measurements (registry.ts).
import type { Page } from 'playwright-core';

const HOOK_SCRIPT = `(() => {
  const counter = (window.__benchCommits = { total: 0 });
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject(renderer) { const id = this.renderers.size + 1; this.renderers.set(id, renderer); return id; },
    onCommitFiberRoot() { counter.total += 1; },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    setStrictMode() {},
    checkDCE() {},
  };
})();`;

export async function installCommitCounter(page: Page): Promise<void> {
  await page.addInitScript({ content: HOOK_SCRIPT });
}

/** Commits since the page loaded (all roots). */
export function readCommits(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { __benchCommits?: { total: number } }).__benchCommits?.total ?? 0,
  );
}

/** Commits caused by `action`: the difference of the counter around it. */
export async function commitsDuring(page: Page, action: () => Promise<void>): Promise<number> {
  const before = await readCommits(page);
  await action();
  return (await readCommits(page)) - before;
}
