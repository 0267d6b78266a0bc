import { describe, expect, it } from 'vitest';
import { cycle, initialIndex, isMobile } from './logic.ts';

describe('tabs logic', () => {
  it('cycles prev/next through the tabs', () => {
    expect(cycle(2, 1, 3)).toBe(0);
    expect(cycle(0, -1, 3)).toBe(2);
    expect(cycle(1, 1, 3)).toBe(2);
  });
  it('is a drop-down below 760 px', () => {
    expect(isMobile(759)).toBe(true);
    expect(isMobile(760)).toBe(false);
  });
  it('starts on the tab marked active', () => {
    expect(initialIndex([{}, { active: true }])).toBe(1);
    expect(initialIndex([{}, {}])).toBe(0);
  });
});
