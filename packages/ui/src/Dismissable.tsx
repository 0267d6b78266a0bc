import { useEffect, useRef } from 'react';
import type { FocusEvent, HTMLAttributes, KeyboardEvent, ReactNode, Ref, RefObject } from 'react';
import { isFocusLost, resolveFocusTarget, returnFocus } from './focusReturn.ts';
import type { FocusTarget } from './focusReturn.ts';

export type { FocusTarget } from './focusReturn.ts';

/** Why something was dismissed. */
export type DismissReason = 'escape' | 'outside' | 'focus-outside';

export interface DismissableOptions {
  /** Only an open element listens: a closed one ignores Escape and clicks. */
  open: boolean;
  onDismiss: (reason: DismissReason) => void;
  /** Escape inside dismisses (default true). */
  closeOnEscape?: boolean;
  /** A click outside dismisses (default true). */
  closeOnOutsideClick?: boolean;
  /**
   * The event that counts as an outside click: 'pointerdown' (default) closes at once; 'click'
   * waits for the release, for content that moves the page when it closes (inline menus on
   * phones would otherwise shift the page under the pointer and swallow the click).
   */
  outsideEvent?: 'pointerdown' | 'click';
  /**
   * Focus moving to an element outside dismisses (disclosure navigation). A blur caused by a
   * pointer is left to the outside click, so a click on a link inside is never swallowed.
   */
  closeOnFocusOutside?: boolean;
  /** Elements that count as inside besides the container (a trigger outside it, a portal). */
  inside?: readonly RefObject<Element | null>[];
  /**
   * Where focus goes after Escape (the trigger). Default: the element that had focus before
   * focus entered the container; when that is gone too and focus would drop to the body, the
   * page's fallback (`returnFocus`, the focus-return rule).
   */
  returnFocusTo?: FocusTarget;
}

export interface DismissableProps {
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  /** Remembers where focus came from (the default target after Escape). */
  onFocus: (event: FocusEvent<HTMLElement>) => void;
}

function contains(
  ref: RefObject<HTMLElement | null>,
  inside: readonly RefObject<Element | null>[] | undefined,
  node: Node,
): boolean {
  if (ref.current?.contains(node)) return true;
  return (inside ?? []).some((r) => r.current?.contains(node));
}

/**
 * Closing on Escape and on a click (or focus) outside: the behaviour every flyout, menu, popup
 * and layer shares. Spread the returned props on the container `ref` points at. Escape is
 * handled on the container, so a nested popup closes before the one around it and an enclosing
 * layer stays open.
 */
export function useDismissable(
  ref: RefObject<HTMLElement | null>,
  options: DismissableOptions,
): DismissableProps {
  const {
    open,
    closeOnEscape = true,
    closeOnOutsideClick = true,
    outsideEvent = 'pointerdown',
    closeOnFocusOutside = false,
  } = options;
  // Document listeners live as long as the element is open and must see the latest options.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const pointerDown = useRef(false);
  // The element focused before focus entered the container: the trigger, as far as we can tell.
  const cameFrom = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!open || (!closeOnOutsideClick && !closeOnFocusOutside)) return;
    const onDown = () => {
      pointerDown.current = true;
    };
    // A release ends the press after the click (which comes later in the same task) was seen.
    const onUp = () =>
      setTimeout(() => {
        pointerDown.current = false;
      }, 0);
    const onOutside = (event: Event) => {
      if (event.type === 'click') pointerDown.current = false;
      const target = event.target instanceof Node ? event.target : null;
      if (!target || contains(ref, latest.current.inside, target)) return;
      latest.current.onDismiss('outside');
    };
    document.addEventListener('pointerdown', onDown, true);
    document.addEventListener('pointerup', onUp, true);
    if (closeOnOutsideClick) document.addEventListener(outsideEvent, onOutside);
    return () => {
      document.removeEventListener('pointerdown', onDown, true);
      document.removeEventListener('pointerup', onUp, true);
      document.removeEventListener(outsideEvent, onOutside);
      pointerDown.current = false;
    };
  }, [ref, open, closeOnOutsideClick, closeOnFocusOutside, outsideEvent]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!open || !closeOnEscape || event.key !== 'Escape' || event.nativeEvent.isComposing) return;
    // Handled here so an enclosing layer or popup does not close as well.
    event.stopPropagation();
    event.preventDefault();
    const back = resolveFocusTarget(latest.current.returnFocusTo) ?? cameFrom.current;
    latest.current.onDismiss('escape');
    if (back?.isConnected) back.focus();
    // The focused element may disappear with the popup: never leave focus on the body.
    setTimeout(() => {
      if (isFocusLost(document.activeElement)) returnFocus(back);
    }, 0);
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !contains(ref, options.inside, from))
      cameFrom.current = from;
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!open || !closeOnFocusOutside || pointerDown.current) return;
    const next = event.relatedTarget instanceof Node ? event.relatedTarget : null;
    // Null: focus left the window or went to the page body; the person did not go elsewhere.
    if (next && !contains(ref, options.inside, next)) latest.current.onDismiss('focus-outside');
  };

  return { onKeyDown, onBlur, onFocus };
}

export interface DismissableViewProps
  extends
    DismissableOptions,
    Omit<HTMLAttributes<HTMLDivElement>, 'onKeyDown' | 'onBlur' | 'onFocus'> {
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** A `<div>` that dismisses itself: `useDismissable` for content that needs no other element. */
export function Dismissable({
  open,
  onDismiss,
  closeOnEscape,
  closeOnOutsideClick,
  outsideEvent,
  closeOnFocusOutside,
  inside,
  returnFocusTo,
  children,
  ref,
  ...rest
}: DismissableViewProps) {
  const own = useRef<HTMLDivElement | null>(null);
  const props = useDismissable(own, {
    open,
    onDismiss,
    closeOnEscape,
    closeOnOutsideClick,
    outsideEvent,
    closeOnFocusOutside,
    inside,
    returnFocusTo,
  });
  return (
    <div
      {...rest}
      {...props}
      ref={(el) => {
        own.current = el;
        if (typeof ref === 'function') ref(el);
        else if (ref) ref.current = el;
      }}
    >
      {children}
    </div>
  );
}
