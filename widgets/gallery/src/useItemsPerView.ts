import { useEffect, useState } from 'react';
import { itemsPerView, RESIZE_DEBOUNCE_MS } from './logic.ts';

/**
 * Cycle slider (spec §9 Layout): 1, 2 or 3 items by window width, re-read 750 ms after the last
 * resize. `fixed` (the galleries: one slide) skips the listener.
 */
export function useItemsPerView(fixed: number | null): number {
  const [perView, setPerView] = useState(() => fixed ?? itemsPerView(window.innerWidth));
  useEffect(() => {
    if (fixed !== null) return;
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(
        () => setPerView(itemsPerView(window.innerWidth)),
        RESIZE_DEBOUNCE_MS,
      );
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [fixed]);
  return fixed ?? perView;
}
