/**
 * CSRF protection with tokens bound to the visitor: the token is an HMAC (server secret) of the
 * session id, or for guests of a random HttpOnly id (FBDE_ANON). Scripts read it from the
 * readable cookie FBDE_CSRF and echo it in X-CSRF-Token (widgets, through packages/api) or in a
 * `csrf` form field (server-rendered forms). The server recomputes it, so a token planted in the
 * cookie together with the same header passes nowhere. A cross-site Origin is refused too.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const CSRF_HEADER = 'X-CSRF-Token';
export const CSRF_FIELD = 'csrf';

/** A random id for the guest binding cookie. */
export function newBindingId(): string {
  return randomBytes(24).toString('base64url');
}

export function isWellFormedBinding(id: string | undefined | null): id is string {
  return typeof id === 'string' && /^[A-Za-z0-9_-]{32,100}$/.test(id);
}

/** The token for one binding (32 base64url characters). */
export function csrfTokenFor(secret: Uint8Array, kind: 'session' | 'guest', id: string): string {
  return createHmac('sha256', secret)
    .update(`csrf:${kind}:${id}`)
    .digest()
    .subarray(0, 24)
    .toString('base64url');
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
