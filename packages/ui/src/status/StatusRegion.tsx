import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { announcementText } from './announce.ts';

export interface AnnounceOptions {
  /**
   * Quiet time before the message is spoken; a newer message within it replaces it (typing:
   * a counter, a search field). Default 0: at once.
   */
  delayMs?: number;
}

/** Speaks a message politely in the widget's status region; an empty message clears it. */
export type Announce = (message: string, options?: AnnounceOptions) => void;

export interface StatusRegionHandle {
  announce: Announce;
  /** Empties the region (nothing is read). */
  clear: () => void;
  /** The region itself: render it once, anywhere inside the widget, from the first render on. */
  region: ReactElement;
}

const AnnounceContext = createContext<Announce | null>(null);

/**
 * One polite status region per widget (issue 18, item 4): changes the person did not cause
 * directly (levels filled by themselves, a date moved inside the allowed range, results loading)
 * are announced through it. The region is visually hidden, `role="status"`, atomic, and present
 * from the first render, so the first message is read too.
 *
 * Root components call `useStatusRegion()` and render `region`; parts below a `<StatusRegion>`
 * call `useAnnounce()`.
 */
export function useStatusRegion(): StatusRegionHandle {
  const [text, setText] = useState('');
  const shown = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const show = useCallback((message: string) => {
    const next = announcementText(shown.current, message);
    shown.current = next;
    setText(next);
  }, []);

  const announce = useCallback<Announce>(
    (message, options = {}) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      const delay = options.delayMs ?? 0;
      if (delay <= 0) show(message);
      else timer.current = setTimeout(() => show(message), delay);
    },
    [show],
  );
  const clear = useCallback(() => announce(''), [announce]);

  const region = (
    <div
      className="ast-visually-hidden ast-status-region"
      role="status"
      aria-live="polite"
      aria-atomic="true"
    >
      {text}
    </div>
  );
  return { announce, clear, region };
}

export interface StatusRegionProps {
  children?: ReactNode;
}

/**
 * Provides `useAnnounce()` to the parts inside and renders the widget's one status region after
 * them. Wrap a widget's view in it once.
 */
export function StatusRegion({ children }: StatusRegionProps) {
  const { announce, region } = useStatusRegion();
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      {region}
    </AnnounceContext.Provider>
  );
}

/** The `announce` of the enclosing `<StatusRegion>`; throws outside one. */
export function useAnnounce(): Announce {
  const announce = useContext(AnnounceContext);
  if (!announce) throw new Error('[anstoss] useAnnounce: no <StatusRegion> around this component');
  return announce;
}

/** The enclosing region's `announce`, or null (components that bring their own region otherwise). */
export function useOptionalAnnounce(): Announce | null {
  return useContext(AnnounceContext);
}
