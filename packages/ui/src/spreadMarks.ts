/**
 * Where the marks on a time line sit (match quick view icons, the live ticker's progress bar):
 * at their x, but never on top of each other. On a phone a minute is a few pixels, so a booking
 * at 87, a change at 89 and a card at 90+2 (drawn at the line's end) were one blot. A mark too
 * close to the one before moves right by just enough (`size` + 1 px apart, centre to centre);
 * when that would pass `max`, the run is packed back from `max`; nothing goes below `min`.
 * `xs` are centres, in any order; the answer is in the same order.
 */
export function spreadMarks(
  xs: readonly number[],
  size: number,
  min: number,
  max: number,
): number[] {
  const gap = size + 1;
  const order = xs.map((_, i) => i).sort((a, b) => xs[a]! - xs[b]! || a - b);
  const placed: number[] = [];
  for (const i of order) {
    const before = placed.at(-1);
    placed.push(before === undefined ? xs[i]! : Math.max(xs[i]!, before + gap));
  }
  let limit = max;
  for (let k = placed.length - 1; k >= 0 && placed[k]! > limit; k--) {
    placed[k] = limit;
    limit -= gap;
  }
  const out: number[] = new Array<number>(xs.length);
  order.forEach((i, k) => (out[i] = Math.max(min, placed[k]!)));
  return out;
}
