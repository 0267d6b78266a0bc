/**
 * Login state: resolves the HttpOnly session cookie to a user for every request, and writes or
 * clears the cookies the widgets read (FBDE_LOGIN, FBDE_USER_ID, FBDE_USER_NAME, FBDE_ROLE,
 * FBDE_TEAMS). Readable cookies never decide anything on the server; only the session does.
 */
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/types.ts';
import type { AppContext } from '../routes/helpers.ts';
import { createSession, deleteSession, sessionUserId } from '../repo/sessions.ts';
import { favouriteTeamIds, userById, type SessionUser } from '../repo/users.ts';
import { COOKIE, readableCookie, SESSION_DAYS, sessionCookie } from '../security/cookies.ts';
import { newCsrfToken } from '../security/csrf.ts';

const READABLE_LOGIN_COOKIES = [
  COOKIE.login,
  COOKIE.userId,
  COOKIE.userName,
  COOKIE.role,
  COOKIE.teams,
];

export function isSecure(c: AppContext): boolean {
  return new URL(c.req.url).protocol === 'https:';
}

export async function loadSessionUser(db: Db, c: AppContext): Promise<SessionUser | null> {
  const sessionId = getCookie(c, COOKIE.session);
  if (!sessionId) {
    // Login cookies without a session (expired, or set by hand) would mislead the widgets.
    if (getCookie(c, COOKIE.login)) clearLoginCookies(c);
    return null;
  }
  const userId = await sessionUserId(db, sessionId);
  const user = userId ? await userById(db, userId) : null;
  if (!user) {
    clearLoginCookies(c);
    return null;
  }
  return { ...user, favouriteTeamIds: await favouriteTeamIds(db, user.id) };
}

export function clearLoginCookies(c: AppContext): void {
  const secure = isSecure(c);
  for (const name of READABLE_LOGIN_COOKIES) deleteCookie(c, name, readableCookie(secure));
  deleteCookie(c, COOKIE.session, sessionCookie(secure));
}

/** Starts a session and sets every login cookie; also rotates the CSRF token. Returns it. */
export async function logIn(db: Db, c: AppContext, user: SessionUser): Promise<string> {
  const secure = isSecure(c);
  const maxAge = SESSION_DAYS * 86400;
  const old = getCookie(c, COOKIE.session);
  if (old) await deleteSession(db, old);
  const sessionId = await createSession(db, user.id);
  setCookie(c, COOKIE.session, sessionId, sessionCookie(secure));
  setCookie(c, COOKIE.login, '1', readableCookie(secure, maxAge));
  setCookie(c, COOKIE.userId, user.id, readableCookie(secure, maxAge));
  setCookie(c, COOKIE.userName, user.displayName, readableCookie(secure, maxAge));
  setCookie(c, COOKIE.role, user.role, readableCookie(secure, maxAge));
  setCookie(c, COOKIE.teams, user.favouriteTeamIds.join(','), readableCookie(secure, maxAge));
  const csrf = newCsrfToken();
  setCookie(c, COOKIE.csrf, csrf, readableCookie(secure));
  return csrf;
}

export async function logOut(db: Db, c: AppContext): Promise<void> {
  const sessionId = getCookie(c, COOKIE.session);
  if (sessionId) await deleteSession(db, sessionId);
  clearLoginCookies(c);
  setCookie(c, COOKIE.csrf, newCsrfToken(), readableCookie(isSecure(c)));
}
