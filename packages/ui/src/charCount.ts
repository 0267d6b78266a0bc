import type { TranslationKey } from '@anstoss/i18n';

/** Spec §5 Character counts: remaining characters = the field's maxlength minus its current length. */
export function remainingChars(maxLength: number, value: string): number {
  // String length in UTF-16 code units, the same measure the browser's maxlength uses.
  return maxLength - value.length;
}

/** The i18n key and count for a remaining number; negative means the text is too long. */
export function charCountMessage(remaining: number): { key: TranslationKey; count: number } {
  return remaining >= 0
    ? { key: 'anstoss.ui.charCounter.remaining', count: remaining }
    : { key: 'anstoss.ui.charCounter.over', count: -remaining };
}

/** Remaining counts at which a counter speaks when it speaks at thresholds (issue 18). */
export const COUNTER_THRESHOLDS: readonly number[] = [100, 50, 20, 10, 0];

/**
 * The threshold passed on the way from `before` to `after` remaining characters (typing down to
 * or below it), or 'over' when the text just became too long; null when nothing worth saying
 * happened. Deleting text never speaks: the person made room on purpose.
 */
export function crossedThreshold(
  before: number,
  after: number,
  thresholds: readonly number[] = COUNTER_THRESHOLDS,
): number | 'over' | null {
  if (after >= before) return null;
  if (before >= 0 && after < 0) return 'over';
  const passed = thresholds.filter((n) => before > n && after <= n);
  return passed.length ? Math.min(...passed) : null;
}
