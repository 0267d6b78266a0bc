// Counts React commits in a production bundle. react-dom (production builds too) reports every
// commit to a global DevTools hook if one exists when it loads; this installs a minimal hook
// before any page script runs. While recording (startRecording), it also notes which components
// rendered in each commit, the way React DevTools finds them: it walks the committed fiber tree
// only where it changed, and a component rendered when its fiber is new or has the PerformedWork
// flag. Production names are minified, so a component is named by its first DOM element
// (tag, role, first class) and the data-widget host it sits in.
import type { Page } from 'playwright-core';

export interface RecordedCommit {
  /** performance.now() in the page. */
  at: number;
  /** "live-ticker span[role=timer].ast-live-ticker__clock", one per rendered component. */
  components: string[];
}

const HOOK_SCRIPT = `(() => {
  const counter = (window.__benchCommits = { total: 0, recording: false, log: [] });
  const COMPONENT_TAGS = new Set([0, 1, 11, 15]); // function, class, forwardRef, simple memo
  const HOST = 5;
  const PERFORMED_WORK = 1;
  const describe = (fiber) => {
    let node = fiber.child;
    const stack = [];
    while (node) {
      if (node.tag === HOST && node.stateNode instanceof Element) {
        const el = node.stateNode;
        const role = el.getAttribute('role');
        const cls = (el.getAttribute('class') || '').split(/\\s+/).filter(Boolean)[0];
        const host = el.closest('[data-widget]');
        return (host ? host.getAttribute('data-widget') + ' ' : '') +
          el.tagName.toLowerCase() + (role ? '[role=' + role + ']' : '') + (cls ? '.' + cls : '');
      }
      if (node.child) { if (node.sibling) stack.push(node.sibling); node = node.child; }
      else node = node.sibling || stack.pop() || null;
    }
    return '(no element)';
  };
  const renderedIn = (root) => {
    const found = [];
    const visit = (fiber) => {
      // Children untouched in this commit: the subtree did not render.
      if (fiber.alternate && fiber.child === fiber.alternate.child) return;
      for (let child = fiber.child; child; child = child.sibling) {
        if (COMPONENT_TAGS.has(child.tag) && (!child.alternate || (child.flags & PERFORMED_WORK)))
          found.push(describe(child));
        visit(child);
      }
    };
    visit(root.current);
    return found;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject(renderer) { const id = this.renderers.size + 1; this.renderers.set(id, renderer); return id; },
    onCommitFiberRoot(_id, root) {
      counter.total += 1;
      if (!counter.recording) return;
      let components;
      try { components = renderedIn(root); } catch (e) { components = ['(walk failed: ' + e + ')']; }
      counter.log.push({ at: performance.now(), components });
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    setStrictMode() {},
    checkDCE() {},
  };
})();`;

interface CounterWindow {
  __benchCommits?: { total: number; recording: boolean; log: RecordedCommit[] };
}

export async function installCommitCounter(page: Page): Promise<void> {
  await page.addInitScript({ content: HOOK_SCRIPT });
}

/** Commits since the page loaded (all roots). */
export function readCommits(page: Page): Promise<number> {
  return page.evaluate(() => (window as CounterWindow).__benchCommits?.total ?? 0);
}

/** Commits caused by `action`: the difference of the counter around it. */
export async function commitsDuring(page: Page, action: () => Promise<void>): Promise<number> {
  const before = await readCommits(page);
  await action();
  return (await readCommits(page)) - before;
}

/** Records every commit with its rendered components from now on; returns performance.now(). */
export function startRecording(page: Page): Promise<number> {
  return page.evaluate(() => {
    const counter = (window as CounterWindow).__benchCommits;
    if (!counter) throw new Error('no commit counter installed');
    counter.log = [];
    counter.recording = true;
    return performance.now();
  });
}

/** Stops recording; returns the recorded commits and performance.now(). */
export function stopRecording(page: Page): Promise<{ at: number; commits: RecordedCommit[] }> {
  return page.evaluate(() => {
    const counter = (window as CounterWindow).__benchCommits;
    if (counter) counter.recording = false;
    return { at: performance.now(), commits: counter?.log ?? [] };
  });
}
