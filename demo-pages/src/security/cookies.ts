/** Names and options of the cookies the reference CMS sets (prefix FBDE, see CONTRACTS.md). */
import type { CookieOptions } from 'hono/utils/cookie';

export const COOKIE = {
  login: 'FBDE_LOGIN',
  userId: 'FBDE_USER_ID',
  userName: 'FBDE_USER_NAME',
  role: 'FBDE_ROLE',
  teams: 'FBDE_TEAMS',
  csrf: 'FBDE_CSRF',
  session: 'FBDE_SESSION',
  lang: 'FBDE_LANG',
} as const;

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
