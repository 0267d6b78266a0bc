import { describe, expect, it } from 'vitest';
import {
  arrowsDisabled,
  SCROLL_INCREMENT,
  SCROLL_STEP,
  SCROLL_TICK_MS,
  scrollFrames,
  scrollTarget,
} from './logic.ts';

describe('cross-table scrolling (§9)', () => {
  it('steps 80 px, moved 5 px every 2 ms', () => {
    expect([SCROLL_STEP, SCROLL_INCREMENT, SCROLL_TICK_MS]).toEqual([80, 5, 2]);
    expect(scrollTarget(0, 1, 500)).toBe(80);
    expect(scrollTarget(100, -1, 500)).toBe(20);
    expect(scrollTarget(460, 1, 500)).toBe(500);
    expect(scrollTarget(30, -1, 500)).toBe(0);
    const frames = scrollFrames(0, 80);
    expect(frames).toHaveLength(16);
    expect(frames.slice(0, 3)).toEqual([5, 10, 15]);
    expect(scrollFrames(80, 77)).toEqual([77]);
  });
  it('disables the arrows at the ends', () => {
    expect(arrowsDisabled(0, 300)).toEqual({ prev: true, next: false });
    expect(arrowsDisabled(300, 300)).toEqual({ prev: false, next: true });
    expect(arrowsDisabled(0, 0)).toEqual({ prev: true, next: true });
  });
});
