import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { RELAYOUT_MS } from './logic.ts';

/** The element's width, measured on mount and again 500 ms after the last resize (spec §9). */
export function useStreamWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    setWidth(ref.current?.clientWidth ?? 0);
  }, [ref]);
  useEffect(() => {
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setWidth(ref.current?.clientWidth ?? 0), RELAYOUT_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [ref]);
  return width;
}
