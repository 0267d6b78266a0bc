import { readCookie } from '@anstoss/storage';
import { getConfig } from './config.ts';

export interface Session {
  loggedIn: boolean;
  userId: string | null;
}

/** Values of the login cookie that mean "logged out" (some back ends write instead of delete). */
const LOGGED_OUT_VALUES = new Set(['', '0', 'false']);

/** Who is visiting, read from the login and user id cookies on each call (they change on login). */
export function getSession(): Session {
  const { loginCookie, userIdCookie } = getConfig();
  const login = readCookie(loginCookie);
  const userId = readCookie(userIdCookie);
  return {
    loggedIn: login !== null && !LOGGED_OUT_VALUES.has(login.trim().toLowerCase()),
    userId: userId === null || userId === '' ? null : userId,
  };
}
