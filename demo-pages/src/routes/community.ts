/**
 * Community endpoints (issue 5). Every JSON answer carries `success`; failures carry
 * `error.message` in German (spec §7, §8).
 *   GET  /ajax/comments/{newsId}?offset=N   -> { success, total, nextOffset, comments: [{ id, name, date, html, repliesUrl, replyCount, deletable }] }
 *   GET  /ajax/comments/replies/{id}        -> HTML of the replies (spec §7: GET {commentRepliesUrl})
 *   POST /ajax/comments/{newsId}            -> message, parentId?, poll=1 + title, datumVon, question, answer1, answer2
 *                                              { success, html } | { success: false, error: { message, valid: { field: bool } } }
 *   POST /ajax/comments/delete              -> id                       { success, deleted }
 *   POST /ajax/comments/report              -> id, message, reason      { success, reported }
 *   GET  /ajax/fan-poll/questions.json      -> { success, poll: { id, isopen, week, text, questions, results, votes, votedAnswer } }
 *   GET  /ajax/fan-poll/vote.json?id&votedAnswer -> { success, verification: { id, votedAnswer }, poll }
 *   GET  /ajax/fan-poll/text.json           -> { success, poll: { text } }
 *   GET  /ajax/captcha                      -> { question, digest }
 *   POST /ajax/report-offense               -> form-urlencoded §3 fields { success } | { success: false, error }
 *   POST /ajax/items/{id}/rating|report|edit -> { success, error? }
 */
import type { Hono } from 'hono';
import type { AppEnv, AppRuntime } from '../context.ts';
import {
  addComment,
  commentById,
  COMMENTS_PAGE_SIZE,
  deleteComment,
  listComments,
  listReplies,
  reportComment,
  type CommentPoll,
} from '../repo/comments.ts';
import {
  ANSWERS,
  castVote,
  currentPoll,
  editItem,
  pollById,
  rateItem,
  reportItem,
  saveOffenseReport,
  listUserItems,
  userItem,
  userRating,
  type Answer,
} from '../repo/polls.ts';
import { checkCaptcha, newCaptcha } from '../security/captcha.ts';
import { ensureCommunity } from '../seed/community.ts';
import {
  commentArticle,
  commentContentHtml,
  fanPhotosBody,
  repliesFragment,
} from '../views/community.ts';
import { renderPage } from '../views/layout.ts';
import { field, sendPage, st, type AppContext } from './helpers.ts';

export const COMMENT_MAX_LENGTH = 1000;
const fail = (c: AppContext, message: string, status: 400 | 401 | 403 | 404 = 400, extra = {}) =>
  c.json({ success: false, error: { message, ...extra } }, status);
const LOGIN_NEEDED = 'Bitte melde dich an.';

async function formBody(c: AppContext): Promise<Record<string, unknown>> {
  const type = c.req.header('Content-Type') ?? '';
  return type.includes('form') ? c.req.parseBody() : {};
}

export function registerCommunityRoutes(app: Hono<AppEnv>, runtime: AppRuntime): void {
  const { db } = runtime.options;

  app.use('/ajax/comments/*', async (_c, next) => {
    await ensureCommunity(db);
    return next();
  });
  for (const path of ['/ajax/fan-poll/*', '/ajax/items/*', '/ajax/report-offense']) {
    app.use(path, async (_c, next) => {
      await ensureCommunity(db);
      return next();
    });
  }

  app.get('/ajax/comments/replies/:id{[0-9]{1,9}}', async (c) => {
    const rows = await listReplies(db, Number(c.req.param('id')));
    c.header('Content-Type', 'text/html; charset=utf-8');
    return c.body(repliesFragment(rows));
  });

  app.get('/ajax/comments/:newsId{[0-9]{1,9}}', async (c) => {
    const user = st(c).user;
    const offset = Math.max(0, Number.parseInt(c.req.query('offset') ?? '0', 10) || 0);
    const { comments, total } = await listComments(db, Number(c.req.param('newsId')), offset);
    return c.json({
      success: true,
      total,
      nextOffset: offset + comments.length < total ? offset + COMMENTS_PAGE_SIZE : null,
      comments: comments.map((row) => ({
        id: row.id,
        name: row.authorName,
        date: row.createdAt.toISOString(),
        html: commentContentHtml(row),
        repliesUrl: row.replyCount > 0 ? `/ajax/comments/replies/${row.id}` : null,
        replyCount: row.replyCount,
        deletable: Boolean(user && (user.isAdmin || user.id === row.userId)),
      })),
    });
  });

  app.post('/ajax/comments/:newsId{[0-9]{1,9}}', async (c) => {
    const user = st(c).user;
    if (!user) return fail(c, LOGIN_NEEDED, 401);
    const body = await formBody(c);
    const message = field(body, 'message').trim();
    const withPoll = field(body, 'poll') === '1';
    const poll: CommentPoll = {
      title: field(body, 'title').trim(),
      datumVon: field(body, 'datumVon').trim(),
      question: field(body, 'question').trim(),
      answer1: field(body, 'answer1').trim(),
      answer2: field(body, 'answer2').trim(),
    };
    if (message.length < 3)
      return fail(c, 'Bitte schreibe einen Kommentar (mindestens 3 Zeichen).');
    if (message.length > COMMENT_MAX_LENGTH)
      return fail(c, `Dein Kommentar ist zu lang (höchstens ${COMMENT_MAX_LENGTH} Zeichen).`);
    if (withPoll) {
      const valid = {
        title: poll.title.length >= 3,
        datumVon:
          /^\d{4}-\d{2}-\d{2}$/.test(poll.datumVon) && !Number.isNaN(Date.parse(poll.datumVon)),
        question: poll.question.length >= 3,
        answer1: poll.answer1.length >= 1,
        answer2: poll.answer2.length >= 1,
      };
      if (!Object.values(valid).every(Boolean))
        return fail(c, 'Bitte fülle alle Felder der Umfrage aus.', 400, { valid });
    }
    const parentRaw = field(body, 'parentId');
    const parent = parentRaw ? await commentById(db, Number(parentRaw)) : null;
    const row = await addComment(db, {
      newsId: Number(c.req.param('newsId')),
      parentId: parent ? parent.id : null,
      userId: user.id,
      authorName: user.displayName,
      body: message,
      poll: withPoll ? poll : null,
    });
    return c.json({ success: true, html: commentArticle(row), id: row.id });
  });

  app.post('/ajax/comments/delete', async (c) => {
    const user = st(c).user;
    if (!user) return fail(c, LOGIN_NEEDED, 401);
    const row = await commentById(db, Number(field(await formBody(c), 'id')));
    if (!row) return fail(c, 'Diesen Kommentar gibt es nicht mehr.', 404);
    if (!user.isAdmin && row.userId !== user.id)
      return fail(c, 'Du kannst nur deine eigenen Kommentare löschen.', 403);
    return c.json({ success: true, deleted: await deleteComment(db, row.id) });
  });

  app.post('/ajax/comments/report', async (c) => {
    const user = st(c).user;
    if (!user) return fail(c, LOGIN_NEEDED, 401);
    const body = await formBody(c);
    const row = await commentById(db, Number(field(body, 'id')));
    if (!row) return fail(c, 'Diesen Kommentar gibt es nicht mehr.', 404);
    const message = field(body, 'message').trim();
    if (message.length < 5)
      return fail(c, 'Bitte beschreibe kurz, was du meldest (mindestens 5 Zeichen).');
    await reportComment(
      db,
      row.id,
      user.id,
      message.slice(0, 1000),
      Number(field(body, 'reason')) || 0,
    );
    return c.json({ success: true, reported: true });
  });

  // ---- fan poll ---------------------------------------------------------------------------
  app.get('/ajax/fan-poll/questions.json', async (c) => {
    const poll = await currentPoll(db, st(c).user?.id ?? null);
    if (!poll) return c.json({ success: false, error: { message: 'Keine Umfrage.' } });
    return c.json({ success: true, poll });
  });

  app.get('/ajax/fan-poll/text.json', async (c) => {
    const poll = await currentPoll(db, null);
    return c.json({ success: true, poll: { text: poll?.text ?? '' } });
  });

  app.get('/ajax/fan-poll/vote.json', async (c) => {
    const user = st(c).user;
    if (!user)
      return c.json({ success: false, error: { message: 'Bitte melde dich zum Abstimmen an.' } });
    const id = Number(c.req.query('id'));
    const answer = c.req.query('votedAnswer') as Answer;
    const poll = Number.isSafeInteger(id) ? await pollById(db, id, user.id) : null;
    if (!poll)
      return c.json({ success: false, error: { message: 'Diese Umfrage gibt es nicht.' } });
    if (!poll.isopen)
      return c.json({ success: false, error: { message: 'Die Umfrage ist beendet.' } });
    if (!ANSWERS.includes(answer))
      return c.json({ success: false, error: { message: 'Bitte wähle eine Antwort.' } });
    if (!(await castVote(db, poll.id, user.id, answer)))
      return c.json({ success: false, error: { message: 'Du hast bereits abgestimmt.' } });
    const updated = (await pollById(db, poll.id, user.id))!;
    return c.json({
      success: true,
      verification: { id: poll.id, votedAnswer: answer },
      poll: updated,
    });
  });

  // ---- report offense ---------------------------------------------------------------------
  app.get('/ajax/captcha', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(newCaptcha(runtime.now()));
  });

  app.post('/ajax/report-offense', async (c) => {
    const body = await formBody(c);
    const get = (name: string) => field(body, name).trim();
    if (get('action') !== 'report_offense') return fail(c, 'Unbekannte Aktion.');
    if (!checkCaptcha(get('captcha-code'), get('captcha-digest'), runtime.now()))
      return c.json({
        success: false,
        error: { message: 'Die Sicherheitsfrage wurde falsch beantwortet.' },
      });
    if (!get('firstname') || !get('lastname'))
      return c.json({
        success: false,
        error: { message: 'Bitte gib deinen Vor- und Nachnamen an.' },
      });
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(get('email')))
      return c.json({
        success: false,
        error: { message: 'Bitte gib eine gültige E-Mail-Adresse an.' },
      });
    if (get('text').length < 10)
      return c.json({
        success: false,
        error: { message: 'Bitte beschreibe den Verstoß (mindestens 10 Zeichen).' },
      });
    if (!get('reason'))
      return c.json({ success: false, error: { message: 'Bitte wähle einen Grund.' } });
    if (!get('article-uuid') && !(get('match_id') && get('ticker_id')))
      return fail(c, 'Es fehlt der Bezug (Artikel oder Liveticker).');
    const payload: Record<string, string> = {};
    for (const key of [
      'fw_url',
      'firstname',
      'lastname',
      'email',
      'text',
      'reason',
      'match_id',
      'ticker_id',
      'article-uuid',
    ])
      payload[key] = get(key).slice(0, 2000);
    await saveOffenseReport(db, st(c).user?.id ?? null, payload);
    return c.json({ success: true });
  });

  // ---- the fan photos page: user items with the rating, report and edit tools -------------
  app.get('/fanfotos', async (c) => {
    await ensureCommunity(db);
    const state = st(c);
    const items = await listUserItems(db);
    const ratings: Record<string, number> = {};
    if (state.user)
      for (const item of items) ratings[item.id] = await userRating(db, item.id, state.user.id);
    return sendPage(
      c,
      renderPage(state, {
        title: 'Fanfotos',
        description: 'Bilder der Community: bewerten, melden, bearbeiten.',
        section: 'home',
        breadcrumbs: [{ label: 'Fanfotos' }],
        body: fanPhotosBody(items, state.user?.id ?? null, Boolean(state.user?.isAdmin), ratings),
      }),
    );
  });

  // ---- rating, report and edit tools on user items --------------------------------------
  app.post('/ajax/items/:id{[a-z0-9-]{1,40}}/:tool{rating|report|edit}', async (c) => {
    const user = st(c).user;
    if (!user) return fail(c, LOGIN_NEEDED, 401);
    const item = await userItem(db, c.req.param('id'));
    if (!item) return fail(c, 'Diesen Beitrag gibt es nicht.', 404);
    const body = await formBody(c);
    const tool = c.req.param('tool');
    if (tool === 'rating') {
      const rating = Number(field(body, 'rating'));
      if (!Number.isInteger(rating) || rating < 1 || rating > 5)
        return c.json({ success: false, error: { message: 'Bitte vergib 1 bis 5 Sterne.' } });
      await rateItem(db, item.id, user.id, rating);
      return c.json({ success: true });
    }
    if (tool === 'report') {
      const message = field(body, 'message').trim();
      if (message.length < 5)
        return c.json({
          success: false,
          error: { message: 'Bitte beschreibe kurz den Grund deiner Meldung.' },
        });
      await reportItem(
        db,
        item.id,
        user.id,
        message.slice(0, 1000),
        Number(field(body, 'reason')) || 0,
      );
      return c.json({ success: true });
    }
    if (item.ownerId !== user.id && !user.isAdmin)
      return c.json({
        success: false,
        error: { message: 'Nur der Besitzer darf den Beitrag bearbeiten.' },
      });
    const title = field(body, 'title').trim();
    if (title.length < 3)
      return c.json({ success: false, error: { message: 'Der Titel ist zu kurz.' } });
    await editItem(
      db,
      item.id,
      title.slice(0, 120),
      field(body, 'description').trim().slice(0, 1000),
    );
    return c.json({ success: true });
  });
}
