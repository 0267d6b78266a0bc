import { navigation } from '../navigation.ts';
import { eventElement, isPlainClick } from './elements.ts';
import { POPUP_FEATURES } from './timings.ts';

/** Opens `url` in the portal's popup window; null when a blocker refused it. */
export function openPopup(url: string, name: string): Window | null {
  const popup = navigation.open(url, name, POPUP_FEATURES);
  // A page on another site must not be able to steer ours through window.opener.
  if (popup && new URL(url, document.baseURI).origin !== location.origin) popup.opener = null;
  return popup;
}

/** `a[data-popup]` opens its href in a 440x550 window at 20,20; the value names the window. */
export function startPopupLinks(): () => void {
  const onClick = (e: MouseEvent): void => {
    const link = eventElement(e)?.closest<HTMLAnchorElement>('a[data-popup]');
    const href = link?.getAttribute('href');
    if (!link || !href || !isPlainClick(e) || e.defaultPrevented) return;
    // When the popup is blocked the link simply navigates.
    if (openPopup(link.href, link.getAttribute('data-popup') || 'anstoss_popup'))
      e.preventDefault();
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
