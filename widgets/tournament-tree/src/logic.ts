/** Tournament tree toggling (spec §2 Fixtures and tournaments). */

/** Swaps /action/OPEN and /action/CLOSE in an ajax resource path. */
export function swapAction(resource: string): string {
  if (resource.includes('/action/OPEN')) return resource.replace('/action/OPEN', '/action/CLOSE');
  if (resource.includes('/action/CLOSE')) return resource.replace('/action/CLOSE', '/action/OPEN');
  return resource;
}

/** A resource whose action is CLOSE belongs to an open level. */
export function isOpen(resource: string): boolean {
  return resource.includes('/action/CLOSE');
}
