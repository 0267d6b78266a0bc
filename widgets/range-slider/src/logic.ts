export interface Split {
  valueLeft: number;
  valueRight: number;
}

/** The two shares for a left value: whole percent, clamped to 0…100, always summing to 100. */
export function splitFromLeft(left: number): Split {
  const valueLeft = Math.min(100, Math.max(0, Math.round(Number.isFinite(left) ? left : 50)));
  return { valueLeft, valueRight: 100 - valueLeft };
}

/** The same split, given the right share. */
export function splitFromRight(right: number): Split {
  const { valueLeft, valueRight } = splitFromLeft(100 - right);
  return { valueLeft, valueRight };
}

/** The left share a pointer at `x` on a track from `start` of `width` pixels stands for. */
export function leftFromPointer(x: number, start: number, width: number): number {
  if (width <= 0) return 50;
  return splitFromLeft(((x - start) / width) * 100).valueLeft;
}
