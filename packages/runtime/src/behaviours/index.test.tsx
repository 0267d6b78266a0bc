import { expectConsoleWarn } from '../../../../scripts/console-guard.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRuntime, type Runtime } from '../runtime.ts';
import {
  clearCookies,
  FakeIntersectionObserver,
  installDialogPolyfill,
  installIntersectionObserver,
  removeDialogPolyfill,
} from '../testing/fakes.ts';

let runtime: Runtime | undefined;
const noLayer = async () => ({ prepare: async () => {}, render: () => {}, unmount: () => {} });

beforeEach(() => {
  installIntersectionObserver();
  installDialogPolyfill();
});
afterEach(() => {
  runtime?.stop();
  runtime = undefined;
  removeDialogPolyfill();
  clearCookies();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('behaviours on the page and on inserted fragments', () => {
  it('applies conditions, then templates, then the link guard', async () => {
    expectConsoleWarn('Removed a link with a forbidden scheme');
    document.cookie = 'FBDE_SCHEME=javascript';
    document.cookie = 'FBDE_NAME=Max';
    document.body.innerHTML =
      '<p id="gone" data-condition="existVisible FBDE_LOGIN">Willkommen <a data-template href="%FBDE_SCHEME%:x">%FBDE_NAME%</a></p>' +
      '<a id="tpl" data-template data-template-attrs="href" href="%FBDE_SCHEME%:alert(1)">Hallo %FBDE_NAME%</a>';
    runtime = createRuntime({}, { loadLayer: noLayer });
    await vi.waitFor(() => expect(document.getElementById('gone')).toBeNull());
    const link = document.getElementById('tpl')!;
    expect(link.textContent).toBe('Hallo Max');
    // Only a guard running after the template sees the javascript: URL it produced.
    expect(link.hasAttribute('href')).toBe(false);
  });

  it('enhances fragments inserted later (load more, lazy fragments)', async () => {
    expectConsoleWarn('Removed a link with a forbidden scheme');
    document.body.innerHTML = '<a data-popup href="/x">x</a>';
    runtime = createRuntime({}, { loadLayer: noLayer });
    await new Promise((r) => setTimeout(r, 20));
    const fragment = document.createElement('div');
    fragment.innerHTML =
      '<a id="bad" href="javascript:alert(1)">x</a><dialog data-layer="dsgvo_u16" data-layer-auto-open></dialog><span id="c" data-condition="exist FBDE_LOGIN">x</span>';
    document.body.append(fragment);
    // Each group applies when it has loaded (the page's own pass may apply the link guard to the
    // fragment before the layers have arrived), so each effect is awaited on its own.
    await vi.waitFor(() =>
      expect(document.getElementById('bad')!.hasAttribute('href')).toBe(false),
    );
    await vi.waitFor(() =>
      expect(document.querySelector<HTMLDialogElement>('dialog')!.open).toBe(true),
    );
    expect(document.getElementById('c')!.hasAttribute('data-user-disabled')).toBe(true);
  });

  it('loads the behaviours for a fragment even when the page itself had none', async () => {
    expectConsoleWarn('Removed a link with a forbidden scheme');
    runtime = createRuntime({}, { loadLayer: noLayer });
    const fragment = document.createElement('div');
    fragment.innerHTML = '<a id="bad" href="vbscript:x">x</a>';
    document.body.append(fragment);
    await vi.waitFor(() =>
      expect(document.getElementById('bad')!.hasAttribute('href')).toBe(false),
    );
  });
});

describe('the section router on a page without a section nav', () => {
  const watched = (id: string) =>
    FakeIntersectionObserver.instances.some((io) => io.targets.has(document.getElementById(id)!));

  it('loads with the first scroll: before it, the sections are not watched', async () => {
    expectConsoleWarn('Removed a link with a forbidden scheme');
    document.body.innerHTML =
      '<section id="kommentare">…</section><a id="bad" href="javascript:alert(1)">x</a>';
    runtime = createRuntime({}, { loadLayer: noLayer });
    // The link guard has run, so the dispatcher has been through the page.
    await vi.waitFor(() =>
      expect(document.getElementById('bad')!.hasAttribute('href')).toBe(false),
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(watched('kommentare')).toBe(false);
    window.dispatchEvent(new Event('scroll'));
    await vi.waitFor(() => expect(watched('kommentare')).toBe(true));
  });

  it('loads at once with a section nav', async () => {
    document.body.innerHTML =
      '<nav data-section-nav><a href="#!/section/tabelle">Tabelle</a></nav><section id="tabelle">…</section>';
    runtime = createRuntime({}, { loadLayer: noLayer });
    await vi.waitFor(() => expect(watched('tabelle')).toBe(true));
  });
});
