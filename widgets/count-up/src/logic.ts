/** Spec §9 Timings: the count starts 500 ms after the number becomes visible … */
export const COUNT_UP_DELAY_MS = 500;
/** … and runs for 3 s. */
export const COUNT_UP_DURATION_MS = 3000;

/** Ease-out cubic: fast at first, settling gently on the final number. */
export function easeOut(progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  return 1 - (1 - p) ** 3;
}

/**
 * The number shown `elapsedMs` after the count started, rounded to `decimals`; exactly `to` once
 * the duration has passed (so rounding never leaves the final number one off).
 */
export function countUpValue(
  from: number,
  to: number,
  elapsedMs: number,
  decimals = 0,
  durationMs = COUNT_UP_DURATION_MS,
): number {
  if (elapsedMs >= durationMs) return to;
  if (elapsedMs <= 0) return from;
  const raw = from + (to - from) * easeOut(elapsedMs / durationMs);
  const factor = 10 ** decimals;
  return Math.round(raw * factor) / factor;
}
