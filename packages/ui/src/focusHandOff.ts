import { useCallback, useLayoutEffect, useRef } from 'react';
import type { RefCallback } from 'react';
import { canTakeFocus, isFocusLost, returnFocus } from './focusReturn.ts';
import type { FocusTarget } from './focusReturn.ts';

/** Whether focus is on `el` or inside it. */
function holdsFocus(el: HTMLElement): boolean {
  const active = el.ownerDocument.activeElement;
  return active !== null && el.contains(active);
}

/** Whether a control that had focus can no longer keep it (disabled, hidden, inert, removed). */
function cannotKeepFocus(el: HTMLElement): boolean {
  return !canTakeFocus(el) || (el as HTMLButtonElement).disabled === true;
}

/**
 * Hands focus on (`next`, else the page fallback) unless the person has moved it elsewhere.
 * Focus still on the control itself counts as lost: a disabled button keeps `activeElement` in
 * some browsers while keys go to the page.
 */
function handOff(control: HTMLElement, next: FocusTarget): void {
  const active = control.ownerDocument.activeElement;
  if (!isFocusLost(active) && !(active && control.contains(active))) return;
  returnFocus(next, control.ownerDocument);
}

/**
 * The focus-return rule for controls that go away by themselves (issue 28): a "Mehr laden"
 * button removed by the last page, a "Nächste Folie" disabled at the end, a pager's "Nächste
 * Seite" disabled on the last page. Spread the returned ref on the control; when it is removed,
 * disabled, hidden or made inert while it (or something inside it) has focus, focus goes to
 * `next`: the first new item, the other arrow, the heading. When `next` cannot take focus either,
 * `<main>` gets it (`returnFocus`), so focus never stays on `<body>`.
 *
 * `next` is read when the control goes away, so a function finding an element rendered in the
 * same commit (the first entry of the page just loaded) works. Focus the person moved elsewhere
 * is left alone. For writes (the control is replaced by a result) use `useFocusAfter`.
 *
 * ```tsx
 * const nextRef = useFocusHandOff<HTMLButtonElement>(() => prevButton.current);
 * <button ref={nextRef} disabled={atEnd}>Nächste Folie</button>
 * ```
 */
export function useFocusHandOff<T extends HTMLElement = HTMLElement>(
  next: FocusTarget,
): RefCallback<T> {
  const nextRef = useRef(next);
  useLayoutEffect(() => {
    nextRef.current = next;
  });
  const control = useRef<T | null>(null);
  /** Whether the control had focus at the last commit or got it since. */
  const focused = useRef(false);

  // Disabled, hidden or inert by a render of the component that owns the control.
  useLayoutEffect(() => {
    const el = control.current;
    if (!el) return;
    if (focused.current && cannotKeepFocus(el)) {
      focused.current = false;
      handOff(el, nextRef.current);
      return;
    }
    focused.current = holdsFocus(el);
  });

  return useCallback((el: T | null) => {
    if (!el) return;
    control.current = el;
    focused.current = holdsFocus(el);
    const onFocus = () => {
      focused.current = true;
    };
    const onBlur = (event: FocusEvent) => {
      // Focus moved to another element: the person went on. A blur to nothing (the browser
      // dropping focus from a control being disabled) keeps the flag for the check above.
      if (event.relatedTarget) focused.current = false;
    };
    el.addEventListener('focusin', onFocus);
    el.addEventListener('focusout', onBlur);
    return () => {
      el.removeEventListener('focusin', onFocus);
      el.removeEventListener('focusout', onBlur);
      if (control.current === el) control.current = null;
      // Removed: React detaches refs before it removes the node, so focus is still inside.
      if (!holdsFocus(el)) return;
      focused.current = false;
      queueMicrotask(() => {
        // After the commit: the node is gone and what replaced it is in the document.
        if (el.isConnected && !cannotKeepFocus(el)) return; // only moved, not removed
        handOff(el, nextRef.current);
      });
    };
  }, []);
}

/**
 * Two controls that stand in for each other (previous/next of a pager or carousel): when one is
 * disabled or removed while focused, focus goes to the other. Returns their refs.
 */
export function useFocusHandOffPair<T extends HTMLElement = HTMLButtonElement>(): [
  RefCallback<T>,
  RefCallback<T>,
] {
  const first = useRef<T | null>(null);
  const second = useRef<T | null>(null);
  const firstHandOff = useFocusHandOff<T>(second);
  const secondHandOff = useFocusHandOff<T>(first);
  const firstRef = useCallback(
    (el: T | null) => {
      first.current = el;
      return firstHandOff(el);
    },
    [firstHandOff],
  );
  const secondRef = useCallback(
    (el: T | null) => {
      second.current = el;
      return secondHandOff(el);
    },
    [secondHandOff],
  );
  return [firstRef, secondRef];
}
