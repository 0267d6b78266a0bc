import type { Context } from 'hono';
import type { AppEnv, RequestState } from '../context.ts';

export type AppContext = Context<AppEnv>;

export function st(c: AppContext): RequestState {
  return c.get('state');
}

/** Sends a rendered page; pages depend on cookies, so shared caches must not keep them. */
export function sendPage(
  c: AppContext,
  markup: string,
  status: 200 | 400 | 401 | 403 | 404 | 413 | 415 | 429 | 500 | 503 = 200,
) {
  c.header('Cache-Control', 'private, no-cache');
  return c.html(markup, status);
}

/** Ajax callers (widgets) want JSON answers; browsers submitting forms want pages. */
export function wantsJson(c: AppContext): boolean {
  const accept = c.req.header('Accept') ?? '';
  return (
    accept.includes('application/json') || c.req.header('X-Requested-With') === 'XMLHttpRequest'
  );
}

/** Answers that depend on who asks (login, votes, deletable flags): no shared cache keeps them. */
export function personal(c: AppContext): void {
  c.header('Cache-Control', 'private, no-store');
  c.header('Vary', 'Cookie');
}

/**
 * True when the request comes from a page of this origin. Browsers send Sec-Fetch-Site; older ones
 * Origin or Referer. A request that shows none of them is not trusted to change anything. Same
 * site is not enough: any subdomain (a user's page, a forgotten test host) is the same site.
 */
export function sameOriginRequest(c: AppContext): boolean {
  const site = c.req.header('Sec-Fetch-Site');
  if (site) return site === 'same-origin';
  const own = st(c).origin;
  const origin = c.req.header('Origin');
  if (origin) return origin === own;
  const referer = c.req.header('Referer');
  if (!referer) return false;
  try {
    return new URL(referer).origin === own;
  } catch {
    return false;
  }
}
