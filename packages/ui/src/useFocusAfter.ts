import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { canTakeFocus, focusElement, isFocusLost, resolveFocusTarget } from './focusReturn.ts';
import type { FocusTarget } from './focusReturn.ts';

/** How long a request waits for its target to appear (a server answer) before it is dropped. */
export const FOCUS_AFTER_TIMEOUT_MS = 15_000;

export interface FocusAfterRequest {
  target: FocusTarget;
  /** The element that had focus when the request was made (the control about to disappear). */
  from: Element | null;
}

/**
 * Whether a pending request may move focus now: when focus is lost (body, removed element) or
 * still on the control that asked (a disabled submit button, the radio that was voted with).
 * Focus the person moved anywhere else is left alone and the request is dropped.
 */
export function focusAfterDecision(
  request: FocusAfterRequest,
  active: Element | null,
  target: HTMLElement | null,
): 'focus' | 'wait' | 'drop' {
  const stillHere = isFocusLost(active) || active === request.from;
  if (!stillHere) return 'drop';
  if (!target || !canTakeFocus(target)) return 'wait';
  return 'focus';
}

export interface FocusAfterOptions {
  /** How long to wait for the target; default `FOCUS_AFTER_TIMEOUT_MS`. */
  timeoutMs?: number;
}

/**
 * For controls that disappear: call the returned function with where focus must go (the
 * trigger, the result or the status that replaced the control) right before the state change
 * that removes the focused control. After the next commits (or DOM changes, for a status that
 * appears when a server answers), the target is focused as soon as it is in the document, unless
 * the person has moved focus elsewhere meanwhile. Targets without tabindex get `tabindex="-1"`.
 *
 * ```tsx
 * const focusAfter = useFocusAfter();
 * const resultRef = useRef<HTMLParagraphElement>(null);
 * const vote = () => { focusAfter(resultRef); store.getState().vote(choice); };
 * …
 * {status === 'voted' && <p ref={resultRef}>{t('…thanks')}</p>}
 * ```
 */
export function useFocusAfter(options: FocusAfterOptions = {}): (target: FocusTarget) => void {
  const timeoutMs = options.timeoutMs ?? FOCUS_AFTER_TIMEOUT_MS;
  const pending = useRef<FocusAfterRequest | null>(null);
  const watcher = useRef<{
    observer: MutationObserver | null;
    timer: ReturnType<typeof setTimeout>;
  } | null>(null);

  const stop = useCallback(() => {
    pending.current = null;
    if (!watcher.current) return;
    watcher.current.observer?.disconnect();
    clearTimeout(watcher.current.timer);
    watcher.current = null;
  }, []);

  const attempt = useCallback(() => {
    const request = pending.current;
    if (!request) return;
    const target = resolveFocusTarget(request.target);
    const decision = focusAfterDecision(request, document.activeElement, target);
    if (decision === 'wait') return;
    if (decision === 'focus' && target) focusElement(target);
    stop();
  }, [stop]);

  // Every commit of the component that asked: the usual case, the target rendered with the change.
  useLayoutEffect(() => {
    attempt();
  });
  useEffect(() => stop, [stop]);

  return useCallback(
    (target: FocusTarget) => {
      stop();
      pending.current = { target, from: document.activeElement };
      // A target rendered by another component (a child with its own store subscription) or
      // later (a server answer): watch the document until it appears.
      const observer =
        typeof MutationObserver === 'undefined' ? null : new MutationObserver(() => attempt());
      observer?.observe(document.body, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['hidden', 'disabled', 'inert', 'style'],
      });
      watcher.current = { observer, timer: setTimeout(stop, timeoutMs) };
      // Focus can also be lost without a DOM change in this document (a blur): check once more.
      queueMicrotask(attempt);
    },
    [attempt, stop, timeoutMs],
  );
}
