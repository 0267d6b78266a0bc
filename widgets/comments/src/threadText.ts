/**
 * Appends to the thread text field (a textarea of the comment form or of the CMS page, found by
 * id). The value is set through the native setter and an `input` event is sent, so a React form
 * that owns the field sees the change like typing. No network, no widget import.
 */
import { appendQuote } from './logic.ts';

export function appendToThreadText(id: string, quote: string): boolean {
  const field = document.getElementById(id);
  if (!(field instanceof HTMLTextAreaElement) && !(field instanceof HTMLInputElement)) return false;
  const proto = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  const next = appendQuote(field.value, quote);
  if (setter) setter.call(field, next);
  else field.value = next;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.focus();
  return true;
}

/** The selected text, and whether the whole selection lies inside `element`. */
export function selectionIn(element: HTMLElement | null): { text: string; inside: boolean } {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0 || !element) return { text: '', inside: false };
  const text = selection.toString();
  const inside =
    selection.anchorNode !== null &&
    selection.focusNode !== null &&
    element.contains(selection.anchorNode) &&
    element.contains(selection.focusNode);
  return { text, inside };
}
