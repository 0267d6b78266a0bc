/**
 * The open modal layers (their dialog elements), innermost last. Only the top layer takes and
 * keeps focus, and the page scroll stays locked while any layer is open (a layer opened inside
 * another must not unlock it).
 */
const SCROLL_LOCK_CLASS = 'ast-scroll-locked';
const stack: HTMLElement[] = [];

/**
 * Adds an opened layer; returns whether it is now the top one. React runs effects child first, so
 * a layer that opens together with a layer nested inside it arrives second: it goes below its
 * descendants instead of on top.
 */
export function pushLayer(dialog: HTMLElement): boolean {
  const firstDescendant = stack.findIndex((open) => dialog.contains(open));
  if (firstDescendant >= 0) stack.splice(firstDescendant, 0, dialog);
  else stack.push(dialog);
  document.documentElement.classList.add(SCROLL_LOCK_CLASS);
  return isTopLayer(dialog);
}

export function removeLayer(dialog: HTMLElement): void {
  const index = stack.indexOf(dialog);
  if (index >= 0) stack.splice(index, 1);
  if (stack.length === 0) document.documentElement.classList.remove(SCROLL_LOCK_CLASS);
}

export function isTopLayer(dialog: HTMLElement): boolean {
  return stack[stack.length - 1] === dialog;
}
