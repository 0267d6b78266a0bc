/** Carousel rules as pure functions: which slides exist in the DOM, and when it may rotate. */

/** Positive modulo: the slide an absolute (loop) position shows. */
export const slideAt = (abs: number, count: number) => ((abs % count) + count) % count;

export interface SlideWindow {
  /** Absolute position of the first rendered slide. */
  start: number;
  /** Absolute positions of the rendered slides, in order. */
  positions: number[];
}

/**
 * The slides to render around the active absolute position `abs`: `before` to the left, the
 * `perView` visible ones, `after` to the right. Only these are in the DOM, so 10,000 entries
 * cost as much as ten. Without loop the window stays inside 0 … count − 1.
 */
export function slideWindow(
  abs: number,
  count: number,
  perView: number,
  before: number,
  after: number,
  loop: boolean,
): SlideWindow {
  if (count <= 0) return { start: 0, positions: [] };
  let start = abs - before;
  let end = abs + Math.ceil(perView) - 1 + after;
  if (!loop || count <= Math.ceil(perView)) {
    start = Math.max(0, start);
    end = Math.min(count - 1, end);
  } else if (end - start + 1 > count) {
    // A short looping list: every slide once, starting left of the active one, and never so
    // far left that the visible ones fall off the end (2 slides, 2 before: 1 before).
    start = abs - Math.max(0, Math.min(before, count - Math.ceil(perView)));
    end = start + count - 1;
  }
  const positions: number[] = [];
  for (let p = start; p <= end; p++) positions.push(p);
  return { start, positions };
}

/** Why rotation is stopped right now; it runs only when none applies. */
export interface PauseReasons {
  /** The pause button (and the initial state under prefers-reduced-motion). */
  user: boolean;
  hover: boolean;
  focus: boolean;
  /** The page is hidden (or became visible less than the resume delay ago). */
  hidden: boolean;
  /** The caller holds it (e.g. a big view is open). */
  external: boolean;
}

export const isRotating = (r: PauseReasons) =>
  !r.user && !r.hover && !r.focus && !r.hidden && !r.external;

/** The row's shift in percent of the viewport: the first rendered slide sits at `start`. */
export function trackShift(start: number, position: number, perView: number): number {
  return (start / perView - position) * 100;
}
