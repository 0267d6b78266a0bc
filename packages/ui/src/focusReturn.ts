/**
 * The focus-return rule (issue 18, item 1): focus is never dropped to `<body>`. When the focused
 * control goes away (a layer or popup closes, a form is sent, a vote replaces the radio group),
 * focus goes to, in this order:
 *   1. the target the caller names: the trigger, the result or the status that replaced the control;
 *   2. when that target is gone: the page's fallback, `pageFocusFallback()` (the `<main>` element,
 *      so the next Tab continues in the content and never starts again in the footer).
 * The DOM helpers here are used by `Layer`, `useDismissable` and `useFocusAfter`.
 */

/** An element, a ref to one, or a function finding one when it is needed. */
export type FocusTarget =
  | HTMLElement
  | null
  | { readonly current: HTMLElement | null }
  | (() => HTMLElement | null | undefined);

/** The element a focus target points at now, or null. */
export function resolveFocusTarget(target: FocusTarget | undefined): HTMLElement | null {
  if (!target) return null;
  if (typeof target === 'function') return target() ?? null;
  if ('current' in target) return target.current;
  return target;
}

/**
 * Whether focus counts as lost: nothing, the body or the document element has it, or the element
 * that has it is no longer in the document.
 */
export function isFocusLost(active: Element | null): boolean {
  if (!active || !active.isConnected) return true;
  return active === active.ownerDocument.body || active === active.ownerDocument.documentElement;
}

const NATIVELY_FOCUSABLE = new Set([
  'A',
  'BUTTON',
  'INPUT',
  'SELECT',
  'TEXTAREA',
  'IFRAME',
  'SUMMARY',
]);

/** Whether an element takes focus without a tabindex (links only with an href). */
function isNativelyFocusable(el: HTMLElement): boolean {
  if (el.tagName === 'A') return el.hasAttribute('href');
  return NATIVELY_FOCUSABLE.has(el.tagName) || el.isContentEditable;
}

/** Whether an element can be shown focused: in the document, not disabled, not in a hidden subtree. */
export function canTakeFocus(el: HTMLElement): boolean {
  if (!el.isConnected) return false;
  if ((el as HTMLButtonElement).disabled) return false;
  for (let node: HTMLElement | null = el; node; node = node.parentElement) {
    if (node.hidden || node.hasAttribute('inert') || node.style.display === 'none') return false;
  }
  return true;
}

/**
 * Focuses an element; a status or heading without tabindex gets `tabindex="-1"` first (reachable
 * by script, not by Tab). Returns whether focus arrived.
 */
export function focusElement(el: HTMLElement, options?: FocusOptions): boolean {
  if (!canTakeFocus(el)) return false;
  if (!isNativelyFocusable(el) && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus(options);
  return el.ownerDocument.activeElement === el;
}

/**
 * Where focus goes when the element it should return to is gone (a layer that opened on page
 * load had no trigger): the page's `<main>` (or `[role=main]`), else the body's first heading.
 * The next Tab then goes on in the content.
 */
export function pageFocusFallback(doc: Document = document): HTMLElement | null {
  return doc.querySelector<HTMLElement>('main, [role="main"]') ?? doc.querySelector('h1');
}

/**
 * Returns focus after something closed: to the target when it can take focus, else, only when
 * focus is lost (on the body), to `pageFocusFallback()`. Focus the person moved elsewhere in the
 * meantime is never taken away. Returns the element that got focus, or null.
 */
export function returnFocus(
  target: FocusTarget | undefined,
  doc: Document = document,
): HTMLElement | null {
  const el = resolveFocusTarget(target);
  if (el && focusElement(el)) return el;
  if (!isFocusLost(doc.activeElement)) return null;
  const fallback = pageFocusFallback(doc);
  return fallback && focusElement(fallback, { preventScroll: true }) ? fallback : null;
}
