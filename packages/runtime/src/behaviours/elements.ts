/** Elements at and below `root` matching `selector`, in document order. */
export function within<E extends Element = HTMLElement>(root: ParentNode, selector: string): E[] {
  const found: E[] = [];
  if (root instanceof Element && root.matches(selector)) found.push(root as E);
  found.push(...root.querySelectorAll<E>(selector));
  return found;
}

/** True for a plain primary click (no modifier: those mean "open in a new tab" and stay native). */
export function isPlainClick(e: MouseEvent): boolean {
  return e.button === 0 && !e.ctrlKey && !e.metaKey && !e.shiftKey && !e.altKey;
}

/** The element an event started on (text nodes resolved to their parent). */
export function eventElement(e: Event): Element | null {
  const target = e.target;
  if (target instanceof Element) return target;
  return target instanceof Node ? target.parentElement : null;
}

/** Keys that move within a control (a select's options, a radio group, a text field's caret). */
export const MOVING_KEYS: ReadonlySet<string> = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);
