import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core on a container and fails with a readable list of violations. Colour contrast is
 * off because jsdom computes no styles from our CSS; the browser tests check it on real pages.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  const found = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(found).toEqual([]);
}
