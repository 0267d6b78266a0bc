/**
 * Submissions and the profile photo (issue 14, spec §7 Goal of the week and category
 * submission, Profile photo):
 *
 *   GET  /ajax/tor-der-woche/videos.json      { success, entries: [{ id, title, teaser, image }] }
 *   POST /ajax/tor-der-woche/einsenden        JSON goal form → { success } | { success: false, error }
 *   POST /ajax/einsenden                      JSON category form (xid: a released generic upload)
 *   POST /ajax/profil/foto                    multipart: file (PNG), image, comp, cropMetaData
 *   GET  /ajax/profil/bildquelle?bildquelle=  avatar | verein | foto
 *   GET  /profil/bild/:userId                 the member's picture as chosen (a photo or an SVG)
 *   GET  /tor-der-woche, /einsenden           the pages; GET /admin/einsendungen the admin list
 *
 * Every change needs a login (401) and the CSRF token (app.ts); answers are JSON.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, AppRuntime } from '../context.ts';
import {
  checkUpload,
  fileById,
  filesOf,
  fileUrl,
  PHOTO_RULES,
  saveUpload,
  variantUrl,
} from '../files/index.ts';
import {
  CATEGORIES,
  CATEGORY_CONSENTS,
  GOAL_PRESETS,
  GOAL_VIDEOS,
} from '../submissions/content.ts';
import {
  ensureSubmissions,
  hasSubmitted,
  insertSubmission,
  profileImageOf,
  recentSubmissions,
  setImageSource,
  setProfilePhoto,
  type ImageSource,
} from '../submissions/repo.ts';
import { mayReadFilesOf, userById } from '../repo/users.ts';
import { initials } from '../views/layout.ts';
import { forbiddenPage } from '../views/pages/errors.ts';
import {
  categoryPage,
  goalOfTheWeekPage,
  submissionsAdminPage,
} from '../views/pages/submissions.ts';
import { personal, sameOriginRequest, sendPage, st, type AppContext } from './helpers.ts';
import { isCalendarDay, one, readForm, text } from './validation.ts';
import { berlinDate } from '../logic/dates.ts';

export const PROFILE_PHOTO = 'profile';
export const GENERIC_UPLOAD = 'generic';

const LOGIN_NEEDED = 'Bitte melde dich an.';
type Status = 400 | 401 | 403 | 404 | 409 | 413 | 415;
const fail = (c: AppContext, message: string, status: Status = 400) =>
  c.json({ success: false, error: { message } }, status);

const required = (label: string, max = 200) =>
  text(max).refine((v) => v.trim().length > 0, { message: `Bitte gib ${label} an.` });
const optional = (max: number) => text(max).optional().default('');
const number = (min: number, max: number, label: string) =>
  z
    .union([z.string(), z.number()])
    .transform(String)
    .refine((v) => /^\d{1,3}$/.test(v) && Number(v) >= min && Number(v) <= max, {
      message: `${label} muss zwischen ${min} und ${max} liegen.`,
    });

/** Spec §3 goal form, plus the page's preset fields (aktion, woche) and the video's id. */
export const goalForm = z.object({
  id: z.string().max(40),
  scorer: required('den Torschützen'),
  playerclub: required('den Verein'),
  foeclub: required('den Gegner'),
  date: z.string().refine(isCalendarDay, { message: 'Bitte wähle einen gültigen Tag.' }),
  competition: required('den Wettbewerb'),
  minutes: number(0, 120, 'Die Minute'),
  seconds: number(0, 59, 'Die Sekunde'),
  aktion: optional(40),
  woche: optional(10),
});

/** Spec §3 category form: termstorwand, kat and rubrik, consents, xid of a released file. */
export const categoryForm = z.object({
  scorer: required('einen Namen'),
  email: z.string().max(200).email('Bitte gib eine gültige E-Mail-Adresse an.'),
  contact: optional(60),
  playerclub: required('den Verein'),
  description: required('eine Beschreibung', 2000),
  termstorwand: z.literal(true, { message: 'Bitte akzeptiere die Teilnahmebedingungen.' }),
  kat: z.string().max(10),
  rubrik: z.string().max(40),
  consents: z.array(z.string().max(40)).max(10).optional().default([]),
  xid: z.string().max(64).optional(),
  quelle: optional(20),
});

/** JSON bodies only; anything else answers 400 (never 500). */
async function jsonBody(c: AppContext): Promise<unknown> {
  if (!(c.req.header('Content-Type') ?? '').toLowerCase().startsWith('application/json'))
    return null;
  try {
    return await c.req.json();
  } catch {
    return null;
  }
}

function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Die Angaben sind unvollständig.';
}

const cropMeta = z
  .string()
  .max(200)
  .transform((v, ctx) => {
    try {
      return z
        .object({
          x: z.number().int().min(0),
          y: z.number().int().min(0),
          w: z.number().int().min(1),
          h: z.number().int().min(1),
        })
        .parse(JSON.parse(v));
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Der Bildausschnitt ist ungültig.' });
      return z.NEVER;
    }
  });

/** The crop fields photo-upload sends (spec §7 Profile photo); teamPhotos.ts reads them too. */
export const photoFields = z.object({
  comp: one(z.enum(['profilepicture', 'teampicture', 'teamhighlight', 'other'])),
  cropMetaData: one(cropMeta),
});

const SOURCES: readonly ImageSource[] = ['avatar', 'verein', 'foto'];

/** An initial on a coloured square: the avatar and the club placeholder. */
export function letterSvg(displayName: string, club: boolean): string {
  const fill = club ? '#1b6e35' : '#0b5cad';
  // The same initials as the account button (letters only, so nothing to escape).
  const letters = initials(displayName) || '?';
  const size = letters.length > 1 ? 30 : 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 75 100" width="75" height="100"><rect width="75" height="100" fill="${fill}"/><text x="37.5" y="${50 + size * 0.36}" font-family="sans-serif" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle">${letters}</text></svg>`;
}

export function registerSubmissionRoutes(app: Hono<AppEnv>, runtime: AppRuntime): void {
  const { db } = runtime.options;

  // ---- goal of the week ----------------------------------------------------------------
  app.get('/ajax/tor-der-woche/videos.json', (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ success: true, entries: GOAL_VIDEOS });
  });

  app.post('/ajax/tor-der-woche/einsenden', async (c) => {
    personal(c);
    const user = st(c).user;
    if (!user) return fail(c, LOGIN_NEEDED, 401);
    const parsed = goalForm.safeParse(await jsonBody(c));
    if (!parsed.success) return fail(c, firstIssue(parsed.error));
    const video = GOAL_VIDEOS.find((v) => v.id === parsed.data.id);
    if (!video) return fail(c, 'Dieses Video gibt es nicht (mehr).', 404);
    await ensureSubmissions(db);
    if (await hasSubmitted(db, user.id, 'goal', video.id))
      return fail(c, 'Zu diesem Video hast du schon etwas eingesandt.', 409);
    const { id, aktion, woche, ...fields } = parsed.data;
    await insertSubmission(db, {
      kind: 'goal',
      userId: user.id,
      itemId: id,
      kat: aktion || GOAL_PRESETS.aktion,
      rubrik: woche || GOAL_PRESETS.woche,
      fields: { ...fields },
      xid: null,
      createdAt: runtime.now(),
    });
    return c.json({ success: true });
  });

  // ---- category submission -------------------------------------------------------------
  app.post('/ajax/einsenden', async (c) => {
    personal(c);
    const user = st(c).user;
    if (!user) return fail(c, LOGIN_NEEDED, 401);
    const parsed = categoryForm.safeParse(await jsonBody(c));
    if (!parsed.success) return fail(c, firstIssue(parsed.error));
    const body = parsed.data;
    const category = CATEGORIES.find((k) => k.kat === body.kat && k.rubrik === body.rubrik);
    if (!category) return fail(c, 'Diese Rubrik gibt es nicht.');
    const missing = CATEGORY_CONSENTS.filter((k) => !body.consents.includes(k.id));
    if (missing.length) return fail(c, 'Bitte bestätige alle Einwilligungen.');
    if (body.xid) {
      const files = await filesOf(runtime);
      const row = await fileById(files.db, body.xid);
      if (!row || row.purpose !== GENERIC_UPLOAD || row.userId !== user.id)
        return fail(c, 'Die Datei gibt es nicht (mehr). Bitte lade sie noch einmal hoch.');
      if (row.state !== 'released') return fail(c, 'Die Datei ist noch nicht freigegeben.');
    }
    await ensureSubmissions(db);
    const { kat, rubrik, xid, termstorwand, quelle: _quelle, ...fields } = body;
    await insertSubmission(db, {
      kind: 'category',
      userId: user.id,
      itemId: category.id,
      kat,
      rubrik,
      fields: { ...fields, termstorwand },
      xid: xid ?? null,
      createdAt: runtime.now(),
    });
    return c.json({ success: true });
  });

  // ---- profile photo (spec §7 Profile photo) ---------------------------------------------
  app.post('/ajax/profil/foto', async (c) => {
    personal(c);
    const user = st(c).user;
    if (!user) return fail(c, LOGIN_NEEDED, 401);
    const body = await readForm(c, { files: true });
    const meta = photoFields.safeParse(body);
    if (!meta.success) return fail(c, firstIssue(meta.error));
    const file = await checkUpload(body.file, PHOTO_RULES);
    if (!file.ok) return fail(c, file.message, file.status);
    const files = await filesOf(runtime);
    const { row, url } = await saveUpload(files, user, file, {
      purpose: PROFILE_PHOTO,
      ref: user.id,
      title: meta.data.comp,
      description: JSON.stringify(meta.data.cropMetaData),
    });
    await ensureSubmissions(db);
    await setProfilePhoto(db, user.id, row.id);
    return c.json({ success: true, url });
  });

  app.get('/ajax/profil/bildquelle', async (c) => {
    personal(c);
    const user = st(c).user;
    if (!user) return fail(c, LOGIN_NEEDED, 401);
    // A GET that changes state: only from a page of this origin (never a link on another site).
    if (!sameOriginRequest(c)) return fail(c, 'Das geht nur direkt auf unserer Seite.', 403);
    const source = c.req.query('bildquelle') ?? '';
    if (!SOURCES.includes(source as ImageSource)) return fail(c, 'Unbekannte Bildquelle.');
    await ensureSubmissions(db);
    await setImageSource(db, user.id, source as ImageSource);
    return c.json({ success: true });
  });

  app.get('/profil/bild/:userId{[0-9A-Za-z_-]{1,40}}', async (c) => {
    const user = await userById(db, c.req.param('userId'), berlinDate(runtime.now()));
    if (!user) return c.notFound();
    await ensureSubmissions(db);
    const { source, photoId } = await profileImageOf(db, user.id);
    c.header('Cache-Control', 'private, no-cache');
    c.header('Vary', 'Cookie');
    // A minor's own photo only for them and moderators; everyone else sees the initials.
    if (source === 'foto' && photoId && mayReadFilesOf(user, st(c).user)) {
      const files = await filesOf(runtime);
      const photo = await fileById(files.db, photoId);
      // Shown at 75×100 (150×200 on a sharp screen): the 420 px size is plenty.
      if (photo) return c.redirect(variantUrl(photo, 'small'), 302);
    }
    c.header('Content-Type', 'image/svg+xml');
    return c.body(letterSvg(user.displayName, source === 'verein'));
  });

  // ---- pages -----------------------------------------------------------------------------
  app.get('/tor-der-woche', (c) => sendPage(c, goalOfTheWeekPage(st(c))));
  app.get('/einsenden', (c) => sendPage(c, categoryPage(st(c))));

  app.get('/admin/einsendungen', async (c) => {
    const state = st(c);
    if (!state.user)
      return c.redirect(`/login?fw_url=${encodeURIComponent('/admin/einsendungen')}`, 303);
    if (!state.user.isAdmin)
      return sendPage(
        c,
        forbiddenPage(state, 'Die Einsendungen sehen nur Demo-Administratoren.'),
        403,
      );
    personal(c);
    await ensureSubmissions(db);
    const rows = await recentSubmissions(db);
    const files = await filesOf(runtime);
    const withFiles = await Promise.all(
      rows.map(async (row) => {
        const file = row.xid ? await fileById(files.db, row.xid) : null;
        return { row, fileUrl: file ? fileUrl(file) : null };
      }),
    );
    return sendPage(c, submissionsAdminPage(state, withFiles));
  });
}
