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
