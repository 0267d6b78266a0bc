/**
 * TV endpoints and pages (issue 15; spec §2 TV, §3 TV entry, §7 TV and video):
 *   GET /ajax/tv/empfehlungen.json?offset=n  -> { success, final, count, entries }: the video of the
 *       week first, then the 4 recommendations of page n/5 (requests step by 5, 4 shown per page)
 *   GET /ajax/tv/videos/{slug}.json          -> { success, final, count, entries }: that video
 *       first, then the latest others (the content page's video list)
 *   GET /ajax/tv/liste.json?offset=n         -> { final, count, lastIndex, entries }: 10 per page
 *   GET /tv, /tv/liste, /tv/{slug}           -> the pages
 * Players live on the second origin (src/player/app.ts); the portal only names them.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, AppRuntime } from '../context.ts';
import { currentLang } from '../i18n/current.ts';
import { tr, trKnown } from '../i18n/pages.ts';
import { listTv, tvBySlug, type TvRow } from '../seed/tv.ts';
import { tvContentPage, tvListPage, tvMagazinePage } from '../views/pages/tv.ts';
import { notFoundPage } from '../views/pages/errors.ts';
import { sendPage, st } from './helpers.ts';
import { count, params, query } from './validation.ts';

export const TV_STEP = 5;
export const TV_PER_PAGE = 4;
export const TV_LIST_PAGE = 10;
/** A content page's video list: the video and this many others. */
const TV_OTHERS = 9;
export const DEFAULT_PLAYER_ORIGIN = 'http://127.0.0.1:8081';

/**
 * A TV entry as the widgets read it (spec §3 TV entry), in the request's language: the player
 * pages live on another origin, so their URL carries the language (`lang=en`) for the frame's own
 * words ("Quality: High"); the widget keeps the URL's query when it adds its own parameters.
 */
export function tvEntryJson(row: TvRow, playerOrigin: string) {
  const lang = currentLang() === 'en' ? '?lang=en' : '';
  const hasVideo = row.clip !== null && row.qualities.length > 0;
  const file = (q: string) =>
    row.clip && row.qualities.includes(q as never) ? `${row.clip}-${q}.webm` : null;
  return {
    id: row.id,
    type: 'video',
    title: row.title,
    description: row.description,
    href: `/tv/${row.slug}`,
    image:
      row.imageHue === null ? null : { folder: '/bilder/tv/', src: { medium: `${row.slug}.svg` } },
    video: hasVideo
      ? {
          folder: `${playerOrigin}/clips/`,
          src: file('src'),
          src_medium: file('src_medium'),
          src_high: file('src_high'),
        }
      : null,
    votes: { average: row.votesAverage, total: row.votesTotal },
    // The section a clip belongs to ("Wettbewerbe", "Nachrichten") in the page's language; a
    // league's name stays as it is.
    context: row.contextHref
      ? { href: row.contextHref, name: trKnown(row.contextName ?? '').text }
      : null,
    player: hasVideo
      ? row.thirdParty
        ? {
            url: `${playerOrigin}/sport/embed${lang}`,
            service: 'sport-tv',
            name: tr('Sport-TV (Drittanbieter)'),
            thirdParty: true,
          }
        : {
            url: `${playerOrigin}/player${lang}`,
            service: 'tv-player',
            name: 'Anstoss-TV-Player',
            thirdParty: false,
          }
      : null,
  };
}

const offsetQuery = z.object({ offset: count(100_000).optional().default(0) });
const slugParam = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/) });

export function registerTvRoutes(app: Hono<AppEnv>, runtime: AppRuntime): void {
  const { db } = runtime.options;
  const playerOrigin = runtime.options.playerOrigin ?? DEFAULT_PLAYER_ORIGIN;
  const json = (row: TvRow) => tvEntryJson(row, playerOrigin);

  app.get('/ajax/tv/empfehlungen.json', async (c) => {
    const { offset } = query(c, offsetQuery);
    const [week, ...recommendations] = await listTv(db);
    const page = Math.floor(offset / TV_STEP);
    const slice = recommendations.slice(page * TV_PER_PAGE, page * TV_PER_PAGE + TV_PER_PAGE);
    return c.json({
      success: true,
      final: (page + 1) * TV_PER_PAGE >= recommendations.length,
      count: recommendations.length + (week ? 1 : 0),
      entries: week ? [week, ...slice].map(json) : [],
    });
  });

  app.get('/ajax/tv/videos/:file{[a-z0-9-]{1,80}\\.json}', async (c) => {
    const slug = c.req.param('file').replace(/\.json$/, '');
    const all = await listTv(db);
    const current = all.find((r) => r.slug === slug);
    if (!current)
      return c.json({ success: false, error: { message: 'Video nicht gefunden.' } }, 404);
    const others = all.filter((r) => r !== current).slice(0, TV_OTHERS);
    return c.json({
      success: true,
      final: true,
      count: others.length + 1,
      entries: [current, ...others].map(json),
    });
  });

  app.get('/ajax/tv/liste.json', async (c) => {
    const { offset } = query(c, offsetQuery);
    const all = await listTv(db);
    const entries = all.slice(offset, offset + TV_LIST_PAGE);
    return c.json({
      final: offset + entries.length >= all.length,
      count: all.length,
      lastIndex: entries.length > 0 ? offset + entries.length - 1 : null,
      entries: entries.map(json),
    });
  });

  // The pages tell the widget hosts how many teasers and videos come (the room they reserve).
  const teasers = (all: readonly TvRow[]) => all.slice(1, 1 + TV_PER_PAGE).map(json);
  app.get('/tv', async (c) => {
    const all = await listTv(db);
    const week = all[0];
    return sendPage(c, tvMagazinePage(st(c), week ? json(week) : null, { teasers: teasers(all) }));
  });
  app.get('/tv/liste', (c) => sendPage(c, tvListPage(st(c))));
  app.get('/tv/:slug', async (c) => {
    const { slug } = params(c, slugParam);
    const row = await tvBySlug(db, slug);
    if (!row) return sendPage(c, notFoundPage(st(c)), 404);
    const all = await listTv(db);
    // /ajax/tv/videos/{slug}.json: the video and up to nine others.
    const videos = Math.min(all.length, TV_OTHERS + 1);
    return sendPage(c, tvContentPage(st(c), json(row), { teasers: teasers(all), videos }));
  });
}
