/** Tab-group rules (spec §2 Other widgets, §9 Layout). */
export const MOBILE_BREAKPOINT = 760;

/** prev/next arrows and arrow keys cycle through the tabs. */
export function cycle(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** Below 760 px the tabs become a drop-down. */
export function isMobile(width: number): boolean {
  return width < MOBILE_BREAKPOINT;
}

export function initialIndex(items: readonly { active?: boolean }[]): number {
  const found = items.findIndex((i) => i.active);
  return found < 0 ? 0 : found;
}
