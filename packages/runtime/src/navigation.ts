import { getConfig } from './config.ts';

/**
 * The one way widgets and behaviours leave or reload the page. Everything goes through the
 * replaceable `current` implementation, because jsdom cannot navigate and its `location` cannot be
 * stubbed; tests install a fake with `installFakeNavigation()` from `@anstoss/runtime/testing`.
 */
export interface Navigation {
  /** Loads `url` in this tab (location.assign: the current page stays in the history). */
  go(url: string): void;
  /** Opens `url` in the window named `target`; null when a popup blocker refused. */
  open(url: string, target?: string, features?: string): Window | null;
  /** Reloads the current page. */
  reload(): void;
}

const browserNavigation: Navigation = {
  go: (url) => location.assign(url),
  open: (url, target = '_blank', features) => window.open(url, target, features),
  reload: () => location.reload(),
};

let current: Navigation = browserNavigation;

export const navigation: Navigation = {
  go: (url) => current.go(url),
  open: (url, target, features) => current.open(url, target, features),
  reload: () => current.reload(),
};

/**
 * `{loginUrl}?fw_url={encoded current URL}`: the login page brings the visitor back (spec §6). A
 * login on another origin (a central sign-on) gets the full address: a path alone would send the
 * visitor back to a page of the sign-on's own site.
 */
export function loginRedirectUrl(loginUrl: string, currentUrl: string): string {
  let back = currentUrl;
  try {
    if (new URL(loginUrl, location.href).origin !== location.origin)
      back = new URL(currentUrl, location.href).href;
  } catch {
    // an unreadable login URL: keep the address as given
  }
  return `${loginUrl}${loginUrl.includes('?') ? '&' : '?'}fw_url=${encodeURIComponent(back)}`;
}

/**
 * The one "back here after login" address: path, query and hash of the page now (same origin, so
 * the login's redirect check accepts it; the hash keeps an open `#!` route or an anchor).
 */
export function currentPageUrl(): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/**
 * Sends the visitor to the page's login (`loginUrl` of the page config), which brings them back to
 * `currentUrl` (default: `currentPageUrl()`) afterwards: the one "session expired, log in again"
 * action of every widget.
 */
export function goToLogin(currentUrl: string = currentPageUrl()): void {
  navigation.go(loginRedirectUrl(getConfig().loginUrl, currentUrl));
}

/** Replaces how navigation happens (tests, stories); null restores the browser's own. */
export function setNavigation(next: Navigation | null): void {
  current = next ?? browserNavigation;
}
