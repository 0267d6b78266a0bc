import { expectConsoleError } from '../../../../scripts/console-guard.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState, type ReactNode } from 'react';
import type { TranslationKey } from '@anstoss/i18n';
import * as z from 'zod/mini';
import { resetConfig } from '../config.ts';
import { createRuntime, type Runtime } from '../runtime.ts';
import { setPageConfig } from '../testing/fakes.ts';
import { defineWidget, type WidgetProps } from '../widget.ts';

// The React layer's neighbours are replaced: translations come from a small table, and the API
// configuration is only recorded.
const i18n = vi.hoisted(() => {
  const texts: Record<string, Record<string, string>> = {
    de: {
      'javascript.runtime.widget_error': 'Dieser Bereich konnte nicht geladen werden.',
      'javascript.runtime.widget_retry': 'Erneut versuchen',
      'widget.hello': 'Hallo',
    },
  };
  return {
    texts,
    initI18n: vi.fn(async (_options: { language: string; baseUrl: string }) => {}),
    initI18nWithResources: vi.fn(),
    configureApi: vi.fn(),
  };
});
vi.mock('@anstoss/i18n', () => ({
  initI18n: i18n.initI18n,
  initI18nWithResources: i18n.initI18nWithResources,
  I18nProvider: ({ children }: { children: ReactNode }) => (
    <div data-testid="i18n-provider">{children}</div>
  ),
  useTranslation: () => ({
    t: (key: string) => i18n.texts.de?.[key] ?? key,
    i18n: { language: 'de' },
  }),
}));
vi.mock('@anstoss/api', () => ({ configureApi: i18n.configureApi }));

const { useTranslation } = await import('@anstoss/i18n');

function Greeting({ props, host }: WidgetProps<{ name: string }>): ReactNode {
  const { t } = useTranslation();
  return (
    <p>
      {t('widget.hello' as TranslationKey)} {props.name} ({host.getAttribute('data-widget')})
    </p>
  );
}
const greeting = defineWidget({
  name: 'greeting',
  props: z.object({ name: z.string() }),
  Component: Greeting,
});

/** Crashes while `failing.now` is true; counts its mounts. */
const failing = { now: true, mounts: 0 };
function Fragile({ props }: WidgetProps<{ label: string }>): ReactNode {
  const [mount] = useState(() => ++failing.mounts);
  if (failing.now) throw new Error('boom');
  return (
    <span>
      {props.label} #{mount}
    </span>
  );
}
const fragile = defineWidget({
  name: 'fragile',
  props: z.object({ label: z.string() }),
  Component: Fragile,
});

const registry = {
  greeting: { strategy: 'eager' as const, load: async () => ({ default: greeting }) },
  fragile: { strategy: 'eager' as const, load: async () => ({ default: fragile }) },
};

let runtime: Runtime | undefined;
async function start(html: string): Promise<void> {
  document.body.innerHTML = html;
  vi.resetModules(); // a fresh React layer (its one-time preparation) per test
  const layer = await import('./mountReact.tsx');
  runtime = createRuntime(registry, {
    loadLayer: async () => layer,
    loadBehaviours: async () => ({ startBehaviours: () => () => {}, applyBehaviours: () => {} }),
  });
}
const $ = (selector: string): HTMLElement => document.querySelector<HTMLElement>(selector)!;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  failing.now = true;
  failing.mounts = 0;
  i18n.initI18n.mockReset();
  i18n.initI18n.mockImplementation(async () => {});
  i18n.initI18nWithResources.mockReset();
  i18n.configureApi.mockReset();
});
afterEach(() => {
  runtime?.stop();
  runtime = undefined;
  document.body.innerHTML = '';
  setPageConfig(null);
  resetConfig();
  vi.restoreAllMocks();
});

describe('preparing the React layer', () => {
  it('configures the API and waits for the translations before the first widget renders', async () => {
    setPageConfig({
      productPrefix: 'AFDE',
      language: 'en',
      staticBase: 'https://cdn.example/anstoss/1.0.0/',
    });
    resetConfig();
    let loaded!: () => void;
    i18n.initI18n.mockImplementation(() => new Promise<void>((resolve) => (loaded = resolve)));
    await start('<div data-widget="greeting" data-name="Anna"></div>');
    await vi.waitFor(() =>
      expect(i18n.initI18n).toHaveBeenCalledWith({
        language: 'en',
        baseUrl: 'https://cdn.example/anstoss/1.0.0/',
      }),
    );
    expect(i18n.configureApi).toHaveBeenCalledWith({
      csrfCookie: 'AFDE_CSRF',
      csrfHeader: 'X-CSRF-Token',
    });
    await new Promise((r) => setTimeout(r, 20));
    expect($('[data-widget]').textContent).toBe('');
    expect($('[data-widget]').getAttribute('data-widget-state')).toBe('loading');
    loaded();
    await vi.waitFor(() => expect($('[data-widget]').textContent).toBe('Hallo Anna (greeting)'));
    expect($('[data-widget]').getAttribute('data-widget-state')).toBe('mounted');
  });

  it('hands the language files runtime.js preloaded to i18next, so initI18n fetches only what is missing', async () => {
    setPageConfig({ language: 'en', staticBase: 'https://cdn.example/anstoss/' });
    resetConfig();
    vi.resetModules();
    const layer = await import('./mountReact.tsx');
    await layer.prepare({
      texts: { en: Promise.resolve({ 'a.b': 'Hello' }), de: Promise.resolve({ 'a.b': 42 }) },
    });
    // The German file was not a flat object of strings: i18next loads it itself.
    expect(i18n.initI18nWithResources).toHaveBeenCalledWith('en', { en: { 'a.b': 'Hello' } });
    expect(i18n.initI18n).toHaveBeenCalledWith({
      language: 'en',
      baseUrl: 'https://cdn.example/anstoss/',
    });
    expect(i18n.initI18nWithResources.mock.invocationCallOrder[0]).toBeLessThan(
      i18n.initI18n.mock.invocationCallOrder[0]!,
    );
  });

  it('still renders widgets when the translations fail to load', async () => {
    const error = expectConsoleError();
    i18n.initI18n.mockRejectedValue(new Error('404'));
    await start('<div data-widget="greeting" data-name="Ben"></div>');
    await vi.waitFor(() => expect($('[data-widget]').textContent).toContain('Ben'));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('translations'), expect.any(Error));
    expect(i18n.initI18n).toHaveBeenCalledTimes(1);
  });
});

describe('rendering', () => {
  it('renders each widget into its host under the one i18n provider, replacing server placeholders', async () => {
    await start(
      '<div data-widget="greeting" data-name="Anna"><p class="placeholder">Lädt …</p></div><div data-widget="greeting" data-name="Ben"></div>',
    );
    // The hosts say "mounted" once they are handed to React; React renders them in a
    // transition after that. What the test reads is React's commit: the widgets' text.
    const [first, second] = document.querySelectorAll('[data-widget]');
    await vi.waitFor(() => {
      expect(first!.textContent).toBe('Hallo Anna (greeting)');
      expect(second!.textContent).toBe('Hallo Ben (greeting)');
    });
    expect(document.querySelectorAll('[data-widget-state="mounted"]')).toHaveLength(2);
    // One provider for the page, in the root's own (hidden) element; the widgets reach it
    // through their portals.
    const providers = document.querySelectorAll('[data-testid="i18n-provider"]');
    expect(providers).toHaveLength(1);
    expect(providers[0]!.parentElement?.hasAttribute('data-anstoss-root')).toBe(true);
    expect(first!.querySelector('.placeholder')).toBeNull();
  });

  it('re-renders in the same root when an attribute changes, and unmounts removed hosts', async () => {
    await start('<div data-widget="greeting" data-name="Anna"></div>');
    await vi.waitFor(() => expect($('[data-widget]').textContent).toContain('Anna'));
    const provider = $('[data-testid="i18n-provider"]');
    $('[data-widget]').setAttribute('data-name', 'Carla');
    await vi.waitFor(() => expect($('[data-widget]').textContent).toContain('Carla'));
    expect($('[data-testid="i18n-provider"]')).toBe(provider);
    const host = $('[data-widget]');
    host.remove();
    await vi.waitFor(() => expect(host.textContent).toBe(''));
  });
});

describe('error boundary', () => {
  it('shows a German fallback with a retry for the crashed widget only; retry remounts it', async () => {
    const error = expectConsoleError();
    await start(
      '<div id="f" data-widget="fragile" data-label="Tabelle"></div><div id="g" data-widget="greeting" data-name="Anna"></div>',
    );
    await vi.waitFor(() =>
      expect($('#f').textContent).toContain('Dieser Bereich konnte nicht geladen werden.'),
    );
    expect($('#f').getAttribute('data-widget-state')).toBe('error');
    expect($('#f [role="alert"]')).not.toBeNull();
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('"fragile" crashed'),
      expect.any(Error),
      expect.anything(),
    );
    await vi.waitFor(() => expect($('#g').textContent).toBe('Hallo Anna (greeting)'));
    expect($('#g').getAttribute('data-widget-state')).toBe('mounted');

    failing.now = false;
    const mountsBefore = failing.mounts;
    const retry = $('#f button');
    expect(retry.textContent).toBe('Erneut versuchen');
    retry.click();
    await vi.waitFor(() => expect($('#f').textContent).toBe(`Tabelle #${mountsBefore + 1}`));
    expect($('#f').getAttribute('data-widget-state')).toBe('mounted');
  });

  it('gives a crashed widget another chance when its attributes change', async () => {
    expectConsoleError();
    await start('<div id="f" data-widget="fragile" data-label="A"></div>');
    await vi.waitFor(() => expect($('#f button')).not.toBeNull());
    failing.now = false;
    $('#f').setAttribute('data-label', 'B');
    await vi.waitFor(() => expect($('#f').textContent).toMatch(/^B #/));
  });
});
