import { eventElement } from './elements.ts';

/** The text a copy button copies: a field's value, or an element's text. */
export function copySource(id: string): { text: string; element: HTMLElement } | null {
  const element = document.getElementById(id);
  if (!element) return null;
  const text =
    element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement
      ? element.value
      : (element.textContent ?? '');
  return { text, element };
}

/**
 * `button[data-copy="ID"]` copies the value (field) or text of element ID to the clipboard and
 * writes `data-copy-done` (or, when the clipboard is refused, `data-copy-failed`, after selecting
 * the text for Ctrl+C) into the polite status `[data-copy-status="ID"]`. The texts come from the
 * server's markup, in the page's language.
 */
export function startCopyButtons(): () => void {
  const onClick = (e: MouseEvent): void => {
    const button = eventElement(e)?.closest<HTMLButtonElement>('button[data-copy]');
    const id = button?.getAttribute('data-copy');
    if (!button || !id) return;
    const source = copySource(id);
    if (!source) return;
    const status = document.querySelector(`[data-copy-status="${CSS.escape(id)}"]`);
    const say = (attribute: string): void => {
      if (status) status.textContent = button.getAttribute(attribute) ?? '';
    };
    const fallback = (): void => {
      if (source.element instanceof HTMLTextAreaElement) source.element.select();
      say('data-copy-failed');
    };
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) return fallback();
    clipboard.writeText(source.text).then(() => say('data-copy-done'), fallback);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
