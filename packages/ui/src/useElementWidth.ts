import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';

/**
 * The one debounced-width hook: the element's `clientWidth`, measured before the first paint and
 * again whenever a `ResizeObserver` reports a change, `debounceMs` after the last report (0: at
 * once). Without `ResizeObserver` (old browsers, jsdom) the first measurement stays. 0 until the
 * element is there.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, debounceMs = 0): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    setWidth(ref.current?.clientWidth ?? 0);
  }, [ref]);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => setWidth(el.clientWidth);
    const observer = new ResizeObserver(() => {
      if (debounceMs <= 0) return measure();
      clearTimeout(timer);
      timer = setTimeout(measure, debounceMs);
    });
    observer.observe(el);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, debounceMs]);
  return width;
}
