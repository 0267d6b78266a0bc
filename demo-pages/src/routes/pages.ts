/** The portal's pages (server-rendered, German) and the form posts that belong to them. */
import type { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { z } from 'zod';
import { isSecure } from '../auth/session.ts';
import type { AppEnv, AppRuntime } from '../context.ts';
import { computeStandings } from '../logic/standings.ts';
import { clubBySlug, searchClubs, teamsOfClub } from '../repo/clubs.ts';
import {
  associations,
  competitionBySlug,
  competitionsOfAssociation,
  seasons,
} from '../repo/competitions.ts';
import { matchesOfClub, matchesOfCompetition, upcomingMatches } from '../repo/matches.ts';
import { countNews, listNews, newsBySlug, newsCategories } from '../repo/news.ts';
import { activeSurvey, recordSurveyResponse, surveyBySlug } from '../repo/surveys.ts';
import { COOKIE, readableCookie } from '../security/cookies.ts';
import { safeRedirectPath } from '../security/redirect.ts';
import { CURRENT_SEASON_ID, DEFAULT_ASSOCIATION_ID } from '../seed/lookups.ts';
import { behavioursPage } from '../views/pages/behaviours.ts';
import { CLUB_SEARCH_MIN_LENGTH, clubPage, clubSearchPage } from '../views/pages/clubs.ts';
import { competitionListPage, competitionPage } from '../views/pages/competitions.ts';
import { homePage } from '../views/pages/home.ts';
import { imprintPage, privacyPage } from '../views/pages/legal.ts';
import { newsArticlePage, newsListPage } from '../views/pages/news.ts';
import { surveyPage } from '../views/pages/survey.ts';
import { dbWindowCounts } from '../security/shared.ts';
import { commentsPage } from './community.ts';
import { sendPage, st } from './helpers.ts';
import { CLUB_PHOTO_SLOT, clubPhotoUrl, slotPhotoFor } from './teamPhotos.ts';
import { clubNextChangedAt, MATCH_PAGE_SIZE, registerMatchListRoutes } from './matchLists.ts';
import { count, field, form, query, text } from './validation.ts';

const NEWS_PER_PAGE = 12;
/** Answers of guests to one survey from one address per hour (members answer as themselves). */
export const GUEST_SURVEY_ANSWERS = 3;

/** Query parameters of the pages; anything else in the query string is ignored. */
const pageQuery = z.object({
  verband: text(100).optional(),
  kategorie: text(100).optional(),
  saison: text(100).optional(),
  seite: count(1_000_000).optional(),
  q: text(200).optional(),
  erfolg: text(500).optional(),
  danke: text(10).optional(),
  gesendet: text(10).optional(),
  lang: text(10).optional(),
  fw_url: text(2000).optional(),
});
const surveyForm = z.object({ answer: field(500), comment: field(5000) });
const SLUG = '{[a-z0-9-]{1,200}}';

export function registerPageRoutes(app: Hono<AppEnv>, runtime: AppRuntime): void {
  const { db } = runtime.options;
  const guestAnswers = dbWindowCounts(
    db,
    'survey-guest',
    60 * 60 * 1000,
    () => runtime.now().getTime(),
    GUEST_SURVEY_ANSWERS + 1,
  );
  const q = (c: Parameters<typeof st>[0]) => query(c, pageQuery);
  registerMatchListRoutes(app, runtime);
  const surveyName = async (segment: string) => (await activeSurvey(db, segment))?.name ?? null;

  app.get('/', async (c) => {
    const regions = await associations(db);
    return sendPage(
      c,
      homePage(st(c), {
        regionId: DEFAULT_ASSOCIATION_ID,
        regionName: regions.find((r) => r.id === DEFAULT_ASSOCIATION_ID)?.name ?? 'deiner Region',
        news: await listNews(db, { associationId: DEFAULT_ASSOCIATION_ID }, 7),
        upcoming: await upcomingMatches(
          db,
          DEFAULT_ASSOCIATION_ID,
          CURRENT_SEASON_ID,
          runtime.now(),
          10,
        ),
        associations: regions,
        surveyName: await surveyName('index'),
      }),
    );
  });

  app.get('/news', async (c) => {
    const regions = await associations(db);
    const categories = await newsCategories(db);
    const { verband, kategorie, seite } = q(c);
    const associationId = regions.some((r) => r.id === verband) ? (verband ?? '') : '';
    const categoryId = categories.some((k) => k.id === kategorie) ? (kategorie ?? '') : '';
    const filter = {
      associationId: associationId || undefined,
      categoryId: categoryId || undefined,
    };
    const total = await countNews(db, filter);
    const pages = Math.max(1, Math.ceil(total / NEWS_PER_PAGE));
    const page = Math.min(Math.max(1, seite ?? 1), pages);
    return sendPage(
      c,
      newsListPage(st(c), {
        news: await listNews(db, filter, NEWS_PER_PAGE, (page - 1) * NEWS_PER_PAGE),
        page,
        pages,
        total,
        associationId,
        categoryId,
        associations: regions,
        categories,
        surveyName: await surveyName('news'),
      }),
    );
  });

  app.get(`/news/:slug${SLUG}`, async (c) => {
    const article = await newsBySlug(db, c.req.param('slug'));
    if (!article) return c.notFound();
    const related = (await listNews(db, { categoryId: article.categoryId }, 4))
      .filter((n) => n.id !== article.id)
      .slice(0, 3);
    // The first page of comments goes into the article's HTML (spec §3, issue 17).
    const { answer, legacyIds } = await commentsPage(db, article.id, st(c).user);
    return sendPage(
      c,
      newsArticlePage(st(c), {
        article,
        related,
        surveyName: await surveyName('news'),
        thread: { page: answer, legacyIds },
      }),
    );
  });

  app.get(`/verein/:slug${SLUG}`, async (c) => {
    const club = await clubBySlug(db, c.req.param('slug'));
    if (!club) return c.notFound();
    const now = runtime.now();
    return sendPage(
      c,
      clubPage(st(c), {
        club,
        teams: await teamsOfClub(db, club.id, CURRENT_SEASON_ID),
        upcoming: await matchesOfClub(db, club.id, 'upcoming', now, MATCH_PAGE_SIZE),
        upcomingChangedAt: await clubNextChangedAt(db, club.id, now),
        recent: await matchesOfClub(db, club.id, 'recent', now, MATCH_PAGE_SIZE + 1),
        history: await matchesOfClub(db, club.id, 'recent', now, 60),
        news: await listNews(db, { clubId: club.id }, 3),
        photo: {
          ...(await slotPhotoFor(runtime, CLUB_PHOTO_SLOT, club.id, club.id, st(c).user)),
          uploadUrl: clubPhotoUrl(club.id),
        },
      }),
    );
  });

  app.get('/vereine', async (c) => {
    const query = (q(c).q ?? '').trim().slice(0, 60);
    const tooShort = query.length > 0 && query.length < CLUB_SEARCH_MIN_LENGTH;
    const results = query && !tooShort ? await searchClubs(db, query, 50) : [];
    return sendPage(c, clubSearchPage(st(c), { query, results, tooShort }));
  });

  app.get('/wettbewerbe', async (c) => {
    const regions = await associations(db);
    const seasonList = await seasons(db);
    const { verband, saison } = q(c);
    const association =
      regions.find((r) => r.id === verband) ??
      regions.find((r) => r.id === DEFAULT_ASSOCIATION_ID) ??
      regions[0];
    const season =
      seasonList.find((s) => s.id === saison) ??
      seasonList.find((s) => s.isCurrent) ??
      seasonList[0];
    if (!association || !season) return c.notFound();
    return sendPage(
      c,
      competitionListPage(st(c), {
        associationId: association.id,
        associationName: association.name,
        seasonId: season.id,
        seasonLabel: season.longLabel,
        associations: regions,
        seasons: seasonList,
        competitions: await competitionsOfAssociation(db, association.id, season.id),
      }),
    );
  });

  app.get(`/wettbewerb/:slug${SLUG}`, async (c) => {
    const competition = await competitionBySlug(db, c.req.param('slug'));
    if (!competition) return c.notFound();
    const matches = await matchesOfCompetition(db, competition.id);
    const teams = new Map<number, { name: string; clubSlug: string }>();
    for (const m of matches) {
      teams.set(m.homeTeamId, { name: m.homeName, clubSlug: m.homeClubSlug });
      teams.set(m.guestTeamId, { name: m.guestName, clubSlug: m.guestClubSlug });
    }
    const otherSlug = competition.slug.replace(/-(2425|2526)$/, (_, s: string) =>
      s === '2425' ? '-2526' : '-2425',
    );
    const other = otherSlug !== competition.slug ? await competitionBySlug(db, otherSlug) : null;
    return sendPage(
      c,
      competitionPage(st(c), {
        competition,
        matches,
        standings: competition.format === 'league' ? computeStandings(matches) : [],
        teams: [...teams.values()].sort((a, b) => a.name.localeCompare(b.name, 'de')),
        otherSeason: other ? { slug: other.slug, label: other.seasonLabel } : null,
      }),
    );
  });

  app.get('/seitenfunktionen', (c) => {
    const state = st(c);
    return sendPage(
      c,
      behavioursPage(state, {
        teamId: String(state.user?.favouriteTeamIds[0] ?? 1),
        sent: q(c).gesendet === '1',
      }),
    );
  });

  app.post('/seitenfunktionen/testbeitrag', (c) => {
    if (!st(c).user)
      return c.redirect(`/login?fw_url=${encodeURIComponent('/seitenfunktionen')}`, 303);
    return c.redirect('/seitenfunktionen?gesendet=1', 303);
  });

  app.get(`/umfrage/:slug${SLUG}`, async (c) => {
    const survey = await surveyBySlug(db, c.req.param('slug'));
    if (!survey) return c.notFound();
    return sendPage(c, surveyPage(st(c), survey, q(c).danke === '1' ? 'thanks' : null));
  });

  app.post(`/umfrage/:slug${SLUG}`, async (c) => {
    const state = st(c);
    const survey = await surveyBySlug(db, c.req.param('slug'));
    if (!survey) return c.notFound();
    const body = await form(c, surveyForm);
    if (!survey.options.includes(body.answer))
      return sendPage(c, surveyPage(state, survey, 'missing'), 400);
    if (!state.user) {
      const key = `${survey.id}:${state.clientIp}`;
      if ((await guestAnswers.add(key)) > GUEST_SURVEY_ANSWERS)
        return sendPage(c, surveyPage(state, survey, 'limit'), 429);
    }
    await recordSurveyResponse(
      db,
      survey.id,
      body.answer,
      body.comment.trim().slice(0, 1000),
      state.user?.id ?? null,
    );
    return c.redirect(`/umfrage/${survey.slug}?danke=1`, 303);
  });

  app.get('/impressum', (c) => sendPage(c, imprintPage(st(c))));
  app.get('/datenschutz', (c) => sendPage(c, privacyPage(st(c))));

  /** Language switch without JavaScript: remembers the choice for the page chrome. */
  app.get('/sprache', (c) => {
    const state = st(c);
    const { lang, fw_url } = q(c);
    setCookie(
      c,
      COOKIE.lang,
      lang === 'en' ? 'en' : 'de',
      readableCookie(isSecure(c), 365 * 86400),
    );
    return c.redirect(safeRedirectPath(fw_url, state.origin), 303);
  });
}
