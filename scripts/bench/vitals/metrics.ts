// Web-vitals arithmetic over raw Performance API entries, kept pure so it is tested without a browser.

export interface TaskEntry {
  startTime: number;
  duration: number;
}

export interface ShiftEntry {
  startTime: number;
  value: number;
}

/** Long tasks block for what exceeds 50 ms. */
const BLOCKING_THRESHOLD_MS = 50;

/**
 * Total blocking time after first contentful paint: a task that started before FCP counts only
 * with its part after FCP (as Lighthouse counts it). The window ends when the bench stops
 * observing, not at time-to-interactive.
 */
export function totalBlockingTime(tasks: readonly TaskEntry[], fcp: number): number {
  let total = 0;
  for (const task of tasks) {
    const end = task.startTime + task.duration;
    if (end <= fcp) continue;
    const counted = end - Math.max(task.startTime, fcp);
    total += Math.max(0, counted - BLOCKING_THRESHOLD_MS);
  }
  return total;
}

/**
 * The largest session window of layout shifts, as Chrome defines it for CLS: shifts less than 1 s
 * apart, a window at most 5 s long. Shifts after input are excluded by the caller. Returns the
 * window's shifts (in time order) and their sum; no shifts give an empty window of 0.
 */
export function largestSessionWindow<T extends ShiftEntry>(
  shifts: readonly T[],
): { value: number; shifts: T[] } {
  let largest: { value: number; shifts: T[] } = { value: 0, shifts: [] };
  let current: T[] = [];
  let value = 0;
  let windowStart = Number.NEGATIVE_INFINITY;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    const startsNew = shift.startTime - previous >= 1000 || shift.startTime - windowStart >= 5000;
    if (startsNew) {
      current = [];
      value = 0;
      windowStart = shift.startTime;
    }
    current.push(shift);
    value += shift.value;
    previous = shift.startTime;
    if (value > largest.value) largest = { value, shifts: [...current] };
  }
  return largest;
}

/** Cumulative layout shift: the sum of the largest session window (see largestSessionWindow). */
export function cumulativeLayoutShift(shifts: readonly ShiftEntry[]): number {
  return largestSessionWindow(shifts).value;
}
