import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { isRotating, type PauseReasons } from './logic.ts';

export interface AutoplayOptions {
  enabled: boolean;
  /** Time between steps (spec §9: 3000 ms). */
  interval: number;
  /** Time before the very first step (media stream: 500 ms). */
  firstDelay: number;
  /** After the page becomes visible again, rotation resumes this much later (spec: 100 ms). */
  resumeDelay: number;
  /** Held by the caller (a big view is open). */
  paused: boolean;
  onStep: () => void;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Rotation with every reason to stop (APG carousel): the pause button, hover, focus inside, a
 * hidden page, prefers-reduced-motion (rotation starts paused; the button can still start it),
 * and the caller. Returns the reasons and the handlers for the carousel's root.
 */
export function useAutoplay({
  enabled,
  interval,
  firstDelay,
  resumeDelay,
  paused,
  onStep,
}: AutoplayOptions) {
  const [reducedMotion] = useState(prefersReducedMotion);
  const [user, setUser] = useState(reducedMotion);
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  const [hidden, setHidden] = useState(() => document.visibilityState === 'hidden');
  const stepped = useRef(false);
  const step = useRef(onStep);
  useEffect(() => {
    step.current = onStep;
  });

  useEffect(() => {
    let timer: number | undefined;
    const onVisibility = () => {
      window.clearTimeout(timer);
      if (document.visibilityState === 'hidden') setHidden(true);
      else timer = window.setTimeout(() => setHidden(false), resumeDelay);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [resumeDelay]);

  const reasons: PauseReasons = { user, hover, focus, hidden, external: paused };
  const rotating = enabled && isRotating(reasons);

  useEffect(() => {
    if (!rotating) return;
    let timer = 0;
    const schedule = (delay: number) => {
      timer = window.setTimeout(() => {
        stepped.current = true;
        step.current();
        schedule(interval);
      }, delay);
    };
    schedule(stepped.current ? interval : firstDelay);
    return () => window.clearTimeout(timer);
  }, [rotating, interval, firstDelay]);

  return {
    rotating,
    /** Whether the pause button shows "start" (the person, or reduced motion, stopped it). */
    stoppedByUser: user,
    reducedMotion,
    toggle: () => {
      // An explicit start wins over hover and focus until the pointer or focus enter again.
      if (user) {
        setHover(false);
        setFocus(false);
      }
      setUser(!user);
    },
    rootHandlers: {
      onMouseEnter: () => setHover(true),
      onMouseLeave: () => setHover(false),
      onFocus: () => setFocus(true),
      onBlur: (e: FocusEvent<HTMLElement>) => {
        if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget)))
          setFocus(false);
      },
    },
  };
}
