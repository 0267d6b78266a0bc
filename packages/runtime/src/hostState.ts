export const WIDGET_SELECTOR = '[data-widget]';
export const STATE_ATTRIBUTE = 'data-widget-state';

export type HostState = 'loading' | 'mounted' | 'error';

/**
 * The console text of each host in error state (a promise while it is being phrased), kept for
 * the debug overlay, which shows the same words on the page.
 */
export const hostMessages = new WeakMap<HTMLElement, string | Promise<string>>();

export function setHostState(host: HTMLElement, state: HostState | null): void {
  if (state === null) host.removeAttribute(STATE_ATTRIBUTE);
  else host.setAttribute(STATE_ATTRIBUTE, state);
}

/** Hosts at and below `root`, in document order. */
export function findHosts(root: ParentNode): HTMLElement[] {
  const hosts: HTMLElement[] = [];
  if (root instanceof HTMLElement && root.matches(WIDGET_SELECTOR)) hosts.push(root);
  hosts.push(...root.querySelectorAll<HTMLElement>(WIDGET_SELECTOR));
  return hosts;
}
