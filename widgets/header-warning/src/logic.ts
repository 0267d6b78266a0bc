import type { HeaderWarningResponse } from './api.ts';

export interface Warning {
  title: string;
  text: string;
}

/** The warning to show, or null: spec §4 Other "shown when active" (active is '1'), and not empty. */
export function activeWarning(response: HeaderWarningResponse): Warning | null {
  if (String(response.active).trim() !== '1') return null;
  const title = response.title.trim();
  const text = response.text.trim();
  return title || text ? { title, text } : null;
}

/**
 * A short fingerprint of a warning. A dismissal is stored with it, so a new or changed warning
 * shows again in the same session while the dismissed one stays away.
 */
export function warningFingerprint(warning: Warning): string {
  // FNV-1a, 32 bit: small, stable, and enough to tell warnings apart.
  let hash = 0x811c9dc5;
  const input = `${warning.title}\u0000${warning.text}`;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * Session cookie holding the fingerprint of the warning the visitor closed: a cookie, not
 * sessionStorage, so the CMS can leave a closed banner out of the page it renders (the CMS
 * passes the product prefix of its page config, like the widget does with `getConfig()`).
 */
export const dismissedCookie = (productPrefix: string) =>
  `${productPrefix}_HEADER_WARNING_DISMISSED`;

/** Whether the visitor dismissed exactly this warning earlier in the session. */
export function isDismissed(warning: Warning, dismissedFingerprint: string | null): boolean {
  return dismissedFingerprint === warningFingerprint(warning);
}
