import { expectConsoleError } from '../../../../scripts/console-guard.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import * as z from 'zod/mini';
import { createRuntime, type Runtime } from '../runtime.ts';
import { defineWidget, type WidgetProps } from '../widget.ts';
import { ROOT_ATTRIBUTE } from './portalRoot.tsx';

// Translations and the API client are replaced (see mountReact.test.tsx).
vi.mock('@anstoss/i18n', () => ({
  initI18n: async () => {},
  initI18nWithResources: () => {},
  I18nProvider: ({ children }: { children: ReactNode }) => children,
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'de' } }),
}));
vi.mock('@anstoss/api', () => ({ configureApi: () => {} }));

// Every React root is counted and wrapped in a Profiler, which reports each commit.
const react = vi.hoisted(() => ({ roots: 0, commits: 0, created: 0 }));
vi.mock('react-dom/client', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactDomClient>();
  const { createElement, Profiler } = await import('react');
  return {
    ...actual,
    createRoot: (...args: Parameters<typeof actual.createRoot>) => {
      react.roots += 1;
      const id = ++react.created; // never reset: tells the roots of all tests apart
      const root = actual.createRoot(...args);
      return {
        render: (children: ReactNode) =>
          root.render(
            createElement(
              Profiler,
              // Only the newest root counts: an earlier test's root may still commit its
              // unmounting (a transition) while the next test runs.
              { id: 'anstoss', onRender: () => void (id === react.created && react.commits++) },
              children,
            ),
          ),
        unmount: () => root.unmount(),
      };
    },
  };
});

/** Renders per badge instance, and mounts (fresh state) per instance. */
const counts = { renders: new Map<string, number>(), mounts: 0 };
function Badge({ props }: WidgetProps<{ score: string }>): ReactNode {
  const [mount] = useState(() => ++counts.mounts);
  counts.renders.set(props.score, (counts.renders.get(props.score) ?? 0) + 1);
  return (
    <span className="badge" data-mount={mount}>
      {props.score}
    </span>
  );
}
const badge = defineWidget({
  name: 'badge',
  props: z.object({ score: z.string() }),
  Component: Badge,
});

const crash = { now: true };
function Fragile(): ReactNode {
  if (crash.now) throw new Error('boom');
  return <span>fixed</span>;
}
const fragile = defineWidget({ name: 'fragile', props: z.object({}), Component: Fragile });

/** What a widget sees of its host: while it renders, and in its first layout effect. */
const seen = new Map<'whileRendering' | 'inLayoutEffect', string>();
const note = (when: 'whileRendering' | 'inLayoutEffect', html: string): void =>
  void seen.set(when, html);
function Probe({ host }: WidgetProps<Record<string, never>>): ReactNode {
  note('whileRendering', host.innerHTML);
  useLayoutEffect(() => note('inLayoutEffect', host.innerHTML), [host]);
  return <b>widget</b>;
}
const probe = defineWidget({ name: 'probe', props: z.object({}), Component: Probe });

const registry = {
  probe: { strategy: 'eager' as const, load: async () => ({ default: probe }) },
  badge: { strategy: 'eager' as const, load: async () => ({ default: badge }) },
  fragile: { strategy: 'eager' as const, load: async () => ({ default: fragile }) },
};

const hosts = (n: number, from = 0): string =>
  Array.from(
    { length: n },
    (_, i) => `<div data-widget="badge" data-score="${from + i}"><i>…</i></div>`,
  ).join('');
const all = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('[data-widget]')];
const rendered = (): number => document.querySelectorAll('.badge').length;

let runtime: Runtime | undefined;
async function start(html: string): Promise<Runtime> {
  document.body.innerHTML = html;
  vi.resetModules(); // a fresh React layer (and its root) per test
  const layer = await import('./mountReact.tsx');
  runtime = createRuntime(registry, {
    loadLayer: async () => layer,
    loadBehaviours: async () => ({ startBehaviours: () => () => {}, applyBehaviours: () => {} }),
  });
  return runtime;
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  react.roots = 0;
  react.commits = 0;
  counts.renders.clear();
  counts.mounts = 0;
  crash.now = true;
});
afterEach(() => {
  runtime?.stop();
  runtime = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('one React root with a portal per host', () => {
  it('renders every widget into its own host, through one hidden, empty root element', async () => {
    await start(hosts(3));
    await vi.waitFor(() => expect(rendered()).toBe(3));
    expect(all().map((host) => host.textContent)).toEqual(['0', '1', '2']);
    // The server placeholder was replaced, the host holds only the widget.
    expect(all().every((host) => host.childElementCount === 1)).toBe(true);
    expect(react.roots).toBe(1);
    const containers = document.querySelectorAll(`[${ROOT_ATTRIBUTE}]`);
    expect(containers).toHaveLength(1);
    const container = containers[0] as HTMLElement;
    expect(container.parentElement).toBe(document.body);
    expect(container.hidden).toBe(true);
    expect(container.childNodes).toHaveLength(0);
  });

  it('mounts 200 hosts through one root in a few commits, not one per host', async () => {
    await start(hosts(200));
    await vi.waitFor(() => expect(rendered()).toBe(200), { timeout: 10_000 });
    // Hosts are validated in slices of 10 ms (yielder.ts); each slice's hosts reach React as one
    // batch. jsdom is slow, so a slice holds fewer hosts here than in a browser.
    expect(react.commits).toBeGreaterThanOrEqual(1);
    expect(react.commits).toBeLessThanOrEqual(20);
    expect(react.roots).toBe(1);
  });

  it('mounts hosts inserted later through the same root, in a commit or a few per fragment', async () => {
    await start(hosts(2));
    await vi.waitFor(() => expect(rendered()).toBe(2));
    const before = react.commits;
    const fragment = document.createElement('section');
    fragment.innerHTML = hosts(30, 2);
    document.body.append(fragment);
    await vi.waitFor(() => expect(rendered()).toBe(32));
    // One per 10 ms slice of validation (yielder.ts): one in a browser, maybe more in busy jsdom.
    expect(react.commits - before).toBeGreaterThanOrEqual(1);
    expect(react.commits - before).toBeLessThanOrEqual(5);
    expect(react.roots).toBe(1);
    // Widgets already on the page did not render again.
    expect(counts.renders.get('0')).toBe(1);
    expect(counts.renders.get('1')).toBe(1);
  });

  it('unmounts removed hosts and leaves the others alone', async () => {
    await start(hosts(3));
    await vi.waitFor(() => expect(rendered()).toBe(3));
    const [first, second, third] = all() as [HTMLElement, HTMLElement, HTMLElement];
    second.remove();
    await vi.waitFor(() => expect(second.textContent).toBe(''));
    expect(first.textContent).toBe('0');
    expect(third.textContent).toBe('2');
    expect(counts.renders.get('0')).toBe(1);
  });

  it('re-renders only the widget whose attribute changed', async () => {
    await start(hosts(3));
    await vi.waitFor(() => expect(rendered()).toBe(3));
    const second = all()[1] as HTMLElement;
    const mount = second.querySelector('.badge')?.getAttribute('data-mount');
    second.setAttribute('data-score', '7');
    await vi.waitFor(() => expect(second.textContent).toBe('7'));
    // Same instance (state kept), and the neighbours did not render again.
    expect(second.querySelector('.badge')?.getAttribute('data-mount')).toBe(mount);
    expect(counts.renders.get('0')).toBe(1);
    expect(counts.renders.get('2')).toBe(1);
  });

  it('unmount(root) unmounts the hosts in root through the shared root; mount(root) brings them back fresh', async () => {
    const rt = await start(`<div id="a">${hosts(2)}</div><div id="b">${hosts(1, 2)}</div>`);
    await vi.waitFor(() => expect(rendered()).toBe(3));
    rt.unmount(document.getElementById('a')!);
    await vi.waitFor(() => expect(rendered()).toBe(1));
    expect(document.querySelector('#b')!.textContent).toBe('2');
    expect(all()[0]!.hasAttribute('data-widget-state')).toBe(false);
    rt.mount(document.getElementById('a')!);
    await vi.waitFor(() => expect(rendered()).toBe(3));
    expect(all()[0]!.querySelector('.badge')!.getAttribute('data-mount')).toBe('4');
    expect(react.roots).toBe(1);
  });

  it('contains a crash to its own widget: the others stay mounted and keep their state; retry recovers', async () => {
    expectConsoleError();
    await start(`${hosts(2)}<div id="f" data-widget="fragile"></div>`);
    const fallback = (): HTMLElement | null => document.querySelector('#f [role="alert"]');
    await vi.waitFor(() => expect(fallback()).not.toBeNull());
    await vi.waitFor(() => expect(rendered()).toBe(2));
    expect(document.getElementById('f')!.getAttribute('data-widget-state')).toBe('error');
    expect(all()[0]!.getAttribute('data-widget-state')).toBe('mounted');
    const badges = [...document.querySelectorAll('.badge')];
    const mountsBefore = counts.mounts;
    crash.now = false;
    fallback()!.querySelector('button')!.click();
    await vi.waitFor(() => expect(document.getElementById('f')!.textContent).toBe('fixed'));
    expect(document.getElementById('f')!.getAttribute('data-widget-state')).toBe('mounted');
    // The neighbours were not remounted: same elements, same state.
    expect([...document.querySelectorAll('.badge')].every((b, i) => b === badges[i])).toBe(true);
    expect(counts.mounts).toBe(mountsBefore);
    expect(all().map((host) => host.textContent)).toEqual(['0', '1', 'fixed']);
  });

  it('survives a page script that emptied a mounted host before removing it', async () => {
    const error = expectConsoleError();
    await start(hosts(3));
    await vi.waitFor(() => expect(rendered()).toBe(3));
    const [first, second] = all() as [HTMLElement, HTMLElement];
    second.innerHTML = '<p>replaced by a page script</p>'; // React's nodes are gone
    second.remove();
    first.setAttribute('data-score', '9');
    await vi.waitFor(() => expect(first.textContent).toBe('9'));
    expect(all().map((host) => host.textContent)).toEqual(['9', '2']);
    // React could not remove the nodes; the shared root was mounted again, not left empty.
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('failed together'),
      expect.anything(),
    );
  });

  it('keeps the server content until the commit that shows the widget (no empty host)', async () => {
    await start('<div data-widget="probe"><p>Server</p></div>');
    await vi.waitFor(() => expect(all()[0]!.innerHTML).toBe('<b>widget</b>'));
    expect(seen.get('whileRendering')).toBe('<p>Server</p>');
    expect(seen.get('inLayoutEffect')).toBe('<b>widget</b>');
  });

  it('keeps the server content of a host whose attributes are invalid', async () => {
    const errors = expectConsoleError('Widget "badge" was not mounted because of its attributes');
    await start('<div data-widget="badge"><p>Server</p></div>');
    await vi.waitFor(() => expect(all()[0]!.getAttribute('data-widget-state')).toBe('error'));
    await vi.waitFor(() => expect(errors).toHaveBeenCalled());
    expect(all()[0]!.innerHTML).toBe('<p>Server</p>');
  });
});
