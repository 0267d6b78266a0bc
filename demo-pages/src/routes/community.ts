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
 *                                              (subject: article-uuid, match_id + ticker_id, or media_id)
 *   POST /ajax/items/{id}/rating|report|edit -> { success, error? }
 */
import { mediaItem, visibleTo } from '../repo/media.ts';
import type { Hono } from 'hono';
import { z } from 'zod';
import { ensureCommunityConstraints } from '../db/communityConstraints.ts';
import type { Db } from '../db/types.ts';
import type { SessionUser } from '../repo/users.ts';
import type { AppEnv, AppRuntime } from '../context.ts';
import {
  addComment,
  commentById,
  commentParent,
  COMMENTS_PAGE_SIZE,
  deleteComment,
  listComments,
  listReplies,
  newsExists,
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
} from '../repo/polls.ts';
import { dbWindowCounts } from '../security/shared.ts';
import { ensureCommunity } from '../seed/community.ts';
import {
  commentArticle,
  commentContentHtml,
  fanPhotosBody,
  repliesFragment,
} from '../views/community.ts';
import { renderPage } from '../views/layout.ts';
import { tr } from '../i18n/pages.ts';
import { personal, sameOriginRequest, sendPage, st, type AppContext } from './helpers.ts';
import { count, field, form, intId, isCalendarDay, one, params, query } from './validation.ts';

export const COMMENT_MAX_LENGTH = 1000;
const fail = (
  c: AppContext,
  message: string,
  status: 400 | 401 | 403 | 404 | 409 | 429 = 400,
  extra = {},
) => c.json({ success: false, error: { message, ...extra } }, status);
const LOGIN_NEEDED = 'Bitte melde dich an.';

/** Offense reports: per client address (guests) or member, and all guests together, per hour. */
export const REPORTS_PER_CLIENT = 10;
export const GUEST_REPORTS_PER_HOUR = 200;
/** Captchas handed out per client and hour (each one occupies memory until it expires). */
export const CAPTCHAS_PER_CLIENT = 120;
const HOUR = 60 * 60 * 1000;

const newsIdParam = z.object({ newsId: intId });
const idParam = z.object({ id: intId });
/** Optional small number; '', missing → 0 ('1.5', '-1', '99999999999' are refused). */
const reason = one(
  z
    .union([z.literal(''), z.string().regex(/^[0-9]{1,3}$/, 'Erwartet wird eine Zahl.')])
    .optional()
    .transform((v) => (v ? Number.parseInt(v, 10) : 0)),
);
const optionalId = one(
  z
    .union([z.literal(''), intId])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v)),
);

const commentForm = z.object({
  message: field(COMMENT_MAX_LENGTH * 4),
  parentId: optionalId,
  poll: field(5),
  title: field(500),
  datumVon: field(40),
  question: field(500),
  answer1: field(500),
  answer2: field(500),
});
const idForm = z.object({ id: one(intId) });
const reportForm = z.object({ id: one(intId), message: field(5000), reason });
const voteQuery = z.object({
  id: intId,
  votedAnswer: z.enum(ANSWERS).optional(),
});
const offenseForm = z.object({
  action: field(40),
  'captcha-code': field(20),
  'captcha-digest': field(200),
  fw_url: field(2000),
  firstname: field(2000),
  lastname: field(2000),
  email: field(2000),
  text: field(5000),
  reason: field(200),
  match_id: field(40),
  ticker_id: field(40),
  'article-uuid': field(200),
  media_id: field(40),
});
const itemParams = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  tool: z.enum(['rating', 'report', 'edit']),
});
const itemForm = z.object({
  rating: field(10),
  message: field(5000),
  reason,
  title: field(1000),
  description: field(5000),
});

async function ensure(db: Db): Promise<void> {
  await ensureCommunity(db);
  await ensureCommunityConstraints(db);
}

/**
 * One page of a thread as GET /ajax/comments/{newsId} answers it; the article page renders the
 * first page into its HTML with the same data (issue 17), so the widget need not fetch it again.
 */
export async function commentsPage(
  db: Db,
  newsId: number,
  user: Pick<SessionUser, 'id' | 'isAdmin'> | null,
  offset = 0,
) {
  await ensure(db);
  const { comments, total } = await listComments(db, newsId, offset);
  const legacyIds = new Set(comments.filter((row) => row.legacyHtml).map((row) => row.id));
  const answer = {
    success: true as const,
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
  };
  return { answer, legacyIds };
}

export type CommentsPage = Awaited<ReturnType<typeof commentsPage>>['answer'];

export function registerCommunityRoutes(app: Hono<AppEnv>, runtime: AppRuntime): void {
  const { db } = runtime.options;
  const clock = () => runtime.now().getTime();
  // In the database: every instance counts the same reports (security/shared.ts).
  const reportsByClient = dbWindowCounts(db, 'report-client', HOUR, clock, REPORTS_PER_CLIENT + 1);
  const guestReports = dbWindowCounts(db, 'report-guests', HOUR, clock, GUEST_REPORTS_PER_HOUR + 1);
  const captchasByClient = dbWindowCounts(
    db,
    'captcha-client',
    HOUR,
    clock,
    CAPTCHAS_PER_CLIENT + 1,
  );

  for (const path of [
    '/ajax/comments/*',
    '/ajax/fan-poll/*',
    '/ajax/items/*',
    '/ajax/report-offense',
  ]) {
    app.use(path, async (_c, next) => {
      await ensure(db);
      return next();
    });
  }

  app.get('/ajax/comments/replies/:id{[0-9]+}', async (c) => {
    const rows = await listReplies(db, params(c, idParam).id);
    c.header('Content-Type', 'text/html; charset=utf-8');
    return c.body(repliesFragment(rows));
  });

  app.get('/ajax/comments/:newsId{[0-9]+}', async (c) => {
    const user = st(c).user;
    const { newsId } = params(c, newsIdParam);
    const { offset } = query(c, z.object({ offset: count(100_000).optional().default(0) }));
    personal(c);
    return c.json((await commentsPage(db, newsId, user, offset)).answer);
  });

  app.post('/ajax/comments/:newsId{[0-9]+}', async (c) => {
    const user = st(c).user;
    if (!user) return fail(c, LOGIN_NEEDED, 401);
    const { newsId } = params(c, newsIdParam);
    const body = await form(c, commentForm);
    const message = body.message.trim();
    const withPoll = body.poll === '1';
    const poll: CommentPoll = {
      title: body.title.trim(),
      datumVon: body.datumVon.trim(),
      question: body.question.trim(),
      answer1: body.answer1.trim(),
      answer2: body.answer2.trim(),
    };
    if (!(await newsExists(db, newsId))) return fail(c, 'Diesen Artikel gibt es nicht.', 404);
    if (message.length < 3)
      return fail(c, 'Bitte schreibe einen Kommentar (mindestens 3 Zeichen).');
    if (message.length > COMMENT_MAX_LENGTH)
      return fail(c, `Dein Kommentar ist zu lang (höchstens ${COMMENT_MAX_LENGTH} Zeichen).`);
    if (withPoll) {
      const valid = {
        title: poll.title.length >= 3,
        datumVon: isCalendarDay(poll.datumVon),
        question: poll.question.length >= 3,
        answer1: poll.answer1.length >= 1,
        answer2: poll.answer2.length >= 1,
      };
      if (!Object.values(valid).every(Boolean))
        return fail(c, 'Bitte fülle alle Felder der Umfrage aus.', 400, { valid });
    }
    if (body.parentId !== null) {
      const parent = await commentParent(db, body.parentId);
      if (!parent || parent.newsId !== newsId)
        return fail(
          c,
          'Der Kommentar, auf den du antworten willst, gehört nicht zu diesem Artikel.',
        );
      if (parent.deleted)
        return fail(c, 'Der Kommentar, auf den du antworten willst, wurde gelöscht.', 409);
    }
    const row = await addComment(db, {
      newsId,
      parentId: body.parentId,
      userId: user.id,
      authorName: user.displayName,
      body: message,
      poll: withPoll ? poll : null,
      createdAt: runtime.now(),
    });
    return c.json({ success: true, html: commentArticle(row), id: row.id });
  });

  app.post('/ajax/comments/delete', async (c) => {
    const user = st(c).user;
    if (!user) return fail(c, LOGIN_NEEDED, 401);
    const row = await commentById(db, (await form(c, idForm)).id);
    if (!row) return fail(c, 'Diesen Kommentar gibt es nicht mehr.', 404);
    if (!user.isAdmin && row.userId !== user.id)
      return fail(c, 'Du kannst nur deine eigenen Kommentare löschen.', 403);
    return c.json({ success: true, deleted: await deleteComment(db, row.id) });
  });

  app.post('/ajax/comments/report', async (c) => {
    const user = st(c).user;
    if (!user) return fail(c, LOGIN_NEEDED, 401);
    const body = await form(c, reportForm);
    const row = await commentById(db, body.id);
    if (!row) return fail(c, 'Diesen Kommentar gibt es nicht mehr.', 404);
    const message = body.message.trim();
    if (message.length < 5)
      return fail(c, 'Bitte beschreibe kurz, was du meldest (mindestens 5 Zeichen).');
    await reportComment(db, row.id, user.id, message.slice(0, 1000), body.reason);
    return c.json({ success: true, reported: true });
  });

  // ---- fan poll ---------------------------------------------------------------------------
  app.get('/ajax/fan-poll/questions.json', async (c) => {
    personal(c);
    const poll = await currentPoll(db, st(c).user?.id ?? null);
    if (!poll) return c.json({ success: false, error: { message: 'Keine Umfrage.' } });
    return c.json({ success: true, poll });
  });

  app.get('/ajax/fan-poll/text.json', async (c) => {
    const poll = await currentPoll(db, null);
    return c.json({ success: true, poll: { text: poll?.text ?? '' } });
  });

  // A GET by the spec, so two guards a POST would not need: HEAD (link checkers, prefetch)
  // never counts, and only pages of this site may vote (a cross-site link or image must not).
  app.get('/ajax/fan-poll/vote.json', async (c) => {
    personal(c);
    if (c.req.method === 'HEAD') return c.body(null, 200);
    const user = st(c).user;
    if (!user)
      return c.json({ success: false, error: { message: 'Bitte melde dich zum Abstimmen an.' } });
    if (!sameOriginRequest(c)) return fail(c, 'Abstimmen geht nur direkt auf unserer Seite.', 403);
    const { id, votedAnswer: answer } = query(c, voteQuery);
    const poll = await pollById(db, id, user.id);
    if (!poll)
      return c.json({ success: false, error: { message: 'Diese Umfrage gibt es nicht.' } });
    if (!poll.isopen)
      return c.json({ success: false, error: { message: 'Die Umfrage ist beendet.' } });
    if (!answer) return c.json({ success: false, error: { message: 'Bitte wähle eine Antwort.' } });
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
  app.get('/ajax/captcha', async (c) => {
    c.header('Cache-Control', 'no-store');
    const client = st(c).clientIp;
    if ((await captchasByClient.add(client)) > CAPTCHAS_PER_CLIENT)
      return fail(c, 'Zu viele Anfragen. Bitte versuche es später noch einmal.', 429);
    return c.json(await runtime.captchas.create());
  });

  app.post('/ajax/report-offense', async (c) => {
    const state = st(c);
    const body = await form(c, offenseForm);
    const get = (name: keyof typeof body) => body[name].trim();
    if (get('action') !== 'report_offense') return fail(c, 'Unbekannte Aktion.');
    const who = state.user ? `user:${state.user.id}` : `ip:${state.clientIp}`;
    // Counted before the checks (as before): a wrong captcha is a report attempt too.
    const reports = await reportsByClient.add(who);
    const guests = state.user ? 0 : await guestReports.add('all');
    if (reports > REPORTS_PER_CLIENT || guests > GUEST_REPORTS_PER_HOUR) {
      c.header('Retry-After', '3600');
      return fail(
        c,
        'Du hast in der letzten Stunde schon viele Meldungen geschickt. Bitte versuche es später noch einmal.',
        429,
      );
    }
    if (!(await runtime.captchas.check(get('captcha-code'), get('captcha-digest'))))
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
    const mediaId = get('media_id');
    if (mediaId) {
      // A media stream entry (spec §2 item options, report_reply): one that exists and is shown.
      const item = /^[0-9]{1,10}$/.test(mediaId)
        ? await mediaItem(db, Number.parseInt(mediaId, 10)).catch(() => null)
        : null;
      if (!item || !visibleTo(item, state.user?.id ?? null, runtime.now()))
        return fail(c, 'Diesen Beitrag gibt es nicht mehr.', 404);
    } else if (!get('article-uuid') && !(get('match_id') && get('ticker_id')))
      return fail(c, 'Es fehlt der Bezug (Artikel oder Liveticker).');
    const payload = Object.create(null) as Record<string, string>;
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
      'media_id',
    ] as const)
      payload[key] = get(key).slice(0, 2000);
    await saveOffenseReport(db, state.user?.id ?? null, payload);
    return c.json({ success: true });
  });

  // ---- the fan photos page: user items with the rating, report and edit tools -------------
  app.get('/fanfotos', async (c) => {
    await ensure(db);
    const state = st(c);
    const items = await listUserItems(db);
    const ratings: Record<string, number> = {};
    if (state.user)
      for (const item of items) ratings[item.id] = await userRating(db, item.id, state.user.id);
    return sendPage(
      c,
      renderPage(state, {
        title: tr('Fanfotos'),
        description: tr('Bilder der Community: bewerten, melden, bearbeiten.'),
        section: 'home',
        breadcrumbs: [{ label: tr('Fanfotos') }],
        body: fanPhotosBody(items, state.user?.id ?? null, Boolean(state.user?.isAdmin), ratings),
      }),
    );
  });

  // ---- rating, report and edit tools on user items --------------------------------------
  app.post('/ajax/items/:id{[a-z0-9-]{1,40}}/:tool{rating|report|edit}', async (c) => {
    const user = st(c).user;
    if (!user) return fail(c, LOGIN_NEEDED, 401);
    const { id, tool } = params(c, itemParams);
    const item = await userItem(db, id);
    if (!item) return fail(c, 'Diesen Beitrag gibt es nicht.', 404);
    const body = await form(c, itemForm);
    if (tool === 'rating') {
      const rating = /^[1-5]$/.test(body.rating) ? Number.parseInt(body.rating, 10) : null;
      if (rating === null)
        return c.json({ success: false, error: { message: 'Bitte vergib 1 bis 5 Sterne.' } });
      if (item.ownerId === user.id)
        return fail(c, 'Deinen eigenen Beitrag kannst du nicht bewerten.', 403);
      await rateItem(db, item.id, user.id, rating);
      return c.json({ success: true });
    }
    if (tool === 'report') {
      const message = body.message.trim();
      if (message.length < 5)
        return c.json({
          success: false,
          error: { message: 'Bitte beschreibe kurz den Grund deiner Meldung.' },
        });
      await reportItem(db, item.id, user.id, message.slice(0, 1000), body.reason);
      return c.json({ success: true });
    }
    if (item.ownerId !== user.id && !user.isAdmin)
      return c.json({
        success: false,
        error: { message: 'Nur der Besitzer darf den Beitrag bearbeiten.' },
      });
    const title = body.title.trim();
    if (title.length < 3)
      return c.json({ success: false, error: { message: 'Der Titel ist zu kurz.' } });
    await editItem(db, item.id, title.slice(0, 120), body.description.trim().slice(0, 1000));
    return c.json({ success: true });
  });
}
