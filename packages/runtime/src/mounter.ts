import { emit } from './events.ts';
import { findHosts, hostMessages, setHostState } from './hostState.ts';
import type { Scheduler } from './strategies.ts';
import type { HostRecord, Show } from './showHost.ts';
import type { Registry, WidgetDefinition } from './widget.ts';
import type { LayerPreload, WidgetLayer } from './widgetLayer.ts';

export interface MounterOptions {
  registry: Registry;
  scheduler: Scheduler;
  loadLayer: () => Promise<WidgetLayer>;
  /** Starts, next to the layer's chunk, the downloads its prepare() needs (language files). */
  preloadLayer?: () => LayerPreload;
  /** Called once for every host the mounter starts tracking (the runtime watches its attributes). */
  onTrack?: (host: HTMLElement) => void;
}

export interface Mounter {
  mountIn(root: ParentNode): void;
  unmountIn(root: ParentNode, onlyDetached?: boolean): void;
  /** A data-* attribute of `host` changed. */
  refresh(host: HTMLElement): void;
  dispose(): void;
}

export function createMounter({
  registry,
  scheduler,
  loadLayer,
  preloadLayer,
  onTrack,
}: MounterOptions): Mounter {
  const records = new Map<HTMLElement, HostRecord>();
  /** One load per widget: its hosts await the same promise, so they render in one batch. */
  const chunks = new Map<string, Promise<WidgetDefinition<unknown>>>();
  let layer: WidgetLayer | undefined;
  let layerPromise: Promise<WidgetLayer> | undefined;
  let shower: Promise<Show> | undefined;

  /**
   * Validating and rendering a host is a chunk of its own (showHost.ts), loaded next to the first
   * widget: runtime.js holds only what first paint needs.
   */
  function getShow(): Promise<Show> {
    shower ??= import('./showHost.ts').then(
      (m) => m.createShow({ getLayer, isCurrent, fail }),
      (error: unknown) => {
        shower = undefined; // a later mount may try again (flaky network)
        throw error;
      },
    );
    return shower;
  }

  /** The React layer, prepared; its chunk and its language files load in parallel. */
  function getLayer(): Promise<WidgetLayer> {
    if (layerPromise) return layerPromise;
    const preload = preloadLayer?.();
    layerPromise = loadLayer().then(
      async (loaded) => {
        await loaded.prepare(preload);
        layer = loaded;
        return loaded;
      },
      (error: unknown) => {
        layerPromise = undefined; // a later mount may try again (flaky network)
        throw error;
      },
    );
    return layerPromise;
  }

  /** Marks the host failed at once; the console message may follow a moment later. */
  function fail(
    host: HTMLElement,
    record: HostRecord,
    message: string | (() => Promise<string>),
    cause?: unknown,
  ): void {
    if (record.rendered && layer) layer.unmount(host);
    record.rendered = false;
    setHostState(host, 'error');
    emit('widgetError', { name: record.name, host });
    const log = (text: string): void =>
      cause === undefined ? console.error(text) : console.error(text, cause);
    const text =
      typeof message === 'string'
        ? message
        : message().catch(() => `[Anstoss] Widget "${record.name}" was not mounted.`);
    hostMessages.set(host, text);
    if (typeof text === 'string') log(text);
    else void text.then(log);
  }

  function isCurrent(host: HTMLElement, record: HostRecord, generation: number): boolean {
    return records.get(host) === record && record.generation === generation;
  }

  function loadChunk(name: string, entry: Registry[string]): Promise<WidgetDefinition<unknown>> {
    let chunk = chunks.get(name);
    if (!chunk) {
      chunk = entry.load().then((module) => module.default);
      chunks.set(name, chunk);
      chunk.catch(() => chunks.delete(name)); // a host mounted later may try again
    }
    return chunk;
  }

  async function load(host: HTMLElement, record: HostRecord): Promise<void> {
    const entry = registry[record.name];
    if (!entry) return;
    const generation = record.generation;
    setHostState(host, 'loading');
    // The React layer (and its language files) load while the widget's chunk does, not after it.
    // The small showHost chunk is asked for first: over HTTP/1.1 (six connections) the requests
    // after the sixth wait for a free one, and the big layer chunks would hold it back.
    const showing = getShow();
    const layerReady = getLayer();
    layerReady.catch(() => {}); // reported by show(), or not at all if the chunk fails first
    let def: WidgetDefinition<unknown>;
    let show: Show;
    try {
      [def, show] = await Promise.all([loadChunk(record.name, entry), showing]);
    } catch (error) {
      if (isCurrent(host, record, generation))
        fail(host, record, `[Anstoss] Widget "${record.name}": its code failed to load.`, error);
      return;
    }
    if (!isCurrent(host, record, generation)) return;
    record.def = def;
    await show(host, record, layerReady);
  }

  function track(host: HTMLElement): void {
    if (records.has(host)) return;
    const name = host.getAttribute('data-widget') ?? '';
    const record: HostRecord = {
      name,
      generation: 0,
      cancel: () => {},
      rendered: false,
    };
    records.set(host, record);
    onTrack?.(host);
    const entry = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (!entry) {
      // Phrased by the chunk that phrases prop errors: runtime.js only marks the host.
      const known = Object.keys(registry);
      fail(host, record, () => import('./propErrors.ts').then((m) => m.unknownWidget(name, known)));
      return;
    }
    record.cancel = scheduler.schedule(host, entry.strategy, () => void load(host, record));
  }

  function untrack(host: HTMLElement): void {
    const record = records.get(host);
    if (!record) return;
    record.generation++;
    record.cancel();
    records.delete(host);
    if (record.rendered && layer) layer.unmount(host);
    setHostState(host, null);
    if (record.rendered) emit('widgetUnmounted', { name: record.name, host });
  }

  return {
    mountIn(root) {
      for (const host of findHosts(root)) if (host.isConnected) track(host);
    },
    unmountIn(root, onlyDetached = false) {
      for (const host of findHosts(root)) if (!onlyDetached || !host.isConnected) untrack(host);
    },
    refresh(host) {
      const record = records.get(host);
      if (!record) return;
      if ((host.getAttribute('data-widget') ?? '') !== record.name) {
        // Another widget now: start from scratch.
        untrack(host);
        if (host.isConnected) track(host);
        return;
      }
      // Hosts still waiting for their strategy or chunk read their props when they get there.
      if (record.def) void getShow().then((show) => show(host, record));
    },
    dispose() {
      for (const host of [...records.keys()]) untrack(host);
      scheduler.disconnect();
    },
  };
}
