import { expectConsoleError } from '../../../scripts/console-guard.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { getConfig, resetConfig } from './config.ts';
import { preloadLanguage } from './languagePreload.ts';
import { createRuntime, type Runtime } from './runtime.ts';
import { setPageConfig } from './testing/fakes.ts';
import { defineWidget, type RegistryEntry } from './widget.ts';
import type { LayerPreload, WidgetLayer } from './widgetLayer.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const score = defineWidget({
  name: 'score',
  props: z.object({ goals: z.string() }),
  Component: () => null,
});
type Chunk = Awaited<ReturnType<RegistryEntry['load']>>;

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const noBehaviours = async () => ({ startBehaviours: () => () => {}, applyBehaviours: () => {} });

let runtime: Runtime | undefined;
afterEach(() => {
  runtime?.stop();
  runtime = undefined;
  document.body.innerHTML = '';
  setPageConfig(null);
  resetConfig();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the load chain', () => {
  let chunk: ReturnType<typeof deferred<Chunk>>;
  let layerChunk: ReturnType<typeof deferred<WidgetLayer>>;
  let texts: ReturnType<typeof deferred<unknown>>;
  let prepared: ReturnType<typeof deferred<void>>;
  let layer: WidgetLayer;
  let order: string[];

  function start(html: string): void {
    document.body.innerHTML = html;
    runtime = createRuntime(
      {
        score: {
          strategy: 'eager',
          load: () => {
            order.push('widget chunk');
            return chunk.promise;
          },
        },
      },
      {
        loadLayer: () => {
          order.push('layer chunk');
          return layerChunk.promise;
        },
        preloadLayer: (): LayerPreload => {
          order.push('language files');
          return { texts: { de: texts.promise } };
        },
        loadBehaviours: noBehaviours,
      },
    );
  }

  beforeEach(() => {
    chunk = deferred();
    layerChunk = deferred();
    texts = deferred();
    prepared = deferred();
    order = [];
    layer = {
      prepare: vi.fn(async (preload?: LayerPreload) => {
        await preload?.texts.de;
        await prepared.promise;
      }),
      render: vi.fn(),
      unmount: vi.fn(),
    };
  });

  it('starts the layer chunk and the language files with the first widget chunk, before it arrives', async () => {
    start(
      '<div data-widget="score" data-goals="3"></div><div data-widget="score" data-goals="1"></div>',
    );
    await tick();
    // All three downloads are under way while none has arrived; each starts once.
    expect(order.sort()).toEqual(['language files', 'layer chunk', 'widget chunk']);
    expect(layer.render).not.toHaveBeenCalled();
  });

  it('renders once the widget chunk, the layer and the language files are all there, in any order', async () => {
    start('<div data-widget="score" data-goals="3"></div>');
    layerChunk.resolve(layer);
    await tick();
    // prepare() got the preloaded texts and waits for them.
    expect(layer.prepare).toHaveBeenCalledWith({ texts: { de: texts.promise } });
    texts.resolve({ a: 'A' });
    await tick();
    chunk.resolve({ default: score });
    await tick();
    expect(layer.render).not.toHaveBeenCalled(); // the layer is still preparing
    prepared.resolve();
    await vi.waitFor(() => expect(layer.render).toHaveBeenCalledTimes(1));
    const host = document.querySelector('[data-widget]')!;
    expect(host.getAttribute('data-widget-state')).toBe('mounted');
  });

  it('renders when the widget chunk arrives last', async () => {
    start('<div data-widget="score" data-goals="3"></div>');
    layerChunk.resolve(layer);
    texts.resolve({});
    prepared.resolve();
    await tick();
    await tick();
    expect(layer.render).not.toHaveBeenCalled();
    chunk.resolve({ default: score });
    await vi.waitFor(() => expect(layer.render).toHaveBeenCalledTimes(1));
  });

  it('reports a layer that failed to load on the host, once its chunk is there', async () => {
    const error = expectConsoleError();
    start('<div data-widget="score" data-goals="3"></div>');
    layerChunk.reject(new Error('offline'));
    await tick();
    chunk.resolve({ default: score });
    const host = document.querySelector('[data-widget]')!;
    await vi.waitFor(() => expect(host.getAttribute('data-widget-state')).toBe('error'));
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('the React layer failed to load'),
      expect.any(Error),
    );
    expect(order.filter((step) => step === 'layer chunk')).toHaveLength(1);
  });

  it('loads nothing before a lazy host is due', async () => {
    document.body.innerHTML = '<div data-widget="score" data-goals="3"></div>';
    runtime = createRuntime(
      { score: { strategy: 'idle', load: () => chunk.promise } },
      {
        loadLayer: () => {
          order.push('layer chunk');
          return layerChunk.promise;
        },
        loadBehaviours: noBehaviours,
      },
    );
    await tick();
    expect(order).toEqual([]);
  });
});

describe('preloadLanguage', () => {
  it('fetches the page language from staticBase, and German as the fallback', async () => {
    setPageConfig({ language: 'en', staticBase: 'https://cdn.example/anstoss/' });
    resetConfig();
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('lang-en.json')
        ? new Response('{"a":"A"}')
        : new Response('missing', { status: 404 }),
    );
    vi.stubGlobal('fetch', fetch);
    const { texts } = preloadLanguage(getConfig());
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      'https://cdn.example/anstoss/lang-en.json',
      'https://cdn.example/anstoss/lang-de.json',
    ]);
    expect(Object.keys(texts)).toEqual(['en', 'de']);
    await expect(texts.en).resolves.toEqual({ a: 'A' });
    await expect(texts.de).resolves.toBeUndefined();
  });

  it('gives undefined for a file that failed, never a rejection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    const { texts } = preloadLanguage(getConfig());
    expect(Object.keys(texts)).toEqual(['de']); // a German page needs no fallback
    await expect(texts.de).resolves.toBeUndefined();
  });
});
