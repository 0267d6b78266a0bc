/**
 * Spec §9 Timings: "Scroll on submit success: element top minus 160 px". One helper for every
 * form that scrolls after a successful submit (comment form, report forms), so they agree.
 */

/** How far above the element's top the page comes to rest (spec §9). */
export const SUBMIT_SCROLL_OFFSET_PX = 160;

/** The document scroll position that puts `elementTop` (viewport px) `offset` px below the top. */
export function scrollTargetTop(
  elementTop: number,
  scrollY: number,
  offset = SUBMIT_SCROLL_OFFSET_PX,
): number {
  return Math.max(0, Math.round(elementTop + scrollY - offset));
}

/**
 * Scrolls the page so `element`'s top sits `offset` px below the viewport's top: smoothly, or at
 * once under `prefers-reduced-motion`. Never throws (an element already removed is ignored).
 */
export function scrollToForm(
  element: Element | null | undefined,
  offset = SUBMIT_SCROLL_OFFSET_PX,
): void {
  if (!element?.isConnected) return;
  const reduce =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const top = scrollTargetTop(element.getBoundingClientRect().top, window.scrollY, offset);
  try {
    window.scrollTo({ top, behavior: reduce ? 'auto' : 'smooth' });
  } catch {
    // jsdom and old engines without scrollTo options
  }
}
