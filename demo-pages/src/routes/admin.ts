/**
 * /admin: switch the header warning and surveys, reset the demo data. Open to accounts with the
 * admin flag (demo: 'verein' and 'admin'); guests are sent to the login first.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { clearLoginCookies } from '../auth/session.ts';
import type { AppEnv, AppRuntime } from '../context.ts';
import { resetDatabase } from '../db/setup.ts';
import { getHeaderWarning, saveHeaderWarning } from '../repo/settings.ts';
import { allSurveys, setActiveSurveys } from '../repo/surveys.ts';
import { adminPage } from '../views/pages/admin.ts';
import { forbiddenPage } from '../views/pages/errors.ts';
import { sendPage, st, type AppContext } from './helpers.ts';
import { field, form, intId, query, text } from './validation.ts';

const warningForm = z.object({ active: field(5), title: field(2000), text: field(5000) });
const surveysForm = z.object({
  active: z
    .preprocess(
      (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
      z.array(intId).max(1000),
    )
    .optional()
    .default([]),
});
const resetForm = z.object({ confirm: field(5) });

const MESSAGES: Record<string, string> = {
  warnung: 'Die Header-Warnung wurde gespeichert.',
  umfragen: 'Die Umfragen wurden gespeichert.',
};

export function registerAdminRoutes(app: Hono<AppEnv>, runtime: AppRuntime): void {
  const { db } = runtime.options;

  /** Null when the user may administer; otherwise the response to send. */
  const guard = (c: AppContext): Response | null => {
    const state = st(c);
    if (!state.user) return c.redirect(`/login?fw_url=${encodeURIComponent('/admin')}`, 303);
    if (!state.user.isAdmin) {
      return sendPage(
        c,
        forbiddenPage(
          state,
          'Die Verwaltung ist nur für Demo-Administratoren (Konten „verein“ und „admin“).',
        ),
        403,
      );
    }
    return null;
  };

  app.get('/admin', async (c) => {
    const denied = guard(c);
    if (denied) return denied;
    const seeded = await db.query<{ value: string }>(
      `SELECT value FROM meta WHERE key = 'seeded_at'`,
    );
    const seededAt = seeded[0]
      ? new Date(seeded[0].value).toLocaleString('de-DE', { timeZone: 'Europe/Berlin' })
      : null;
    return sendPage(
      c,
      adminPage(st(c), {
        warning: await getHeaderWarning(db),
        surveys: await allSurveys(db),
        message:
          MESSAGES[query(c, z.object({ gespeichert: text(40).optional() })).gespeichert ?? ''] ??
          null,
        seededAt,
      }),
    );
  });

  app.post('/admin/header-warning', async (c) => {
    const denied = guard(c);
    if (denied) return denied;
    const body = await form(c, warningForm);
    await saveHeaderWarning(db, {
      active: body.active === '1' ? '1' : '0',
      title: body.title.trim().slice(0, 120),
      text: body.text.trim().slice(0, 600),
    });
    return c.redirect('/admin?gespeichert=warnung', 303);
  });

  app.post('/admin/surveys', async (c) => {
    const denied = guard(c);
    if (denied) return denied;
    await setActiveSurveys(db, (await form(c, surveysForm)).active);
    return c.redirect('/admin?gespeichert=umfragen', 303);
  });

  app.post('/admin/reset', async (c) => {
    const denied = guard(c);
    if (denied) return denied;
    if ((await form(c, resetForm)).confirm !== '1') return c.redirect('/admin', 303);
    runtime.resetting = true;
    try {
      await resetDatabase(db, { size: runtime.options.seedSize ?? 'full', now: runtime.now });
    } finally {
      runtime.resetting = false;
    }
    // Every session is gone with the old data.
    clearLoginCookies(c);
    return c.redirect(`/login?fw_url=${encodeURIComponent('/admin')}`, 303);
  });
}
