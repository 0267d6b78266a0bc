/**
 * The media library (issue 13; spec §7 Media stream, Edit media list and items, Photo albums).
 * Every JSON answer is parsed by the schemas in packages/api/src/media.ts (contract tests).
 *
 * Public:
 *   GET  /ajax/medien/stream?offset&amount        { meta: { overallamount, amount }, entries }
 *   GET  /ajax/medien/meta?id={uid}               { meta: { views, comments, bw, bwnum, options, uservote?, description? } }
 *   POST /ajax/medien/bewertung {id, rating}      a member rates someone else's entry (1-5)
 *   GET  /global/ajax_view.html/-/?id={photoId}   counts a view: { success, views }
 *   GET  /ajax/fotos/alben?offset&amount          { meta, count, entries, final } (public albums)
 *   GET  /ajax/fotos/alben/suche?offset&amount&query   the same, searched
 *   GET  /ajax/fotos/album/{albumId}?offset&amount     { success, album, meta, entries, final }
 *   GET  /fotos/-/kommentare/{photoId}            the comments frame (a small page)
 *   GET  /medien/bilder/{key}/{file}, /medien/videos/{file}   the files
 * The owner's (logged in; another person's album or item: 403 and nothing changes):
 *   GET  /ajax/ugc/-/ajax/mstreamedit_list.html?offset&amount&stime&etime   { meta, entries, final }
 *   POST /ajax/ugc/-/ajax/mstreamedit_list.html   {action: update|delete|publish, id, title?, description?}
 *   GET  /ajax/album/rel?xid                      { verfuegbareAlben, enthaltenInAlben }
 *   GET  /ajax/album/list?offset&amount&show_empty&stime&etime&{abbr}id     { meta, entries, final }
 *   GET  /ajax/album/detail?album&amount          { success, album, entries }
 *   GET  /ajax/album/edit?album&title&cont        create (album empty or 0) or edit: { success, album }
 *   GET  /ajax/album/del?album | add?album&fotos | remove?album&fotos | order?album&fotos   { success }
 *   POST /ajax/album                              {action: publish|delete, id}   { success }
 * Changing GETs (spec §7 shapes) also accept POST; a GET that changes something must come from
 * a page of this site (Sec-Fetch-Site / Origin / Referer), like the poll vote.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { join } from 'node:path';
import type { AppEnv, AppRuntime } from '../context.ts';
import type { SessionUser } from '../repo/users.ts';
import {
  addToAlbum,
  albumById,
  albumChoices,
  albumJson,
  albumPhotos,
  albumsWithItem,
  average,
  countView,
  createAlbum,
  deleteAlbum,
  deleteItem,
  editableItemJson,
  editAlbum,
  mediaItem,
  mediaRatingOf,
  rateMediaItem,
  orderAlbum,
  ownedItemIds,
  ownerAlbums,
  ownItems,
  photoJson,
  publicAlbums,
  publishAlbum,
  publishItem,
  removeFromAlbum,
  streamEntryJson,
  streamItems,
  updateItem,
  visibleTo,
} from '../repo/media.ts';
import { CLIPS_DIR, DEFAULT_ALBUM_ID, ensureMedia, generatedFile } from '../seed/media.ts';
import { albumPage, albumsPage, commentsFramePage, MEDIA_URLS } from '../views/pages/media.ts';
import { myAlbumsPage, myMediaPage } from '../views/pages/myMedia.ts';
import { personal, sameOriginRequest, sendPage, st, type AppContext } from './helpers.ts';
import { serveFile } from './static.ts';
import { count, intId, InputError, params, parse, query, readForm, text } from './validation.ts';
import {
  DESCRIPTION_MAX,
  MIN_TITLE_LENGTH,
  TITLE_MAX,
} from '../../../packages/api/src/mediaEdit.ts';

/** Spec §9: stream page size 100; albums 12; edit lists 10; album detail and viewer up to 9999. */
export const STREAM_PAGE = 100;
export const ALBUM_PAGE = 12;
export const EDIT_PAGE = 10;
export const MAX_AMOUNT = 9999;
/** Spec §9 date filter defaults (unix seconds). */
export const NO_START = 0;
export const NO_END = 9_999_999_999;
/** The title and description limits the edit forms enforce: one constant for widgets and CMS. */
export { DESCRIPTION_MAX, TITLE_MAX };

const LOGIN_NEEDED = 'Bitte melde dich an.';
const NOT_YOURS = 'Das gehört dir nicht. Nur der Besitzer darf es ändern.';
const OFF_SITE = 'Das geht nur direkt auf unserer Seite.';

type Status = 400 | 401 | 403 | 404;
const fail = (c: AppContext, message: string, status: Status = 400) =>
  c.json({ success: false, error: { message } }, status);

const paging = (max: number, fallback: number) =>
  z.object({
    offset: count(10_000_000).optional().default(0),
    amount: count(max).optional().default(fallback),
  });
const seconds = count(99_999_999_999);
const dateWindow = z.object({
  stime: seconds.optional().default(NO_START),
  etime: seconds.optional().default(NO_END),
});
/** '1,2,3': at most MAX_AMOUNT ids. */
const idList = z
  .string()
  .regex(/^[0-9]{1,10}(,[0-9]{1,10}){0,9998}$/, 'Erwartet wird eine Liste von Zahlen (1,2,3).')
  .transform((v) => v.split(',').map((s) => Number.parseInt(s, 10)))
  .pipe(z.array(z.number().int().min(0).max(2_147_483_647)));
const idQuery = z.object({ id: intId });
const albumQuery = z.object({ album: intId });
const albumFotos = z.object({ album: intId, fotos: idList });
const itemAction = z.object({
  action: z.enum(['update', 'delete', 'publish']),
  id: z.union([intId, z.number().int().min(0).max(2_147_483_647)]),
  title: text(TITLE_MAX * 4)
    .optional()
    .default(''),
  description: text(DESCRIPTION_MAX * 4)
    .optional()
    .default(''),
});
const ratingForm = z.object({
  id: z.union([intId, z.number().int().min(0).max(2_147_483_647)]),
  rating: z.coerce
    .number()
    .int()
    .min(1, 'Bitte vergib 1 bis 5 Sterne.')
    .max(5, 'Bitte vergib 1 bis 5 Sterne.'),
});
const albumAction = z.object({
  action: z.enum(['publish', 'delete']),
  id: z.union([intId, z.number().int().min(0).max(2_147_483_647)]),
});
const albumEdit = z.object({
  album: z
    .union([z.literal(''), intId])
    .optional()
    .transform((v) => (v === '' || v === undefined ? 0 : v)),
  title: text(TITLE_MAX * 4)
    .optional()
    .default(''),
  cont: text(DESCRIPTION_MAX * 4)
    .optional()
    .default(''),
});

/** A JSON or form body as plain fields (first value of a repeated field). */
async function readBody(c: AppContext): Promise<Record<string, unknown>> {
  const type = (c.req.header('Content-Type') ?? '').toLowerCase();
  if (type.startsWith('application/json')) {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new InputError('Die Anfrage ist kein gültiges JSON.');
    }
    const out = Object.create(null) as Record<string, unknown>;
    if (body && typeof body === 'object' && !Array.isArray(body))
      for (const [k, v] of Object.entries(body)) out[k] = typeof v === 'number' ? String(v) : v;
    return out;
  }
  const fields = await readForm(c);
  const out = Object.create(null) as Record<string, unknown>;
  for (const [k, v] of Object.entries(fields)) out[k] = Array.isArray(v) ? v[0] : v;
  return out;
}

/** Query plus (for POST) body fields: the changing GETs accept both methods. */
async function input(c: AppContext): Promise<Record<string, unknown>> {
  const out = Object.create(null) as Record<string, unknown>;
  for (const [k, v] of Object.entries(c.req.query())) out[k] = v;
  if (c.req.method === 'POST') Object.assign(out, await readBody(c));
  return out;
}

/** A trimmed title of at least 3 characters, or null (spec §8 min_length_of_title). */
function cleanTitle(raw: string): string | null {
  const title = raw.trim();
  return title.length < MIN_TITLE_LENGTH ? null : title.slice(0, TITLE_MAX);
}

export function registerMediaRoutes(app: Hono<AppEnv>, runtime: AppRuntime): void {
  const { db } = runtime.options;
  const mediaDir = runtime.options.mediaDir;
  const ready = () => ensureMedia(db, mediaDir);
  const now = () => runtime.now();

  /** The logged-in user of a changing request, or the failure answer. */
  function owner(c: AppContext, changes: boolean): SessionUser | Response {
    personal(c);
    const user = st(c).user;
    if (!user) return fail(c, LOGIN_NEEDED, 401);
    if (changes && c.req.method === 'GET' && !sameOriginRequest(c)) return fail(c, OFF_SITE, 403);
    return user;
  }

  /** The album when `user` owns it, else the failure answer (404 unknown, 403 someone else's). */
  async function ownAlbum(c: AppContext, user: SessionUser, id: number) {
    const album = await albumById(db, now(), id, true);
    if (!album) return fail(c, 'Dieses Album gibt es nicht.', 404);
    if (album.ownerId !== user.id) return fail(c, NOT_YOURS, 403);
    return album;
  }

  // ---- files ------------------------------------------------------------------------------
  app.on(
    ['GET', 'HEAD'],
    '/medien/bilder/:key{[a-z0-9-]{1,20}}/:file{[a-z]{1,10}\\.svg}',
    async (c) => {
      const { key, file } = c.req.param();
      await ready();
      if (mediaDir) {
        const res = await serveFile(c, join(mediaDir, 'bilder'), `${key}/${file}`, {
          immutable: () => false,
        });
        if (res.status !== 404) {
          c.header('Cache-Control', 'public, max-age=86400');
          return res;
        }
      }
      const svg = mediaDir ? null : generatedFile(key, file);
      if (!svg) return c.text('Nicht gefunden', 404);
      c.header('Content-Type', 'image/svg+xml');
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(svg);
    },
  );
  app.on(['GET', 'HEAD'], '/medien/videos/:file{[a-z0-9-]{1,20}\\.(webm|mp4)}', async (c) => {
    await ready();
    return serveFile(c, mediaDir ? join(mediaDir, 'videos') : CLIPS_DIR, c.req.param('file'), {
      immutable: () => false,
    });
  });

  // ---- media stream -----------------------------------------------------------------------
  app.get('/ajax/medien/stream', async (c) => {
    await ready();
    const { offset, amount } = query(c, paging(1000, STREAM_PAGE));
    const { total, rows } = await streamItems(db, now(), offset, amount);
    return c.json({
      meta: { overallamount: total, amount: rows.length },
      entries: rows.map(streamEntryJson),
    });
  });

  app.get('/ajax/medien/meta', async (c) => {
    await ready();
    const { id } = query(c, idQuery);
    const item = await mediaItem(db, id);
    const viewer = st(c).user;
    if (!item || !visibleTo(item, viewer?.id ?? null, now()))
      return fail(c, 'Diesen Beitrag gibt es nicht mehr.', 404);
    const mine = viewer !== null && viewer.id === item.ownerId;
    // Answers differ per visitor (options, own rating): never shared by a cache.
    personal(c);
    return c.json({
      meta: {
        views: item.views,
        comments: item.comments,
        bw: Math.round(average(item.ratingSum, item.ratingCount) * 100),
        bwnum: item.ratingCount,
        // Spec §2 item options: anyone may report (with captcha); others' entries may be rated
        // (a guest is offered the login); only the owner edits.
        options: { report_reply: true, rate: !mine, edit: mine },
        ...(viewer && !mine ? { uservote: await mediaRatingOf(db, item.id, viewer.id) } : {}),
        ...(mine ? { description: item.description } : {}),
      },
    });
  });

  // A member rates someone else's entry from the media stream's big view (spec §7 Rating).
  app.post(MEDIA_URLS.rating, async (c) => {
    const user = owner(c, true);
    if (user instanceof Response) return user;
    await ready();
    const body = parse(ratingForm, await readBody(c));
    const item = await mediaItem(db, body.id);
    if (!item || !visibleTo(item, user.id, now()))
      return fail(c, 'Diesen Beitrag gibt es nicht mehr.', 404);
    if (item.ownerId === user.id)
      return fail(c, 'Deinen eigenen Beitrag kannst du nicht bewerten.', 403);
    await rateMediaItem(db, item.id, user.id, body.rating);
    return c.json({ success: true });
  });

  app.get('/global/ajax_view.html/-/', async (c) => {
    await ready();
    const { id } = query(c, idQuery);
    const item = await mediaItem(db, id);
    if (!item || !visibleTo(item, st(c).user?.id ?? null, now()))
      return fail(c, 'Dieses Foto gibt es nicht mehr.', 404);
    await countView(db, id);
    personal(c);
    return c.json({ success: true, views: item.views + 1 });
  });

  // ---- albums (public) ----------------------------------------------------------------------
  const listAnswer = (
    c: AppContext,
    total: number,
    offset: number,
    rows: Parameters<typeof albumJson>[0][],
  ) =>
    c.json({
      meta: { overallamount: total, amount: rows.length },
      count: total,
      entries: rows.map(albumJson),
      final: offset + rows.length >= total,
    });

  app.get('/ajax/fotos/alben', async (c) => {
    await ready();
    const { offset, amount } = query(c, paging(100, ALBUM_PAGE));
    const { total, rows } = await publicAlbums(db, now(), offset, amount);
    return listAnswer(c, total, offset, rows);
  });

  app.get('/ajax/fotos/alben/suche', async (c) => {
    await ready();
    const q = query(c, paging(100, ALBUM_PAGE).extend({ query: text(100).optional().default('') }));
    const { total, rows } = await publicAlbums(db, now(), q.offset, q.amount, q.query.trim());
    return listAnswer(c, total, q.offset, rows);
  });

  app.get('/ajax/fotos/album/:id', async (c) => {
    await ready();
    const { id } = params(c, z.object({ id: intId }));
    const { offset, amount } = query(c, paging(MAX_AMOUNT, MAX_AMOUNT));
    const viewer = st(c).user?.id ?? null;
    const probe = await albumById(db, now(), id, false);
    const mine = probe !== null && probe.ownerId === viewer;
    const album = mine ? await albumById(db, now(), id, true) : probe;
    if (!album || (album.notPublic && !mine)) return fail(c, 'Dieses Album gibt es nicht.', 404);
    if (mine) personal(c);
    const rows = await albumPhotos(db, now(), id, mine, offset, amount);
    return c.json({
      success: true,
      album: albumJson(album),
      meta: { overallamount: album.ready, amount: rows.length },
      entries: rows.map(photoJson),
      final: offset + rows.length >= album.ready,
    });
  });

  // ---- the owner's media --------------------------------------------------------------------
  const EDIT_LIST = '/ajax/ugc/-/ajax/mstreamedit_list.html';
  app.get(EDIT_LIST, async (c) => {
    const user = owner(c, false);
    if (user instanceof Response) return user;
    await ready();
    const q = query(c, paging(100, EDIT_PAGE).extend(dateWindow.shape));
    const { total, rows } = await ownItems(
      db,
      user.id,
      { from: q.stime, to: q.etime },
      q.offset,
      q.amount,
    );
    return c.json({
      meta: { overallamount: total, amount: rows.length },
      entries: rows.map((r) => editableItemJson(r, now())),
      final: q.offset + rows.length >= total,
    });
  });

  app.post(EDIT_LIST, async (c) => {
    const user = owner(c, true);
    if (user instanceof Response) return user;
    await ready();
    const body = parse(itemAction, await readBody(c));
    const item = await mediaItem(db, body.id);
    if (!item) return fail(c, 'Diesen Beitrag gibt es nicht mehr.', 404);
    if (item.ownerId !== user.id) return fail(c, NOT_YOURS, 403);
    if (body.action === 'update') {
      const title = cleanTitle(body.title);
      if (!title) return fail(c, 'Der Titel ist zu kurz (mindestens 3 Zeichen).');
      await updateItem(db, item.id, title, body.description.trim().slice(0, DESCRIPTION_MAX));
    } else if (body.action === 'publish') await publishItem(db, item.id);
    else await deleteItem(db, item.id);
    return c.json({ success: true });
  });

  app.get('/ajax/album/rel', async (c) => {
    const user = owner(c, false);
    if (user instanceof Response) return user;
    await ready();
    const { xid } = query(c, z.object({ xid: intId }));
    const item = await mediaItem(db, xid);
    if (!item) return fail(c, 'Diesen Beitrag gibt es nicht mehr.', 404);
    if (item.ownerId !== user.id) return fail(c, NOT_YOURS, 403);
    const [all, containing] = await Promise.all([
      albumChoices(db, user.id),
      albumsWithItem(db, user.id, xid),
    ]);
    return c.json({
      success: true,
      verfuegbareAlben: { entries: all },
      enthaltenInAlben: { entries: containing },
    });
  });

  // ---- the owner's albums -------------------------------------------------------------------
  app.get('/ajax/album/list', async (c) => {
    const user = owner(c, false);
    if (user instanceof Response) return user;
    await ready();
    const raw = c.req.query();
    const q = parse(
      paging(100, EDIT_PAGE)
        .extend(dateWindow.shape)
        .extend({ show_empty: z.enum(['0', '1']).optional().default('1') }),
      {
        offset: raw.offset,
        amount: raw.amount,
        stime: raw.stime,
        etime: raw.etime,
        show_empty: raw.show_empty,
      },
    );
    // Spec §7: the user id parameter is '{provider abbreviation}id' (fbdeid); only one's own.
    const named = Object.entries(raw).find(([k]) => /^[a-z]{2,10}id$/.test(k) && k !== 'xid');
    if (named && named[1] !== '' && named[1] !== user.id) return fail(c, NOT_YOURS, 403);
    const { total, rows } = await ownerAlbums(
      db,
      now(),
      user.id,
      { from: q.stime, to: q.etime },
      q.show_empty === '1',
      q.offset,
      q.amount,
    );
    return c.json({
      meta: { overallamount: total, amount: rows.length },
      entries: rows.map(albumJson),
      final: q.offset + rows.length >= total,
    });
  });

  app.get('/ajax/album/detail', async (c) => {
    const user = owner(c, false);
    if (user instanceof Response) return user;
    await ready();
    const q = query(
      c,
      albumQuery.extend({ amount: count(MAX_AMOUNT).optional().default(MAX_AMOUNT) }),
    );
    const album = await ownAlbum(c, user, q.album);
    if (album instanceof Response) return album;
    const rows = await albumPhotos(db, now(), album.id, true, 0, q.amount);
    return c.json({ success: true, album: albumJson(album), entries: rows.map(photoJson) });
  });

  app.on(['GET', 'POST'], '/ajax/album/edit', async (c) => {
    const user = owner(c, true);
    if (user instanceof Response) return user;
    await ready();
    const body = parse(albumEdit, await input(c));
    const title = cleanTitle(body.title);
    if (!title) return fail(c, 'Der Titel ist zu kurz (mindestens 3 Zeichen).');
    const description = body.cont.trim().slice(0, DESCRIPTION_MAX);
    let id = body.album;
    if (id === 0) id = await createAlbum(db, user.id, title, description, now());
    else {
      const album = await ownAlbum(c, user, id);
      if (album instanceof Response) return album;
      await editAlbum(db, id, title, description);
    }
    const saved = await albumById(db, now(), id, true);
    return c.json({ success: true, album: saved ? albumJson(saved) : undefined });
  });

  app.on(['GET', 'POST'], '/ajax/album/del', async (c) => {
    const user = owner(c, true);
    if (user instanceof Response) return user;
    await ready();
    const { album: id } = parse(albumQuery, await input(c));
    const album = await ownAlbum(c, user, id);
    if (album instanceof Response) return album;
    await deleteAlbum(db, id);
    return c.json({ success: true });
  });

  app.post('/ajax/album', async (c) => {
    const user = owner(c, true);
    if (user instanceof Response) return user;
    await ready();
    const body = parse(albumAction, await readBody(c));
    const album = await ownAlbum(c, user, body.id);
    if (album instanceof Response) return album;
    if (body.action === 'publish') await publishAlbum(db, album.id);
    else await deleteAlbum(db, album.id);
    return c.json({ success: true });
  });

  app.on(['GET', 'POST'], '/ajax/album/:op{add|remove|order}', async (c) => {
    const user = owner(c, true);
    if (user instanceof Response) return user;
    await ready();
    const op = c.req.param('op');
    const { album: id, fotos } = parse(albumFotos, await input(c));
    const album = await ownAlbum(c, user, id);
    if (album instanceof Response) return album;
    const unique = [...new Set(fotos)];
    if (op === 'add') {
      const owned = await ownedItemIds(db, user.id, unique);
      if (owned.length !== unique.length) return fail(c, NOT_YOURS, 403);
      await addToAlbum(db, id, unique);
    } else if (op === 'remove') await removeFromAlbum(db, id, unique);
    else await orderAlbum(db, id, unique);
    return c.json({ success: true });
  });

  // ---- pages --------------------------------------------------------------------------------
  app.get('/fotos', async (c) => {
    await ready();
    const { sw } = query(c, z.object({ sw: text(100).optional().default('') }));
    const term = sw.trim();
    // The list's first page, as the widget will ask for it: its cards and whether more follow.
    const { total, rows } = await publicAlbums(db, now(), 0, ALBUM_PAGE, term);
    return sendPage(c, albumsPage(st(c), term, { albums: rows.length, more: total > rows.length }));
  });

  const albumPageRoute = async (c: AppContext, raw: string | undefined) => {
    await ready();
    const id = raw === undefined || raw === '' ? DEFAULT_ALBUM_ID : parse(intId, raw);
    const viewer = st(c).user?.id ?? null;
    const album = await albumById(db, now(), id, false);
    if (!album || (album.notPublic && album.ownerId !== viewer))
      return sendPage(c, albumPage(st(c), null), 404);
    // What /ajax/fotos/album/{id} lists for this visitor: the owner sees the private photos too.
    const listed = album.ownerId === viewer ? await albumById(db, now(), id, true) : album;
    return sendPage(c, albumPage(st(c), album, listed));
  };
  // Spec §2 Paths: no id in the path → the default album.
  app.get('/fotos/-/album', (c) => albumPageRoute(c, undefined));
  app.get('/fotos/-/album/', (c) => albumPageRoute(c, undefined));
  app.get('/fotos/-/album/:id', (c) => albumPageRoute(c, c.req.param('id')));

  app.get('/fotos/-/kommentare/:id', async (c) => {
    await ready();
    const { id } = params(c, z.object({ id: intId }));
    const item = await mediaItem(db, id);
    if (!item || !visibleTo(item, st(c).user?.id ?? null, now()))
      return c.html(commentsFramePage(st(c), null), 404);
    return c.html(commentsFramePage(st(c), item));
  });

  const loginFirst = (c: AppContext, path: string) =>
    c.redirect(`/login?fw_url=${encodeURIComponent(path)}`, 303);
  app.get('/meine-medien', async (c) => {
    if (!st(c).user) return loginFirst(c, '/meine-medien');
    await ready();
    return sendPage(c, myMediaPage(st(c)));
  });
  app.get('/meine-alben', async (c) => {
    if (!st(c).user) return loginFirst(c, '/meine-alben');
    await ready();
    return sendPage(c, myAlbumsPage(st(c)));
  });
}
