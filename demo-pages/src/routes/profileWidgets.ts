/**
 * Issue 16, profiles with achievements, live stats and stage. Pages and endpoints:
 *   GET  /fanprofil/-/userid/{userId} the one profile page (spec path); edit widgets for its owner
 *   GET  /profil/{username}           301 to the member's /fanprofil/-/userid/{userId}
 *   POST /ajax/profil/erfolge         JSON { values: [{ badgeid, headline, position }] } -> { success, values }
 *   POST /ajax/profil/statistiken     JSON { slots: [statId | null, …] } -> { success }
 *   POST /ajax/profil/buehne          JSON { background } -> { success, background }
 * Every endpoint changes only the logged-in member's own profile.
 */
import { lookupLabel } from '../i18n/pages.ts';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, AppRuntime } from '../context.ts';
import { mayWriteArticles } from '../repo/articles.ts';
import { clubById } from '../repo/clubs.ts';
import {
  ACHIEVEMENT_SLOTS,
  achievementsOf,
  BADGE_FOLDER,
  BADGES,
  saveAchievements,
  saveStage,
  saveStatSlots,
  STAGES,
  STAT_SLOTS,
  STATS,
  stageOf,
  statSlotsOf,
  statValues,
} from '../repo/profileWidgets.ts';
import { DSGVO_U16, favouriteTeams, hasConsent, userById, userForLogin } from '../repo/users.ts';
import { profilePhotoOf } from '../submissions/repo.ts';
import { profilePage, profilePath } from '../views/pages/profile.ts';
import { profileStageHost, profileWidgetSections } from '../views/pages/profileWidgets.ts';
import { sendPage, st, type AppContext } from './helpers.ts';
import { parse } from './validation.ts';
import { berlinDate } from '../logic/dates.ts';

const achievementsBody = z.object({
  values: z
    .array(
      z.object({
        badgeid: z.enum(BADGES.map((b) => b.badgeid) as [string, ...string[]]),
        headline: z.string().trim().min(1, 'Zu einem Icon gehört eine Überschrift.').max(80),
        position: z.number().int().min(1).max(ACHIEVEMENT_SLOTS),
      }),
    )
    .max(ACHIEVEMENT_SLOTS)
    .refine(
      (values) => new Set(values.map((v) => v.position)).size === values.length,
      'Jeder Platz darf nur einen Erfolg haben.',
    ),
});

const statIds = STATS.map((s) => s.id) as [string, ...string[]];
const statsBody = z.object({
  slots: z
    .array(z.enum(statIds).nullable())
    .length(STAT_SLOTS)
    .refine((slots) => {
      const taken = slots.filter((s) => s !== null);
      return new Set(taken).size === taken.length;
    }, 'Jede Statistik darf nur einmal gewählt sein.'),
});

const stageBody = z.object({
  background: z.enum(STAGES.map((s) => s.id) as [string, ...string[]]),
});

async function readJson(c: AppContext): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

const PROFILE_ROUTE = '/fanprofil/-/userid/:userId{[0-9A-Za-z_-]{1,40}}';

export function registerProfileWidgetRoutes(app: Hono<AppEnv>, runtime: AppRuntime): void {
  const { db } = runtime.options;

  // One profile per member, at the spec's path; the owner gets the edit widgets, everyone else
  // what the owner shares (a minor's profile only restricted).
  app.get(PROFILE_ROUTE, async (c) => {
    const state = st(c);
    const user = await userById(db, c.req.param('userId'), berlinDate(runtime.now()));
    if (!user) return c.notFound();
    const isOwn = state.user?.id === user.id;
    const consented = user.age < 16 ? await hasConsent(db, user.id, DSGVO_U16) : false;
    const club = user.clubId ? await clubById(db, user.clubId) : null;
    const widgets = {
      isOwn,
      displayName: user.displayName,
      achievements: await achievementsOf(db, user.id),
      statSlots: await statSlotsOf(db, user.id),
      statValues: statValues(user.id),
      stage: await stageOf(db, user.id),
      writesArticles: mayWriteArticles(user),
    };
    return sendPage(
      c,
      profilePage(state, {
        user,
        isOwn,
        club: club ? { slug: club.slug, name: club.name } : null,
        favourites: await favouriteTeams(db, user.id),
        needsConsent: isOwn && user.age < 16 && !consented,
        consented,
        extras: { stage: profileStageHost(widgets), sections: profileWidgetSections(widgets) },
        ...(isOwn ? { photo: await profilePhotoOf(db, user.id) } : {}),
      }),
    );
  });

  // The old address by user name answers with the one profile page, for good (301).
  app.get('/profil/:slug{[a-z0-9_.-]{1,60}}', async (c) => {
    const found = await userForLogin(db, c.req.param('slug'), berlinDate(runtime.now()));
    if (!found) return c.notFound();
    return c.redirect(profilePath(found.id), 301);
  });

  const notLoggedIn = { success: false, error: { message: 'Bitte melde dich an.' } };
  const badRequest = { success: false, error: { message: 'Die Anfrage war unvollständig.' } };

  app.post('/ajax/profil/erfolge', async (c) => {
    const user = st(c).user;
    if (!user) return c.json(notLoggedIn, 401);
    const body = await readJson(c);
    if (body === undefined) return c.json(badRequest, 400);
    const { values } = parse(achievementsBody, body);
    await saveAchievements(db, user.id, values);
    const stored = await achievementsOf(db, user.id);
    return c.json({
      success: true,
      values: stored.map((v) => {
        const badge = BADGES.find((b) => b.badgeid === v.badgeid);
        return {
          ...v,
          flavor: badge ? lookupLabel(badge.flavor) : '',
          imageUrl: badge ? `${BADGE_FOLDER}${badge.image}` : '',
        };
      }),
    });
  });

  app.post('/ajax/profil/statistiken', async (c) => {
    const user = st(c).user;
    if (!user) return c.json(notLoggedIn, 401);
    const body = await readJson(c);
    if (body === undefined) return c.json(badRequest, 400);
    await saveStatSlots(db, user.id, parse(statsBody, body).slots);
    return c.json({ success: true });
  });

  app.post('/ajax/profil/buehne', async (c) => {
    const user = st(c).user;
    if (!user) return c.json(notLoggedIn, 401);
    const body = await readJson(c);
    if (body === undefined) return c.json(badRequest, 400);
    const { background } = parse(stageBody, body);
    await saveStage(db, user.id, background);
    return c.json({ success: true, background });
  });
}
