import { afterEach, describe, expect, it, vi } from 'vitest';
import { AD_SLOT_SELECTOR, BEHAVIOUR_SELECTOR } from '../behaviourSelectors.ts';
import { applyBehaviours, GROUPS, startBehaviours } from './index.ts';

// The entry (runtime.js) decides with BEHAVIOUR_SELECTOR whether to load the dispatcher; the
// dispatcher decides with each group's selector which group to load. They must name the same
// markup, or a page would load the dispatcher and no group (or miss a behaviour).
const parts = (selector: string) => new Set(selector.split(','));

describe('behaviour groups', () => {
  it('name together exactly the markup the entry loads the behaviours for', () => {
    const groups = new Set([...GROUPS.flatMap((g) => [...parts(g.selector)]), AD_SLOT_SELECTOR]);
    expect(groups).toEqual(parts(BEHAVIOUR_SELECTOR));
  });

  it('load each a module of their own that starts or applies something', async () => {
    for (const group of GROUPS) {
      const behaviour = await group.load();
      expect(behaviour.start ?? behaviour.apply, group.name).toBeTypeOf('function');
    }
  });
});

describe('the dispatcher', () => {
  afterEach(() => {
    stop?.();
    stop = undefined;
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });
  let stop: (() => void) | undefined;
  const spies = () => new Map(GROUPS.map((g) => [g.name, vi.spyOn(g, 'load')]));
  const loadedNames = (map: Map<string, { mock: { calls: unknown[] } }>) =>
    [...map].filter(([, spy]) => spy.mock.calls.length > 0).map(([name]) => name);

  it('loads only the groups whose markup the page holds, once each', async () => {
    const loads = spies();
    document.body.innerHTML =
      '<a data-share="facebook" href="/x">Teilen</a><a data-share="x">y</a>';
    stop = startBehaviours();
    await applyBehaviours(document);
    const fragment = document.createElement('div');
    fragment.innerHTML = '<a data-share="x">z</a>';
    document.body.append(fragment);
    await applyBehaviours(fragment);
    expect(loadedNames(loads)).toEqual(['share']);
    expect(loads.get('share')?.mock.calls).toHaveLength(1);
  });

  it('loads the groups for markup the other groups produce (a condition disabling for the login gate)', async () => {
    const loads = spies();
    document.body.innerHTML = '<button data-condition="exist FBDE_LOGIN">Hochladen</button>';
    stop = startBehaviours();
    await applyBehaviours(document);
    expect(document.querySelector('button')?.hasAttribute('data-user-disabled')).toBe(true);
    expect(loadedNames(loads)).toEqual(['markup', 'login']);
  });

  it('loads the router for a #! address without any section markup', async () => {
    const loads = spies();
    history.replaceState(null, '', '#!/tabelle');
    stop = startBehaviours();
    await vi.waitFor(() => expect(loadedNames(loads)).toEqual(['router']));
    history.replaceState(null, '', '/');
  });

  it('loads nothing on a page without behaviour markup', async () => {
    const loads = spies();
    document.body.innerHTML = '<p><a href="/news">News</a></p>';
    stop = startBehaviours();
    await applyBehaviours(document);
    expect(loadedNames(loads)).toEqual([]);
  });
});
