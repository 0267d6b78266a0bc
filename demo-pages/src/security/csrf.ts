/**
 * CSRF protection, double-submit style: a random token in the readable cookie FBDE_CSRF must be
 * echoed in the X-CSRF-Token header (widgets, through packages/api) or in a `csrf` form field
 * (server-rendered forms) on every state-changing request. A cross-site Origin is refused too.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';

export const CSRF_HEADER = 'X-CSRF-Token';
export const CSRF_FIELD = 'csrf';

export function newCsrfToken(): string {
  return randomBytes(24).toString('base64url');
}

export function isWellFormedToken(token: string | undefined | null): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{32}$/.test(token);
}

export function tokensMatch(
  expected: string | undefined,
  given: string | undefined | null,
): boolean {
  if (!isWellFormedToken(expected) || !isWellFormedToken(given)) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}

/** True when the Origin header (if the browser sent one) names this server. */
export function sameOrigin(originHeader: string | undefined, requestOrigin: string): boolean {
  if (!originHeader) return true;
  return originHeader === requestOrigin;
}

export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
