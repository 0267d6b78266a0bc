// Root strategy: one React root for the page, rendering a portal into every host.
//
// The mounted set lives in a small external store. render() and unmount() change a draft; the
// draft is published once per microtask, so hosts that mount together (all hosts of a page, a
// fragment inserted later) reach React as one update: one render and one commit, instead of one
// per host. Each update is a transition (issue 11, total blocking time): React renders the new
// widgets in slices of a few milliseconds and lets the browser handle input in between, instead
// of one long task for every widget of the page. Only the commit is one piece, and it replaces
// a host's server content in the same frame, so nothing flashes empty.
import { memo, startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { I18nProvider, useTranslation } from '@anstoss/i18n';
import type { WidgetDefinition } from '../widget.ts';
import type { WidgetHooks, WidgetLayer } from '../widgetLayer.ts';
import { WidgetShell } from './WidgetShell.tsx';

export type WidgetRenderer = Pick<WidgetLayer, 'render' | 'unmount'>;

/** Marks the (empty, hidden) container of the page's React root, appended to `<body>`. */
export const ROOT_ATTRIBUTE = 'data-anstoss-root';

interface Mounted {
  /** Portal key: new for every mount, so a host mounted again starts from fresh state. */
  key: string;
  def: WidgetDefinition<unknown>;
  props: unknown;
  hooks: WidgetHooks;
}

type MountedSet = ReadonlyMap<HTMLElement, Mounted>;

interface MountedStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): MountedSet;
  /** Called by the tree after each commit: the hosts React now holds nodes in. */
  committed(set: MountedSet): void;
  /** The published set is not the one React committed last. */
  stale(): boolean;
}

/** Unchanged widgets (same def, props, host, hooks) are skipped when another host mounts. */
const Shell = memo(WidgetShell);

/**
 * A host's server content (placeholder, skeleton, no-JS fallback), noted when the host is
 * published and removed in the commit that puts the widget in: the host never shows empty while
 * the widget renders in slices.
 */
const serverContent = new WeakMap<HTMLElement, ChildNode[]>();

/**
 * Rendered before the widget in its portal: its layout effect runs before the widget's own, so
 * a widget that measures its host in a layout effect sees only its own nodes.
 */
function ReplaceServerContent({ host }: { host: HTMLElement }): null {
  useLayoutEffect(() => {
    const nodes = serverContent.get(host);
    serverContent.delete(host);
    for (const node of nodes ?? []) if (node.parentNode === host) node.remove();
  }, [host]);
  return null;
}

function Portals({ store }: { store: MountedStore }): ReactNode {
  const [mounted, setMounted] = useState(store.getSnapshot);
  // One subscription to the language for the page, not one per widget.
  const language = useTranslation().i18n.language;
  useLayoutEffect(() => store.committed(mounted), [store, mounted]);
  useLayoutEffect(() => {
    const update = (): void => startTransition(() => setMounted(store.getSnapshot()));
    const unsubscribe = store.subscribe(update);
    if (store.stale()) update(); // published between the first render and this subscription
    return unsubscribe;
  }, [store]);
  return [...mounted].map(([host, { key, def, props, hooks }]) =>
    createPortal(
      <>
        <ReplaceServerContent host={host} />
        <Shell def={def} props={props} host={host} hooks={hooks} language={language} />
      </>,
      host,
      key,
    ),
  );
}

/** The page's one React tree: the translations, and a portal into every mounted host. */
function Tree({ store }: { store: MountedStore }): ReactNode {
  return (
    <I18nProvider>
      <Portals store={store} />
    </I18nProvider>
  );
}

function appendContainer(): HTMLElement {
  const container = document.createElement('div');
  container.setAttribute(ROOT_ATTRIBUTE, '');
  // Portals render into the hosts; this element stays empty and takes no space.
  container.hidden = true;
  (document.body ?? document.documentElement).append(container);
  return container;
}

const MAX_RECOVERIES = 3;

export interface PortalRendererOptions {
  /** Where the root lives; default: a hidden `<div data-anstoss-root>` appended to `<body>`. */
  container?: () => HTMLElement;
}

export function createPortalRenderer(options: PortalRendererOptions = {}): WidgetRenderer {
  const listeners = new Set<() => void>();
  let published: MountedSet = new Map();
  let draft: Map<HTMLElement, Mounted> | undefined;
  /** Hosts whose portal React has committed: only these may hold React's nodes. */
  let committed: MountedSet = new Map();
  let root: Root | undefined;
  let nextKey = 0;

  const store: MountedStore = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => published,
    committed(set) {
      committed = set;
    },
    stale: () => published !== committed,
  };

  /**
   * An error no widget boundary could catch empties the shared root, i.e. every widget. The
   * known case: a page script replaced the content of a mounted host, then the host was removed;
   * React cannot remove nodes that are no longer there. The widgets are then mounted afresh (they
   * lose their state, the page keeps working). A few times per page at most, so an error that
   * comes back on every render cannot loop.
   */
  let recoveries = 0;
  function recover(error: unknown): void {
    console.error('[Anstoss] The widgets failed together; mounting them again.', error);
    if (++recoveries > MAX_RECOVERIES) return;
    queueMicrotask(() => root?.render(<Tree store={store} />));
  }

  function publish(): void {
    if (!draft) return;
    const next = draft;
    draft = undefined;
    // A host's server content (placeholder, no-JS fallback) is replaced when its widget commits.
    // Hosts React holds nodes in are left alone: removing React's nodes would break its commit.
    for (const host of next.keys()) {
      if (!published.has(host) && !committed.has(host))
        serverContent.set(host, [...host.childNodes]);
    }
    published = next;
    if (!root) {
      const created = createRoot((options.container ?? appendContainer)(), {
        // The boundary per widget logs caught errors itself; React's own report would say it twice.
        onCaughtError: () => {},
        onUncaughtError: recover,
      });
      root = created;
      startTransition(() => created.render(<Tree store={store} />));
      return;
    }
    for (const listener of listeners) listener();
  }

  function change(): Map<HTMLElement, Mounted> {
    if (!draft) {
      draft = new Map(published);
      queueMicrotask(publish);
    }
    return draft;
  }

  return {
    render(host, def, props, hooks) {
      const next = change();
      const key = next.get(host)?.key ?? String(++nextKey);
      next.set(host, { key, def, props, hooks });
    },
    unmount(host) {
      if (draft?.has(host) ?? published.has(host)) change().delete(host);
    },
  };
}
