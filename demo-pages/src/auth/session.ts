/**
 * Login state: resolves the HttpOnly session cookie to a user for every request, and writes or
 * clears the cookies the widgets read (FBDE_LOGIN, FBDE_USER_ID, FBDE_USER_NAME, FBDE_ROLE,
 * FBDE_TEAMS). Readable cookies never decide anything on the server; only the session does.
 * The CSRF token follows the session: a new session (login) or none (logout) means a new token.
 */
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/types.ts';
import type { AppContext } from '../routes/helpers.ts';
import { createSession, deleteSession, sessionUserId } from '../repo/sessions.ts';
import { favouriteTeamIds, userById, type SessionUser } from '../repo/users.ts';
import {
  anonCookie,
  COOKIE,
  guardedName,
  readableCookie,
  SESSION_DAYS,
  sessionCookie,
} from '../security/cookies.ts';
import { csrfTokenFor, isWellFormedBinding, newBindingId } from '../security/csrf.ts';

const READABLE_LOGIN_COOKIES = [
  COOKIE.login,
  COOKIE.userId,
  COOKIE.userName,
  COOKIE.role,
  COOKIE.teams,
];

export function isSecure(c: AppContext): boolean {
  return c.get('state').secure;
}

const sessionName = (c: AppContext) => guardedName(COOKIE.session, isSecure(c));
export const csrfCookieName = (secure: boolean) => guardedName(COOKIE.csrf, secure);

export async function loadSessionUser(
  db: Db,
  c: AppContext,
  today: string,
): Promise<{ user: SessionUser; sessionId: string } | null> {
  const sessionId = getCookie(c, sessionName(c));
  if (!sessionId) {
    // Login cookies without a session (expired, or set by hand) would mislead the widgets.
    if (getCookie(c, COOKIE.login)) clearLoginCookies(c);
    return null;
  }
  const userId = await sessionUserId(db, sessionId);
  const user = userId ? await userById(db, userId, today) : null;
  if (!user) {
    clearLoginCookies(c);
    return null;
  }
  return { user: { ...user, favouriteTeamIds: await favouriteTeamIds(db, user.id) }, sessionId };
}

/** True when the request carries a session cookie at all (valid or not). */
export function hasSessionCookie(c: AppContext): boolean {
  return Boolean(getCookie(c, sessionName(c)));
}

export function clearLoginCookies(c: AppContext): void {
  const secure = isSecure(c);
  for (const name of READABLE_LOGIN_COOKIES) deleteCookie(c, name, readableCookie(secure));
  deleteCookie(c, sessionName(c), sessionCookie(secure));
}

/** The guest binding id, created (and its HttpOnly cookie set) on first use. */
function guestId(c: AppContext): string {
  const name = guardedName(COOKIE.anon, isSecure(c));
  const existing = getCookie(c, name);
  if (isWellFormedBinding(existing)) return existing;
  const id = newBindingId();
  setCookie(c, name, id, anonCookie(isSecure(c)));
  return id;
}

/**
 * Computes this request's CSRF token (bound to the session, or to the guest id) into the
 * request state, and refreshes the readable cookie when it differs. Returns the token.
 */
export function issueCsrf(c: AppContext, secret: Uint8Array, sessionId: string | null): string {
  const state = c.get('state');
  const token = sessionId
    ? csrfTokenFor(secret, 'session', sessionId)
    : csrfTokenFor(secret, 'guest', guestId(c));
  const name = csrfCookieName(state.secure);
  if (getCookie(c, name) !== token) setCookie(c, name, token, readableCookie(state.secure));
  state.csrf = token;
  return token;
}

/** Starts a session and sets every login cookie; also rotates the CSRF token. Returns it. */
export async function logIn(
  db: Db,
  c: AppContext,
  user: SessionUser,
  secret: Uint8Array,
): Promise<string> {
  const secure = isSecure(c);
  const maxAge = SESSION_DAYS * 86400;
  const old = getCookie(c, sessionName(c));
  if (old) await deleteSession(db, old);
  const sessionId = await createSession(db, user.id);
  setCookie(c, sessionName(c), sessionId, sessionCookie(secure));
  setCookie(c, COOKIE.login, '1', readableCookie(secure, maxAge));
  setCookie(c, COOKIE.userId, user.id, readableCookie(secure, maxAge));
  setCookie(c, COOKIE.userName, user.displayName, readableCookie(secure, maxAge));
  setCookie(c, COOKIE.role, user.role, readableCookie(secure, maxAge));
  setCookie(c, COOKIE.teams, user.favouriteTeamIds.join(','), readableCookie(secure, maxAge));
  return issueCsrf(c, secret, sessionId);
}

export async function logOut(db: Db, c: AppContext, secret: Uint8Array): Promise<void> {
  const sessionId = getCookie(c, sessionName(c));
  if (sessionId) await deleteSession(db, sessionId);
  clearLoginCookies(c);
  issueCsrf(c, secret, null);
}
