/**
 * Endpoints of issue 3 (discovery):
 *   GET /ajax/wam/base.json            -> nested base data (successively)
 *   GET /ajax/wam/base-flat.json       -> flat base data (simultaneously)
 *   GET /ajax/wam/areas/{client}/{season}/{type}
 *   GET /ajax/wam/competitions/{client}/{season}/{type}/{teamType}/{area}/{league}
 *   GET /ajax/news/mehr/-/offset/{n}/verband/{ids}/kategorie/{ids}   -> { html, lastIndex, final }
 *   GET /ajax/news/toolbox/-/{key}/{values}/datum-von/{d}/datum-bis/{d} -> { success, html }
 *   GET /ajax/fragment/{name}.html                                   -> lazy fragments
 *   GET /spielplan[/-/verband/{id}/mannschaftsart/{id}/datum-von/{d}/datum-bis/{d}] (also ?query)
 * Ids keep the portal's '_' prefix; anything else answers 404 JSON.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, AppRuntime } from '../context.ts';
import {
  finderAreas,
  finderBaseFlat,
  finderBaseNested,
  finderCompetitions,
} from '../repo/finder.ts';
import { queryNews, type NewsQuery } from '../repo/newsDiscovery.ts';
import { newsLoadMoreHtml, newsResultsHtml, fragmentHtml } from '../views/discoveryHosts.ts';
import { associations } from '../repo/competitions.ts';
import { searchFixtures } from '../repo/fixtureSearch.ts';
import { DEFAULT_ASSOCIATION_ID, TEAM_TYPES } from '../seed/lookups.ts';
import { FIXTURE_SPAN_DAYS, fixturesPage } from '../views/pages/discovery.ts';
import { sendWithEtag } from './ajax.ts';
import { sendPage, st, type AppContext } from './helpers.ts';
import { count, day, parse, text } from './validation.ts';

export const NEWS_PAGE_SIZE = 12;

/** Parameters encoded into the path as {resource}/-/{key}/{value}/… ('_|_' stands for '/'). */
export function pathParams(path: string): Record<string, string> {
  const index = path.indexOf('/-/');
  const params = Object.create(null) as Record<string, string>;
  if (index < 0) return params;
  const parts = path.slice(index + 3).split('/');
  for (let i = 0; i + 1 < parts.length; i += 2) {
    try {
      const key = decodeURIComponent(parts[i] ?? '');
      params[key] = decodeURIComponent(parts[i + 1] ?? '').replaceAll('_|_', '/');
    } catch {
      // a malformed escape: the pair is ignored
    }
  }
  return params;
}

/** Path and query parameters of the news and fixture searches (unknown keys are ignored). */
const searchParams = z.object({
  offset: count(100_000).optional().default(0),
  verband: text(2000).optional(),
  kategorie: text(2000).optional(),
  'multiple-categories': text(2000).optional(),
  include: text(2000).optional(),
  mannschaftsart: text(200).optional(),
  'datum-von': day.optional(),
  'datum-bis': day.optional(),
});
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The calendar day in Berlin. */
const berlinDay = (date: Date) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(date);

const list = (value: string | undefined) =>
  value
    ? value
        .split(',')
        .filter((v) => /^[_a-z0-9-]{1,40}$/i.test(v))
        .slice(0, 30)
    : undefined;

const ID = '{_[A-Za-z0-9-]{1,80}}';
const JSON_TYPE = 'application/json; charset=utf-8';

export function registerDiscoveryRoutes(app: Hono<AppEnv>, runtime: AppRuntime): void {
  const { db } = runtime.options;

  app.get('/ajax/wam/base.json', async (c) =>
    sendWithEtag(c, JSON.stringify(await finderBaseNested(db)), JSON_TYPE),
  );
  app.get('/ajax/wam/base-flat.json', async (c) =>
    sendWithEtag(c, JSON.stringify(await finderBaseFlat(db)), JSON_TYPE),
  );
  app.get(`/ajax/wam/areas/:client${ID}/:season${ID}/:type${ID}`, async (c) => {
    const { client, season, type } = c.req.param();
    return sendWithEtag(c, JSON.stringify(await finderAreas(db, client, season, type)), JSON_TYPE);
  });
  app.get(
    `/ajax/wam/competitions/:client${ID}/:season${ID}/:type${ID}/:teamType${ID}/:area${ID}/:league${ID}`,
    async (c) => {
      const p = c.req.param();
      return sendWithEtag(c, JSON.stringify(await finderCompetitions(db, p)), JSON_TYPE);
    },
  );

  // Load more: offset, verband and kategorie (lists) as the news page's filter form sends them.
  app.get('/ajax/news/mehr/*', async (c) => {
    const p = parse(searchParams, pathParams(c.req.path));
    const offset = p.offset;
    const query: NewsQuery = {
      associationIds: list(p.verband),
      categoryIds: list(p.kategorie),
    };
    const { news, total } = await queryNews(db, query, NEWS_PAGE_SIZE, offset);
    c.header('Cache-Control', 'no-store');
    return c.json({
      html: newsLoadMoreHtml(news, `LISTE-${offset}`, st(c).lang),
      lastIndex: offset + news.length - 1,
      final: offset + news.length >= total,
    });
  });

  // Toolbox: only the current toolbox key plus datum-von / datum-bis arrive (spec §7).
  app.get('/ajax/news/toolbox/*', async (c) => {
    const p = parse(searchParams, pathParams(c.req.path));
    const query: NewsQuery = {
      categoryIds: list(p.kategorie ?? p['multiple-categories']),
      associationIds: list(p.include ?? p.verband),
      from: p['datum-von'],
      to: p['datum-bis'],
    };
    const { news, total } = await queryNews(db, query, NEWS_PAGE_SIZE, 0);
    c.header('Cache-Control', 'no-store');
    return c.json({
      success: true,
      html: news.length ? newsResultsHtml(news, total, query, NEWS_PAGE_SIZE) : '',
    });
  });

  // Fixtures search: the REST form navigates to /spielplan/-/…; without JavaScript ?query works.
  const fixtures = async (c: AppContext) => {
    const p = parse(
      searchParams,
      Object.assign(Object.create(null) as object, c.req.query(), pathParams(c.req.path)),
    );
    const regions = await associations(db);
    const region =
      regions.find((r) => r.id === p.verband) ??
      regions.find((r) => r.id === DEFAULT_ASSOCIATION_ID) ??
      regions[0];
    if (!region) return c.notFound();
    const teamType = TEAM_TYPES.find((t) => t.id === p.mannschaftsart)?.id ?? '';
    const today = berlinDay(runtime.now());
    let from = p['datum-von'] ?? today;
    let to = p['datum-bis'] ?? shiftDay(from, 7);
    if (to < from) [from, to] = [to, from];
    if (shiftDay(from, FIXTURE_SPAN_DAYS) < to) to = shiftDay(from, FIXTURE_SPAN_DAYS);
    const matches = await searchFixtures(
      db,
      { associationId: region.id, teamTypeId: teamType || undefined, from, to },
      301,
    );
    return sendPage(
      c,
      fixturesPage(st(c), {
        associationId: region.id,
        associationName: region.name,
        teamTypeId: teamType,
        from,
        to,
        associations: regions,
        teamTypes: TEAM_TYPES,
        matches: matches.slice(0, 300),
        truncated: matches.length > 300,
      }),
    );
  };
  app.get('/spielplan', fixtures);
  app.get('/spielplan/-/*', fixtures);

  app.get('/ajax/fragment/:file', (c) => {
    const name = /^([a-z-]+)\.html$/.exec(c.req.param('file'))?.[1];
    const body = name ? fragmentHtml(name) : null;
    if (body === null) return c.text('', 404);
    c.header('Cache-Control', 'no-cache');
    return c.html(body);
  });
}
