/**
 * Endpoints the widgets of the first issue call:
 *   GET  /ajax/header-warning.json       -> { active: '1' | '0', title, text }
 *   GET  /ajax/survey/{segment}.html     -> HTML fragment of the segment's active survey, or ''
 *   POST /ajax/dsgvo-u16/consent         -> { success: true, consent: { kind, givenAt } } (JSON callers)
 *                                           or 303 back to the profile (form submit)
 * JSON and fragments carry an ETag, so pollers get 304 for unchanged data.
 */
import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, AppRuntime } from '../context.ts';
import { getHeaderWarning } from '../repo/settings.ts';
import { activeSurvey } from '../repo/surveys.ts';
import { DSGVO_U16, recordConsent } from '../repo/users.ts';
import { safeRedirectPath } from '../security/redirect.ts';
import { surveyFragment } from '../views/pages/survey.ts';
import { st, wantsJson, type AppContext } from './helpers.ts';
import { field, form } from './validation.ts';

/** Sends `body` with an ETag; answers 304 when the client already has it. */
export function sendWithEtag(c: AppContext, body: string, contentType: string): Response {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  c.header('ETag', etag);
  c.header('Cache-Control', 'no-cache');
  c.header('Content-Type', contentType);
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
  return c.body(body, 200);
}

export function registerAjaxRoutes(app: Hono<AppEnv>, runtime: AppRuntime): void {
  const { db } = runtime.options;

  app.get('/ajax/header-warning.json', async (c) => {
    const { active, title, text } = await getHeaderWarning(db);
    return sendWithEtag(
      c,
      JSON.stringify({ active, title, text }),
      'application/json; charset=utf-8',
    );
  });

  app.get('/ajax/survey/:file', async (c) => {
    const match = /^([a-z0-9-]{1,40})\.html$/.exec(c.req.param('file'));
    if (!match?.[1]) return c.notFound();
    const survey = await activeSurvey(db, match[1]);
    return sendWithEtag(c, survey ? surveyFragment(survey).value : '', 'text/html; charset=utf-8');
  });

  app.post('/ajax/dsgvo-u16/consent', async (c) => {
    const state = st(c);
    const user = state.user;
    const json = wantsJson(c);
    if (!user) {
      if (json) return c.json({ success: false, error: { message: 'Bitte melde dich an.' } }, 401);
      return c.redirect(`/login?fw_url=${encodeURIComponent('/')}`, 303);
    }
    if (user.age >= 16) {
      return c.json(
        {
          success: false,
          error: { message: 'Diese Einwilligung ist nur für Mitglieder unter 16 Jahren nötig.' },
        },
        400,
      );
    }
    const givenAt = await recordConsent(db, user.id, DSGVO_U16, runtime.now());
    if (json)
      return c.json({
        success: true,
        consent: { kind: DSGVO_U16, givenAt: givenAt.toISOString() },
      });
    const body = await form(c, z.object({ fw_url: field(2000) }));
    return c.redirect(
      safeRedirectPath(body.fw_url, state.origin, `/fanprofil/-/userid/${user.id}`),
      303,
    );
  });
}
