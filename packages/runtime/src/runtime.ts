import { createBehaviourLoader, type BehaviourModule } from './behaviourLoader.ts';
import { observeDom } from './domObserver.ts';
import { createMounter } from './mounter.ts';
import { createScheduler } from './strategies.ts';
import type { Registry } from './widget.ts';
import type { WidgetLayer } from './widgetLayer.ts';

export interface RuntimeOptions {
  /** Loads the React layer; tests pass a fake. The default is the lazily imported chunk. */
  loadLayer?: () => Promise<WidgetLayer>;
  /** Loads the behaviours chunk; tests pass the module itself or a fake. */
  loadBehaviours?: () => Promise<BehaviourModule>;
}

export interface Runtime {
  /** Mounts the hosts at and below root (default: the document) and applies behaviours to it. */
  mount(root?: ParentNode): void;
  /** Unmounts the hosts at and below root (default: the document). */
  unmount(root?: ParentNode): void;
  /** Unmounts everything and stops observing (tests, hot reload). */
  stop(): void;
}

/** Wires scheduler, mounter, DOM observer and behaviours together and mounts the document. */
export function createRuntime(registry: Registry, options: RuntimeOptions = {}): Runtime {
  const loadLayer = options.loadLayer ?? (() => import('./react/mountReact.tsx'));
  const behaviours = createBehaviourLoader(
    options.loadBehaviours ?? (() => import('./behaviours/index.ts')),
  );

  // The observer's callbacks run asynchronously, after `mounter` below is initialised.
  const dom = observeDom({
    added(el) {
      mounter.mountIn(el);
      behaviours.enhance(el);
    },
    removed(el) {
      mounter.unmountIn(el, true);
    },
    hostAttributeChanged(host) {
      mounter.refresh(host);
    },
  });
  const mounter = createMounter({
    registry,
    scheduler: createScheduler(),
    loadLayer,
    onTrack: (host) => dom.watchHost(host),
  });

  const runtime: Runtime = {
    mount(root = document) {
      mounter.mountIn(root);
      behaviours.enhance(root);
    },
    unmount(root = document) {
      mounter.unmountIn(root);
    },
    stop() {
      dom.disconnect();
      behaviours.stop();
      mounter.dispose();
    },
  };
  runtime.mount(document);
  return runtime;
}
