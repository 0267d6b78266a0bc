import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as storage from '@anstoss/storage';
import * as z from 'zod/mini';
import { setPageConfig } from './testing/fakes.ts';
import type { WidgetLayer } from './widgetLayer.ts';

vi.mock('@anstoss/storage', async (importOriginal) => {
  const original = await importOriginal<typeof storage>();
  return { ...original, configureStorage: vi.fn() };
});

const banner = { name: 'banner', props: z.object({ text: z.string() }), Component: () => null };
const registry = {
  banner: { strategy: 'eager' as const, load: async () => ({ default: banner }) },
};

function fakeLayer() {
  const layer: WidgetLayer = { prepare: async () => {}, render: vi.fn(), unmount: vi.fn() };
  return {
    layer,
    options: {
      loadLayer: async () => layer,
      loadBehaviours: async () => ({ startBehaviours: () => () => {}, applyBehaviours: () => {} }),
    },
  };
}

/** A fresh copy of the runtime modules (boot runs once per page). */
let shutdown: (() => void) | undefined;
async function freshBoot() {
  vi.resetModules();
  const module = await import('./boot.ts');
  shutdown = module.shutdown;
  return module.boot;
}

beforeEach(() => {
  vi.mocked(storage.configureStorage).mockClear();
});
afterEach(() => {
  shutdown?.();
  expect(window.Anstoss).toBeUndefined();
  document.body.innerHTML = '';
  setPageConfig(null);
  vi.restoreAllMocks();
});

describe('boot', () => {
  it('publishes window.Anstoss with version, mount, unmount, on and emit, then announces ready', async () => {
    const boot = await freshBoot();
    const ready = vi.fn();
    document.addEventListener('anstoss:ready', (e) => ready((e as CustomEvent).detail), {
      once: true,
    });
    const api = boot(registry, fakeLayer().options);
    expect(window.Anstoss).toBe(api);
    expect(api.version).toBe('test'); // vitest defines __ANSTOSS_VERSION__ as 'test'
    expect(Object.keys(api).sort()).toEqual(['emit', 'mount', 'on', 'unmount', 'version']);
    expect(ready).toHaveBeenCalledWith({ version: 'test' });
  });

  it('boots once: a second call returns the same global', async () => {
    const boot = await freshBoot();
    const first = boot(registry, fakeLayer().options);
    expect(boot({}, fakeLayer().options)).toBe(first);
  });

  it("hands the runtime's own URL to the config (default staticBase)", async () => {
    const boot = await freshBoot();
    const config = await import('./config.ts');
    const setRuntimeUrl = vi.spyOn(config, 'setRuntimeUrl');
    boot(registry, fakeLayer().options);
    expect(setRuntimeUrl).toHaveBeenCalledWith(
      expect.stringMatching(/\/packages\/runtime\/src\/boot\.ts$/),
    );
  });

  it('configures the storage with the page cookie domain', async () => {
    setPageConfig({ cookieDomain: '.fussball.de' });
    const boot = await freshBoot();
    boot(registry, fakeLayer().options);
    expect(storage.configureStorage).toHaveBeenCalledWith({ cookieDomain: '.fussball.de' });
  });

  it('mounts the page; Anstoss.mount and unmount act on a given root', async () => {
    document.body.innerHTML = '<div id="a" data-widget="banner" data-text="x"></div>';
    const boot = await freshBoot();
    const fake = fakeLayer();
    const api = boot(registry, fake.options);
    await vi.waitFor(() => expect(fake.layer.render).toHaveBeenCalledTimes(1));
    const box = document.createElement('div');
    box.innerHTML = '<div id="b" data-widget="banner" data-text="y"></div>';
    api.unmount(document.body);
    expect(fake.layer.unmount).toHaveBeenCalledWith(document.getElementById('a'));
    api.mount(document.body);
    await vi.waitFor(() => expect(fake.layer.render).toHaveBeenCalledTimes(2));
  });

  it('on and emit of the global use the anstoss: events on document', async () => {
    const boot = await freshBoot();
    const api = boot(registry, fakeLayer().options);
    const fn = vi.fn();
    const off = api.on('favouritesChanged', fn);
    document.dispatchEvent(new CustomEvent('anstoss:favouritesChanged', { detail: { n: 1 } }));
    api.emit('favouritesChanged', { favorites: { a: '2' } });
    off();
    api.emit('favouritesChanged', { favorites: { a: '3' } });
    expect(fn.mock.calls).toEqual([[{ n: 1 }], [{ favorites: { a: '2' } }]]);
  });

  it('waits for the parsed document when loaded early', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    document.body.innerHTML = '<div data-widget="banner" data-text="x"></div>';
    const boot = await freshBoot();
    const fake = fakeLayer();
    boot(registry, fake.options);
    await new Promise((r) => setTimeout(r, 10));
    expect(fake.layer.render).not.toHaveBeenCalled();
    delete (document as { readyState?: string }).readyState;
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await vi.waitFor(() => expect(fake.layer.render).toHaveBeenCalledTimes(1));
  });
});
