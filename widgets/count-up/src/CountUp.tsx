import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '@anstoss/i18n';
import type { WidgetProps } from '@anstoss/runtime/widget';
import { COUNT_UP_DELAY_MS, COUNT_UP_DURATION_MS, countUpValue } from './logic.ts';
import type { CountUpProps } from './props.ts';
import './countUp.css';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * An animated number. Screen readers get the final number from the first render (the moving
 * digits are hidden from them); the digits sit over invisible copies of the start and end values,
 * so the box has its final width before the count starts and never moves the text around it.
 */
export function CountUp({ props }: WidgetProps<CountUpProps>) {
  const from = props.from ?? 0;
  const decimals = props.decimals ?? 0;
  const [reducedMotion] = useState(prefersReducedMotion);
  // Elapsed time of the count, tagged with the values it belongs to: new attribute values start
  // from the beginning without resetting state inside the effect.
  const run = `${from}|${props.value}|${decimals}`;
  const [progress, setProgress] = useState<{ run: string; elapsed: number } | null>(null);
  const rootRef = useRef<HTMLSpanElement>(null);
  const shown = reducedMotion
    ? props.value
    : progress?.run === run
      ? countUpValue(from, props.value, progress.elapsed, decimals)
      : from;

  useEffect(() => {
    if (reducedMotion) return;
    const root = rootRef.current;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame: number | undefined;
    const count = () => {
      const started = Date.now();
      const tick = () => {
        const elapsed = Date.now() - started;
        setProgress({ run, elapsed });
        if (elapsed < COUNT_UP_DURATION_MS) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    const start = () => {
      timer = setTimeout(count, COUNT_UP_DELAY_MS);
    };
    let observer: IntersectionObserver | undefined;
    if (root && typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer?.disconnect();
          start();
        }
      });
      observer.observe(root);
    } else {
      start();
    }
    return () => {
      observer?.disconnect();
      clearTimeout(timer);
      if (frame !== undefined) cancelAnimationFrame(frame);
    };
  }, [run, reducedMotion]);

  const format = (value: number) =>
    formatNumber(value, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

  return (
    <span ref={rootRef} className="ast-count-up">
      <span className="ast-visually-hidden">{format(props.value)}</span>
      <span className="ast-count-up__digits" aria-hidden="true" data-testid="count-up-digits">
        <span className="ast-count-up__ghost">{format(props.value)}</span>
        <span className="ast-count-up__ghost">{format(from)}</span>
        <span className="ast-count-up__live">{format(shown)}</span>
      </span>
    </span>
  );
}
