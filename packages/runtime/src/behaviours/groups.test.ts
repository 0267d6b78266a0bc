import { describe, expect, it } from 'vitest';
import { AD_SLOT_SELECTOR, BEHAVIOUR_SELECTOR } from '../behaviourSelectors.ts';
import { GROUPS } from './index.ts';

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
