/** Horizontal scrolling of the cross table (spec §9: step 80 px, moved 5 px every 2 ms). */
export const SCROLL_STEP = 80;
export const SCROLL_INCREMENT = 5;
export const SCROLL_TICK_MS = 2;

/** Target of one arrow press, kept inside [0, max]. */
export function scrollTarget(position: number, direction: -1 | 1, max: number): number {
  return Math.min(Math.max(position + direction * SCROLL_STEP, 0), Math.max(0, max));
}

/** The positions the animation passes: 5 px per 2 ms tick until the target. */
export function scrollFrames(from: number, to: number): number[] {
  const frames: number[] = [];
  const sign = to > from ? 1 : -1;
  let x = from;
  while (x !== to) {
    x = sign > 0 ? Math.min(to, x + SCROLL_INCREMENT) : Math.max(to, x - SCROLL_INCREMENT);
    frames.push(x);
  }
  return frames;
}

/** Arrows are disabled at the ends. */
export function arrowsDisabled(position: number, max: number): { prev: boolean; next: boolean } {
  return { prev: position <= 0, next: position >= max - 1 };
}
