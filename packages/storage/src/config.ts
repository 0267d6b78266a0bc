/**
 * Storage settings the runtime sets at boot. Kept apart from cookies.ts so the cookie helpers stay
 * plain functions over `document.cookie` and the defaults live in one place.
 */
import { parentDomain } from './domain.ts';

export interface StorageConfig {
  /** Domain attribute for cookies: a parent domain such as '.fussball.de', or '' for host-only. */
  cookieDomain?: string;
}

let configuredDomain: string | undefined;

export function configureStorage(config: StorageConfig): void {
  if (config.cookieDomain !== undefined) configuredDomain = config.cookieDomain;
}

/** The configured cookie domain, or (until configured) the parent domain of the current host. */
export function defaultCookieDomain(): string {
  if (configuredDomain !== undefined) return configuredDomain;
  return typeof location === 'undefined' ? '' : parentDomain(location.hostname);
}

/** Test helper: forget the configured domain. */
export function resetStorageConfig(): void {
  configuredDomain = undefined;
}
