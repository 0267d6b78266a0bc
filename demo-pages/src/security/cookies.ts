/** Names and options of the cookies the reference CMS sets (prefix FBDE, see CONTRACTS.md). */
import type { CookieOptions } from 'hono/utils/cookie';

/** The product prefix of the page config (`productPrefix`): widgets name their cookies with it. */
export const PRODUCT_PREFIX = 'FBDE';

export const COOKIE = {
  login: 'FBDE_LOGIN',
  userId: 'FBDE_USER_ID',
  userName: 'FBDE_USER_NAME',
  role: 'FBDE_ROLE',
  teams: 'FBDE_TEAMS',
  csrf: 'FBDE_CSRF',
  session: 'FBDE_SESSION',
  /** HttpOnly random id of a visitor without a session: what a guest's CSRF token is bound to. */
  anon: 'FBDE_ANON',
  lang: 'FBDE_LANG',
} as const;

/**
 * The name of a cookie that guards something (session, CSRF, guest binding). Over https it
 * carries the `__Host-` prefix: browsers then accept it only with Secure, Path=/ and no Domain,
 * so a sibling subdomain or a plain-http page cannot plant one. The readable login cookies keep
 * their contract names (widgets read them by name) and only decide what scripts show.
 */
export function guardedName(base: string, secure: boolean): string {
  return secure ? `__Host-${base}` : base;
}

export const SESSION_DAYS = 14;

/** Cookies scripts may read (login state, CSRF token): path /, SameSite=Lax. */
export function readableCookie(secure: boolean, maxAgeSeconds?: number): CookieOptions {
  return {
    path: '/',
    sameSite: 'Lax',
    secure,
    httpOnly: false,
    ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}),
  };
}

/** The session cookie: never visible to scripts. */
export function sessionCookie(secure: boolean): CookieOptions {
  return { path: '/', sameSite: 'Lax', secure, httpOnly: true, maxAge: SESSION_DAYS * 86400 };
}

/** The guest binding: never visible to scripts, lives for the browser session. */
export function anonCookie(secure: boolean): CookieOptions {
  return { path: '/', sameSite: 'Lax', secure, httpOnly: true };
}
