import { goToLogin } from '../navigation.ts';
import { getSession } from '../session.ts';
import { MOVING_KEYS, eventElement } from './elements.ts';

/** Where gated controls live: marked user-disabled by a condition, or gated by the editor. */
const SCOPE = '[data-user-disabled],[data-login-gate]';
const NOT_FOCUS_GATED = new Set(['checkbox', 'radio', 'hidden']);
/**
 * Keys that move focus, move within a control or leave, and so do not count as using a control
 * (arrow keys in a radio group or a text field never send a guest to the login, WCAG 3.2.2).
 */
const PASSIVE_KEYS: ReadonlySet<string> = new Set([
  ...MOVING_KEYS,
  'Tab',
  'Shift',
  'Escape',
  'Alt',
  'Control',
  'Meta',
  'CapsLock',
]);

/** Focus this soon after a pointer press counts as focus by pointer. */
const POINTER_FOCUS_MS = 1000;

function inScope(el: Element): boolean {
  return el.closest(SCOPE) !== null;
}

/** Controls whose use starts with focus: text fields, buttons, and selects marked data-login-gate. */
export function isFocusGated(el: Element): boolean {
  if (!inScope(el)) return false;
  if (el instanceof HTMLInputElement) return !NOT_FOCUS_GATED.has(el.type);
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLButtonElement) return true;
  return el instanceof HTMLSelectElement && el.closest('[data-login-gate]') !== null;
}

/** The gated control a click lands on, if any (spec §6 User-disabled controls). */
export function clickGatedControl(el: Element): Element | null {
  const trigger = el.closest('a[data-login-trigger]');
  if (trigger) return trigger;
  const control = el.closest('input,button,select,textarea,[role="switch"],[aria-pressed]');
  if (!control) return null;
  if (control instanceof HTMLInputElement) {
    // Upload controls: in a gated scope, and every file input inside a modal dialog.
    if (control.type === 'file')
      return inScope(control) || control.closest('dialog') ? control : null;
    if (control.type === 'checkbox' || control.type === 'radio')
      return control.closest('[data-login-gate]') ? control : null;
  }
  if (control.matches('[role="switch"],[aria-pressed]') && control.closest('[data-login-gate]'))
    return control;
  return isFocusGated(control) ? control : null;
}

/**
 * Sends anonymous visitors to the login page when they use a gated control.
 *
 * "Focusing" (spec §6) is honoured for focus by pointer (mouse, touch, pen). Focus reached with
 * the Tab key or by a script (autofocus) does not redirect (WCAG 3.2.1 On Focus: focus alone
 * must not change the context); typing in the field or activating the control does.
 */
export function startLoginGate(): () => void {
  let lastPointerDown = -Infinity;
  let redirecting = false;

  function redirect(e: Event, control: Element): void {
    if (getSession().loggedIn) return;
    e.preventDefault();
    if (redirecting) return;
    redirecting = true;
    setTimeout(() => (redirecting = false), 1000);
    if (control instanceof HTMLElement) control.blur(); // keep the on-screen keyboard closed
    goToLogin();
  }

  const onPointerDown = (e: Event): void => {
    lastPointerDown = Date.now();
    const el = eventElement(e);
    // A native select opens on pointer down, before any click.
    const select = el?.closest('select');
    if (select && isFocusGated(select)) redirect(e, select);
  };
  const onKeyDown = (e: KeyboardEvent): void => {
    const el = eventElement(e);
    if (!el || PASSIVE_KEYS.has(e.key)) return;
    const control = isFocusGated(el) ? el : clickGatedControl(el);
    if (control) redirect(e, control);
  };
  const onFocusIn = (e: FocusEvent): void => {
    const el = eventElement(e);
    if (el && Date.now() - lastPointerDown < POINTER_FOCUS_MS && isFocusGated(el)) redirect(e, el);
  };
  const onClick = (e: MouseEvent): void => {
    const el = eventElement(e);
    const control = el && clickGatedControl(el);
    if (control) redirect(e, control);
  };

  document.addEventListener('pointerdown', onPointerDown, true);
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('click', onClick, true);
  return () => {
    document.removeEventListener('pointerdown', onPointerDown, true);
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('focusin', onFocusIn, true);
    document.removeEventListener('click', onClick, true);
  };
}
