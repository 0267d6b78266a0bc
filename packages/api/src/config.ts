/**
 * Settings the runtime passes in at boot (page config: csrfCookie, csrfHeader). The api package
 * must not import the runtime, so the runtime pushes them here instead.
 */
export interface ApiConfig {
  /** Cookie holding the CSRF token, e.g. 'FBDE_CSRF'. */
  csrfCookie: string;
  /** Request header that carries the token, e.g. 'X-CSRF-Token'. */
  csrfHeader: string;
}

let current: ApiConfig | null = null;

export function configureApi(config: ApiConfig): void {
  current = { ...config };
}

/** The configuration, or null before the runtime configured it (then no CSRF header is sent). */
export function getApiConfig(): ApiConfig | null {
  return current;
}

/** Test helper. */
export function resetApiConfig(): void {
  current = null;
}
