import { createBehaviourLoader, type BehaviourModule } from './behaviourLoader.ts';
import { matchesIn, RESPONSIVE_IMAGE_SELECTOR } from './behaviourSelectors.ts';
import { getConfig } from './config.ts';
import { preloadLanguage } from './languagePreload.ts';
import { observeDom } from './domObserver.ts';
import { createMounter } from './mounter.ts';
import { createScheduler } from './strategies.ts';
import type { Registry } from './widget.ts';
import type { LayerPreload, WidgetLayer } from './widgetLayer.ts';

export interface RuntimeOptions {
  /** Loads the React layer; tests pass a fake. The default is the lazily imported chunk. */
  loadLayer?: () => Promise<WidgetLayer>;
  /**
   * Starts the downloads the layer's prepare() needs, next to its chunk. The default fetches the
   * language files, but only with the default layer: a layer of your own prepares itself.
   */
  preloadLayer?: () => LayerPreload;
  /** Loads the behaviours chunk; tests pass the module itself or a fake. */
  loadBehaviours?: () => Promise<BehaviourModule>;
  /** Loads the debug overlay (page config `debug` or `?anstoss-debug=1`); tests pass a fake. */
  loadDebug?: () => Promise<{ startDebug(): () => void }>;
}

/** Debug mode: page config `"debug": true` or the address parameter `anstoss-debug=1`. */
export function debugRequested(search: string, configured: boolean): boolean {
  return configured || /[?&]anstoss-debug=1(?:&|$)/.test(search);
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
  // The build (scripts/layerChunks.ts) makes this import start the layer's own chunks (vendor,
  // …) in the same step, so they need not wait until this one has arrived.
  const loadLayer = options.loadLayer ?? (() => import('./react/mountReact.tsx'));
  // The language files start downloading next to the layer's chunks, in the same step: nothing
  // renders before they are there.
  const preloadLayer =
    options.preloadLayer ??
    (options.loadLayer ? undefined : (): LayerPreload => preloadLanguage(getConfig()));
  const behaviours = createBehaviourLoader(
    options.loadBehaviours ?? (() => import('./behaviours/index.ts')),
  );
  // Responsive images have a chunk of their own: news pages need them without the behaviours.
  const images = (root: ParentNode) => {
    if (matchesIn(root, RESPONSIVE_IMAGE_SELECTOR))
      import('./behaviours/responsiveImages.ts').then(
        (m) => m.applyResponsiveImages(root),
        (error: unknown) => console.error('[Anstoss] The responsive images failed to load.', error),
      );
  };

  // The overlay is its own chunk: pages without the switch never download it.
  const debug = debugRequested(location.search, getConfig().debug)
    ? (options.loadDebug ?? (() => import('./debug/overlay.ts')))().then(
        (m) => m.startDebug(),
        () => () => {},
      )
    : undefined;

  // The observer's callbacks run asynchronously, after `mounter` below is initialised.
  const dom = observeDom({
    added(el) {
      mounter.mountIn(el);
      behaviours.enhance(el);
      images(el);
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
    preloadLayer,
    onTrack: (host) => dom.watchHost(host),
  });

  const runtime: Runtime = {
    mount(root = document) {
      mounter.mountIn(root);
      behaviours.enhance(root);
      images(root);
    },
    unmount(root = document) {
      mounter.unmountIn(root);
    },
    stop() {
      void debug?.then((stopDebug) => stopDebug());
      dom.disconnect();
      behaviours.stop();
      mounter.dispose();
    },
  };
  runtime.mount(document);
  return runtime;
}
