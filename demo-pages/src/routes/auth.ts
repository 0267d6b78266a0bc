/**
 * Login and logout (contract: POST /login with username, password, fw_url; POST /logout with
 * the CSRF token). Logout is never a GET: any page could otherwise log people out with an image
 * or a link. Failed logins are limited per account, per client and globally (loginLimits.ts):
 * the limits ask for a captcha or a pause, they never lock the owner out.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { logIn, logOut } from '../auth/session.ts';
import type { AppEnv, AppRuntime } from '../context.ts';
import { favouriteTeamIds, userForLogin } from '../repo/users.ts';
import { LOGIN_WINDOW_MS, LoginLimits } from '../security/loginLimits.ts';
import { dbWindowCounts } from '../security/shared.ts';
import { DUMMY_HASH, verifyPassword } from '../security/password.ts';
import { safeRedirectPath } from '../security/redirect.ts';
import { loginPage } from '../views/pages/login.ts';
import { sendPage, st } from './helpers.ts';
import { field, form, query } from './validation.ts';
import { berlinDate } from '../logic/dates.ts';

const loginForm = z.object({
  username: field(200),
  password: field(200),
  fw_url: field(2000),
  'captcha-code': field(20),
  'captcha-digest': field(200),
});
const fwQuery = z.object({ fw_url: z.string().max(2000).optional() });

export function registerAuthRoutes(app: Hono<AppEnv>, runtime: AppRuntime): void {
  const { db } = runtime.options;
  const clock = () => runtime.now().getTime();
  // The counts in the database: every instance sees every failure (security/shared.ts).
  const limits = new LoginLimits(clock, (scope, _maxKeys, maxEvents) =>
    dbWindowCounts(db, scope, LOGIN_WINDOW_MS, clock, maxEvents),
  );

  app.get('/login', (c) => {
    const state = st(c);
    const fwUrl = safeRedirectPath(query(c, fwQuery).fw_url, state.origin);
    // Already logged in: nothing to do here.
    if (state.user) return c.redirect(fwUrl, 303);
    return sendPage(c, loginPage(state, { fwUrl, username: '', error: null, captcha: null }));
  });

  app.post('/login', async (c) => {
    const state = st(c);
    const body = await form(c, loginForm);
    const username = body.username.trim().toLowerCase().slice(0, 60);
    const password = body.password;
    const fwUrl = safeRedirectPath(body.fw_url || query(c, fwQuery).fw_url, state.origin);
    const gate = await limits.gate(username, state.clientIp);
    if (gate.kind === 'wait') {
      c.header('Retry-After', String(gate.retryAfterSeconds));
      return sendPage(
        c,
        loginPage(state, {
          fwUrl,
          username,
          error: `Zu viele Fehlversuche von deinem Anschluss. Bitte warte ${gate.retryAfterSeconds === 1 ? 'eine Sekunde' : `${gate.retryAfterSeconds} Sekunden`} und versuche es dann erneut.`,
          captcha: null,
        }),
        429,
      );
    }
    if (
      gate.kind === 'captcha' &&
      !(await runtime.captchas.check(body['captcha-code'], body['captcha-digest']))
    ) {
      const answered = body['captcha-digest'] !== '';
      return sendPage(
        c,
        loginPage(state, {
          fwUrl,
          username,
          error: answered
            ? 'Die Sicherheitsfrage wurde falsch beantwortet. Bitte versuche es mit der neuen Frage.'
            : 'Nach mehreren Fehlversuchen brauchen wir zusätzlich die Antwort auf eine Sicherheitsfrage.',
          captcha: await runtime.captchas.create(),
        }),
        429,
      );
    }
    const user = username ? await userForLogin(db, username, berlinDate(runtime.now())) : null;
    // Verify against a dummy hash for unknown names so timing does not reveal which names exist.
    const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !ok) {
      await limits.fail(username, state.clientIp);
      const next = await limits.gate(username, state.clientIp);
      return sendPage(
        c,
        loginPage(state, {
          fwUrl,
          username,
          error: 'Benutzername oder Passwort ist falsch.',
          captcha: next.kind === 'open' ? null : await runtime.captchas.create(),
        }),
        401,
      );
    }
    await limits.succeed(username);
    const { passwordHash: _hash, ...rest } = user;
    await logIn(
      db,
      c,
      { ...rest, favouriteTeamIds: await favouriteTeamIds(db, user.id) },
      runtime.secret,
    );
    return c.redirect(fwUrl, 303);
  });

  // The CSRF middleware has checked the token before this runs.
  app.post('/logout', async (c) => {
    const state = st(c);
    await logOut(db, c, runtime.secret);
    return c.redirect(safeRedirectPath(query(c, fwQuery).fw_url, state.origin), 303);
  });
}
