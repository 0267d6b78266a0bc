/**
 * Issue 16, the article editor. Pages and endpoints:
 *   GET  /artikel/neu                       new article (club officials and portal editors)
 *   GET  /artikel/{id}/bearbeiten           edit an article (its author or an admin)
 *   POST /ajax/artikel/speichern            JSON article -> { success, id, url, editUrl }
 *   POST /ajax/artikel/{id}/speichern       the same for an existing article
 *   GET  /news/{slug} (editor articles)     the news page with the sanitised body; scheduled
 *                                           articles are shown to others only from their day on
 * The body is sanitised again on the server before it is stored, and once more when shown.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, AppRuntime } from '../context.ts';
import { articleTextLength, sanitizeArticleHtml } from '../editor/articleHtml.ts';
import { raw } from '../html.ts';
import { addDays, berlinDate } from '../logic/dates.ts';
import {
  articleById,
  articleHtmlOf,
  mayEditArticle,
  mayWriteArticles,
  saveArticle,
} from '../repo/articles.ts';
import { listNews, newsBySlug } from '../repo/news.ts';
import { activeSurvey } from '../repo/surveys.ts';
import { articleEditorPage } from '../views/pages/articleEditor.ts';
import { forbiddenPage } from '../views/pages/errors.ts';
import { newsArticlePage } from '../views/pages/news.ts';
import { sendPage, st, type AppContext } from './helpers.ts';
import { day, intId, params, parse } from './validation.ts';

/** Spec §9 Editor: 20000 characters. */
export const ARTICLE_MAX_CHARS = 20_000;
const VOTING_DURATIONS = [3, 7, 14, 30];

const articleBody = z.object({
  title: z.string().trim().min(1, 'Bitte gib eine Überschrift ein.').max(150),
  teaser: z.string().max(300).default(''),
  body: z.string().max(200_000),
  visible: z.boolean(),
  publishFrom: day.nullable(),
  publishTo: day.nullable(),
  voting: z.object({
    enabled: z.boolean(),
    upload: z.boolean(),
    duration: z.number().refine((n) => VOTING_DURATIONS.includes(n), 'Ungültige Dauer.'),
  }),
  marketing: z.object({ enabled: z.boolean(), note: z.string().max(500) }),
});

const fail = (c: AppContext, message: string, status: 400 | 401 | 403 | 404) =>
  c.json({ success: false, error: { message } }, status);

export function registerEditorRoutes(app: Hono<AppEnv>, runtime: AppRuntime): void {
  const { db } = runtime.options;
  const today = () => berlinDate(runtime.now());

  const editorPage = async (c: AppContext, id: number | null) => {
    const state = st(c);
    if (!state.user) return c.redirect(`/login?fw_url=${encodeURIComponent(c.req.path)}`, 303);
    if (!mayWriteArticles(state.user))
      return sendPage(
        c,
        forbiddenPage(state, 'Artikel schreiben dürfen nur Vereinsvertreter und die Redaktion.'),
        403,
      );
    const article = id === null ? null : await articleById(db, id);
    if (id !== null && !article) return c.notFound();
    if (article && !mayEditArticle(state.user, article))
      return sendPage(c, forbiddenPage(state, 'Diesen Artikel darfst du nicht bearbeiten.'), 403);
    const now = today();
    return sendPage(
      c,
      articleEditorPage(state, { article, today: now, maxDate: addDays(now, 730) }),
    );
  };

  app.get('/artikel/neu', (c) => editorPage(c, null));
  app.get('/artikel/:id{[0-9]{1,9}}/bearbeiten', (c) =>
    editorPage(c, params(c, z.object({ id: intId })).id),
  );

  const save = async (c: AppContext, id: number | null) => {
    const state = st(c);
    if (!state.user) return fail(c, 'Bitte melde dich an.', 401);
    if (!mayWriteArticles(state.user))
      return fail(c, 'Artikel schreiben dürfen nur Vereinsvertreter und die Redaktion.', 403);
    if (id !== null) {
      const existing = await articleById(db, id);
      if (!existing) return fail(c, 'Diesen Artikel gibt es nicht.', 404);
      if (!mayEditArticle(state.user, existing))
        return fail(c, 'Diesen Artikel darfst du nicht bearbeiten.', 403);
    }
    let json: unknown;
    try {
      json = await c.req.json();
    } catch {
      return fail(c, 'Die Anfrage war unvollständig.', 400);
    }
    const input = parse(articleBody, json);
    const bodyHtml = sanitizeArticleHtml(input.body);
    if (articleTextLength(bodyHtml) > ARTICLE_MAX_CHARS)
      return fail(c, 'Der Artikel ist länger als 20.000 Zeichen.', 400);
    if (input.publishFrom && input.publishTo && input.publishTo < input.publishFrom)
      return fail(c, '„Sichtbar bis“ darf nicht vor „Sichtbar ab“ liegen.', 400);
    const bodyText = bodyHtml
      .replace(/<\/(p|h3|blockquote)>/g, '\n\n')
      .replace(/<br \/>/g, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .trim();
    const saved = await saveArticle(
      db,
      state.user,
      id,
      { ...input, bodyHtml, bodyText },
      runtime.now(),
    );
    return c.json({
      success: true,
      id: saved.id,
      url: `/news/${saved.slug}`,
      editUrl: `/artikel/${saved.id}/bearbeiten`,
    });
  };

  app.post('/ajax/artikel/speichern', (c) => save(c, null));
  app.post('/ajax/artikel/:id{[0-9]{1,9}}/speichern', (c) =>
    save(c, params(c, z.object({ id: intId })).id),
  );

  // Editor articles on their news page; every other news page is left to routes/pages.ts.
  app.get('/news/:slug{[a-z0-9-]{1,200}}', async (c, next) => {
    const article = await newsBySlug(db, c.req.param('slug'));
    const settings = article ? await articleHtmlOf(db, article.id) : null;
    if (!article || !settings) return next();
    const state = st(c);
    const own = state.user !== null && (state.user.id === settings.authorId || state.user.isAdmin);
    // Scheduled articles: visible to others only between their publisher dates.
    const day = today();
    const outside =
      settings.visible &&
      ((settings.publishFrom !== null && settings.publishFrom > day) ||
        (settings.publishTo !== null && settings.publishTo < day));
    if (outside && !own) return c.notFound();
    const related = (await listNews(db, { categoryId: article.categoryId }, 4))
      .filter((n) => n.id !== article.id)
      .slice(0, 3);
    return sendPage(
      c,
      newsArticlePage(state, {
        article,
        related,
        surveyName: (await activeSurvey(db, 'news'))?.name ?? null,
        bodyHtml: raw(sanitizeArticleHtml(settings.bodyHtml)),
      }),
    );
  });
}
