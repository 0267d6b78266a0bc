/** Pure rules of the comment thread (spec §5 Comments and poll form, §9 Texts). */

export const NO_TEXT_SELECTED = 'javascript.error.message.no_text_selected';

/** Spec §9: the quote format appended to the thread text field. */
export function quoteMarkup(name: string, userContent: string): string {
  return `(quote)(quotefrom)${name}(/quotefrom)${userContent}(/quote)`;
}

export type QuoteResult = { quote: string } | { error: typeof NO_TEXT_SELECTED };

/**
 * Spec §5: a selection must lie inside the comment's own text (`insideComment`), else quoting
 * fails with no_text_selected. Issue 18: with nothing selected (a keyboard user cannot select
 * with the mouse) the whole comment (`wholeText`) is quoted; only an empty comment fails then.
 */
export function quoteFromSelection(
  name: string,
  selectedText: string,
  insideComment: boolean,
  wholeText = '',
): QuoteResult {
  const text = selectedText.trim();
  if (text) return insideComment ? { quote: quoteMarkup(name, text) } : { error: NO_TEXT_SELECTED };
  const whole = wholeText.replace(/\s+/g, ' ').trim();
  return whole ? { quote: quoteMarkup(name, whole) } : { error: NO_TEXT_SELECTED };
}

/** The field's new value: the quote appended on a line of its own. */
export function appendQuote(current: string, quote: string): string {
  if (!current) return quote;
  return current.endsWith('\n') ? `${current}${quote}` : `${current}\n${quote}`;
}

/** Whether a delete or report answer confirms the action (spec §4 Comment tools). */
export function confirmsTool(
  tool: 'delete' | 'report',
  answer: { success: boolean; deleted?: boolean | undefined; reported?: boolean | undefined },
): boolean {
  return answer.success && (tool === 'delete' ? answer.deleted === true : answer.reported === true);
}
