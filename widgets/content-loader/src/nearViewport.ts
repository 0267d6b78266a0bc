/** How close (px) a lazy fragment's box comes to the viewport before it is requested. */
export const NEAR_MARGIN = '200px';

/**
 * Calls `run` once, when `el` comes within {@link NEAR_MARGIN} of the viewport or at the first
 * Tab press (a keyboard user may pass the box without scrolling it into view first), as the
 * runtime's `visible` strategy does for hosts. Without IntersectionObserver it runs at once.
 * Returns a function that cancels the wait.
 */
export function whenNearViewport(el: Element, run: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    run();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) done();
    },
    { rootMargin: NEAR_MARGIN },
  );
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') done();
  };
  function stop(): void {
    observer.disconnect();
    document.removeEventListener('keydown', onKeyDown, true);
  }
  function done(): void {
    stop();
    run();
  }
  observer.observe(el);
  document.addEventListener('keydown', onKeyDown, true);
  return stop;
}
