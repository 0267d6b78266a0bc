/** Login and logout (contract: POST /login with username, password, fw_url; GET /logout). */
import type { Hono } from 'hono';
import { logIn, logOut } from '../auth/session.ts';
import type { AppEnv, AppRuntime } from '../context.ts';
import { favouriteTeamIds, userForLogin } from '../repo/users.ts';
import { DUMMY_HASH, verifyPassword } from '../security/password.ts';
import { safeRedirectPath } from '../security/redirect.ts';
import { loginPage } from '../views/pages/login.ts';
import { field, sendPage, st, type AppContext } from './helpers.ts';

const MAX_FAILURES = 10;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** Failed logins per user name: ten wrong passwords lock the name for fifteen minutes. */
export class LoginThrottle {
  private failures = new Map<string, number[]>();
  constructor(private readonly now: () => number) {}
  private recent(name: string): number[] {
    const since = this.now() - FAILURE_WINDOW_MS;
    const list = (this.failures.get(name) ?? []).filter((t) => t > since);
    this.failures.set(name, list);
    return list;
  }
  blocked(name: string): boolean {
    return this.recent(name).length >= MAX_FAILURES;
  }
  fail(name: string): void {
    this.recent(name).push(this.now());
  }
  clear(name: string): void {
    this.failures.delete(name);
  }
}

export function registerAuthRoutes(app: Hono<AppEnv>, runtime: AppRuntime): void {
  const { db } = runtime.options;
  const throttle = new LoginThrottle(() => runtime.now().getTime());

  app.get('/login', (c) => {
    const state = st(c);
    const fwUrl = safeRedirectPath(c.req.query('fw_url'), state.origin);
    // Already logged in: nothing to do here.
    if (state.user) return c.redirect(fwUrl, 303);
    return sendPage(c, loginPage(state, { fwUrl, username: '', error: null }));
  });

  app.post('/login', async (c) => {
    const state = st(c);
    const body = await c.req.parseBody();
    const username = field(body, 'username').trim().toLowerCase().slice(0, 60);
    const password = field(body, 'password').slice(0, 200);
    const fwUrl = safeRedirectPath(field(body, 'fw_url') || c.req.query('fw_url'), state.origin);
    if (throttle.blocked(username)) {
      return sendPage(
        c,
        loginPage(state, {
          fwUrl,
          username,
          error: 'Zu viele Fehlversuche. Bitte warte 15 Minuten und versuche es dann erneut.',
        }),
        429,
      );
    }
    const user = username ? await userForLogin(db, username) : null;
    // Verify against a dummy hash for unknown names so timing does not reveal which names exist.
    const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !ok) {
      throttle.fail(username);
      return sendPage(
        c,
        loginPage(state, { fwUrl, username, error: 'Benutzername oder Passwort ist falsch.' }),
        401,
      );
    }
    throttle.clear(username);
    const { passwordHash: _hash, ...rest } = user;
    await logIn(db, c, { ...rest, favouriteTeamIds: await favouriteTeamIds(db, user.id) });
    return c.redirect(fwUrl, 303);
  });

  const logout = async (c: AppContext) => {
    const state = st(c);
    await logOut(db, c);
    return c.redirect(safeRedirectPath(c.req.query('fw_url'), state.origin), 303);
  };
  app.get('/logout', logout);
  app.post('/logout', logout);
}
