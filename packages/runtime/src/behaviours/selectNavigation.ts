import { navigation } from '../navigation.ts';
import { MOVING_KEYS, eventElement } from './elements.ts';

const SELECTOR = 'select[data-select-navigation]';

/**
 * The URL a select navigates to (spec §2 Forms, §7): the field name followed by the selected
 * value ('/' added between them unless the name ends in '/', '=' or '-'). '-1' and '' mean no
 * selection (null). Only http(s) URLs of the page's own origin.
 */
export function selectNavigationUrl(name: string, value: string): string | null {
  if (value === '-1' || value === '' || !name) return null;
  const joiner = /[/=-]$/.test(name) ? '' : '/';
  try {
    const url = new URL(`${name}${joiner}${encodeURIComponent(value)}`, document.baseURI);
    return url.origin === location.origin ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * `select[data-select-navigation]` navigates on change. A change made with the arrow keys on a
 * closed select waits for Enter or for focus to leave (WCAG 3.2.2: browsing options with the
 * keyboard must not navigate away).
 */
export function startSelectNavigation(): () => void {
  const pending = new WeakSet<HTMLSelectElement>();
  let keyboardChange: HTMLSelectElement | null = null;

  const go = (select: HTMLSelectElement) => {
    pending.delete(select);
    const url = selectNavigationUrl(select.name, select.value);
    if (url) navigation.go(url);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const select = eventElement(e)?.closest<HTMLSelectElement>(SELECTOR);
    if (!select) return;
    if (MOVING_KEYS.has(e.key)) keyboardChange = select;
    else if (e.key === 'Enter' && pending.has(select)) go(select);
  };
  const onChange = (e: Event) => {
    const select = eventElement(e)?.closest<HTMLSelectElement>(SELECTOR);
    if (!select) return;
    if (keyboardChange === select) {
      keyboardChange = null;
      pending.add(select);
      return;
    }
    go(select);
  };
  const onPointer = () => {
    keyboardChange = null;
  };
  const onFocusOut = (e: FocusEvent) => {
    const select = eventElement(e)?.closest<HTMLSelectElement>(SELECTOR);
    if (select && pending.has(select)) go(select);
  };
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('change', onChange);
  document.addEventListener('pointerdown', onPointer, true);
  document.addEventListener('focusout', onFocusOut);
  return () => {
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('change', onChange);
    document.removeEventListener('pointerdown', onPointer, true);
    document.removeEventListener('focusout', onFocusOut);
  };
}
