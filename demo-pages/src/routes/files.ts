/**
 * Uploads (issue 14): serving stored files at their stable URLs, the article photo endpoints
 * (spec §7 Article photo upload), the generic upload (spec §7 Generic upload) and the no-script
 * form on /hochladen. Every change needs a login and the CSRF token (app.ts checks the token).
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, AppRuntime } from '../context.ts';
import {
  checkUpload,
  fileById,
  filesByRef,
  filesOf,
  filesOfUser,
  fileUrl,
  isFileId,
  MEDIA_RULES,
  PHOTO_RULES,
  recentFiles,
  removeUpload,
  saveUpload,
  setTitlePicture,
  updateFile,
  UploadLimitReached,
  VARIANT_SIZES,
  VARIANT_WIDTHS,
  variantBlobId,
  variantUrl,
  type FileRow,
  type Files,
} from '../files/index.ts';
import { contentDisposition } from '../files/disposition.ts';
import { finishedResumable } from './resumable.ts';
import { berlinDate } from '../logic/dates.ts';
import { albumChoices, releasedUploadItem } from '../repo/media.ts';
import { MINOR_AGE, mayReadFilesOf, userById, type SessionUser } from '../repo/users.ts';
import { ensureMedia } from '../seed/media.ts';
import { articlePhotosPage, MAX_ARTICLE_PHOTOS } from '../views/pages/articlePhotos.ts';
import { forbiddenPage, notFoundPage } from '../views/pages/errors.ts';
import { uploadPage } from '../views/pages/upload.ts';
import { ADMIN_UPLOADS_PER_PAGE, uploadsAdminPage } from '../views/pages/uploadsAdmin.ts';
import { personal, sendPage, st, wantsJson, type AppContext } from './helpers.ts';
import { count, field, intId, one, params, parse, query, readForm, text } from './validation.ts';

export const ARTICLE_PHOTO = 'article-photo';
export const GENERIC_UPLOAD = 'generic';

const LOGIN_NEEDED = 'Bitte melde dich an.';
type Status = 400 | 401 | 403 | 404 | 409 | 413 | 415;
const fail = (c: AppContext, message: string, status: Status = 400) =>
  c.json({ success: false, meta: { error: message }, error: { message } }, status);

/** JSON or form fields as a plain record (the widgets post JSON, forms post fields). */
async function fields(c: AppContext): Promise<Record<string, unknown>> {
  if ((c.req.header('Content-Type') ?? '').toLowerCase().startsWith('application/json')) {
    try {
      const body: unknown = await c.req.json();
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        const out = Object.create(null) as Record<string, unknown>;
        for (const [k, v] of Object.entries(body)) out[k] = typeof v === 'number' ? String(v) : v;
        return out;
      }
    } catch {
      // answered below as an empty body
    }
    return Object.create(null) as Record<string, unknown>;
  }
  return readForm(c);
}

/** Spec §5: a title counts when it has more than 2 characters and is not only spaces. */
export function isValidGenericTitle(title: string): boolean {
  return title.length > 2 && title.trim().length > 0;
}

interface ArticleRef {
  id: number;
  clubId: number | null;
  title: string;
}

async function articleById(runtime: AppRuntime, id: number): Promise<ArticleRef | null> {
  const rows = await runtime.options.db.query<ArticleRef>(
    `SELECT id, club_id AS "clubId", title FROM news WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Club officials edit the photos of their club's articles; admins of every article. */
export function mayEditArticlePhotos(
  user: Pick<SessionUser, 'role' | 'isAdmin' | 'clubId'> | null,
  article: Pick<ArticleRef, 'clubId'>,
): boolean {
  if (!user) return false;
  if (user.isAdmin) return true;
  return user.role === 'club' && user.clubId !== null && user.clubId === article.clubId;
}

/** `[/{object-type}/{object-ref}]/news/{article}[/team/{team}]` after /ajax/fotos/upload. */
const UPLOAD_PATH =
  /^\/ajax\/fotos\/upload(?:\/([a-z]{1,20})\/([A-Za-z0-9_-]{1,40}))?\/news\/([0-9]{1,10})(?:\/team\/([0-9]{1,10}))?$/;

export function parseArticleUploadPath(path: string): {
  objectType: string | null;
  objectRef: string | null;
  article: number;
  team: number | null;
} | null {
  const m = UPLOAD_PATH.exec(path);
  if (!m) return null;
  const objectType = m[1] ?? null;
  // The team part comes only with an object type other than 'team'.
  if (m[4] !== undefined && objectType === 'team') return null;
  const article = Number.parseInt(m[3]!, 10);
  if (article > 2_147_483_647) return null;
  return {
    objectType,
    objectRef: m[2] ?? null,
    article,
    team: m[4] === undefined ? null : Number.parseInt(m[4], 10),
  };
}

export function photoEntry(row: FileRow) {
  return {
    id: row.id,
    url: fileUrl(row),
    title: row.title,
    caption: row.caption,
    copyright: row.copyright,
    ord: row.ord ? '1' : '0',
    name: row.fileName,
    size: Math.round((row.sizeBytes / 1_048_576) * 10) / 10,
    width: row.width,
    height: row.height,
  };
}

const fileId = z.string().refine(isFileId, 'Unbekannte Datei.');
const photoFields = z.object({
  title: field(200),
  caption: field(1000),
  copyright: field(200),
  description: field(2000),
  ORD: one(z.enum(['0', '1']).optional().default('0')),
});
const photoUpdate = z.object({
  action: one(z.literal('update')),
  id: one(fileId),
  title: one(text(200)),
  caption: field(1000),
  copyright: field(200),
});
const photoDelete = z.object({ action: one(z.literal('delete')), id: one(fileId) });
const genericUpload = z.object({
  mediastreamId: one(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{0,40}$/)
      .optional()
      .default(''),
  ),
});
const genericMeta = z.object({ id: one(fileId), title: field(200), message: field(2000) });
const genericDelete = z.object({ id: one(fileId) });

/** The answer when an upload's body exceeds its route's limit (before anything was read). */
export function uploadTooLarge(c: AppContext, maxBytes: number): Response {
  const message = `Die Datei ist zu groß (höchstens ${Math.floor(maxBytes / 1024 / 1024)} MB).`;
  if (c.req.path.startsWith('/ajax/') || wantsJson(c))
    return c.json({ success: false, meta: { error: message }, error: { message } }, 413);
  return c.text(message, 413);
}

/** Whether an Accept header takes WebP (listed, and not with q=0). */
export function acceptsWebp(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((part) => {
    const [type, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (type !== 'image/webp') return false;
    const q = params.find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

const withExtension = (name: string, ext: string) => `${name.replace(/\.[^.]*$/, '')}.${ext}`;

const SIZE_OF_WIDTH = new Map(VARIANT_SIZES.map((size) => [String(VARIANT_WIDTHS[size]), size]));

/**
 * What `/dateien/{name}` names: the original (`{id}.jpg`), one size (`{id}-420.jpg`, `-840`,
 * `-1600`) or its WebP copy (`{id}-420.webp`). A size in the picture's own format is answered
 * with the WebP copy when the browser takes WebP and a smaller WebP was kept (then `negotiated`:
 * the answer varies by Accept); a size never stored (an animated GIF) is the original.
 */
async function storedFile(
  files: Files,
  name: string,
  accept: string | undefined,
): Promise<{ row: FileRow; blobId: string; webp: boolean; negotiated: boolean } | null> {
  const whole = /^([A-Za-z0-9_-]{16,64})\.([a-z0-9]{2,4})$/.exec(name);
  if (!whole) return null;
  const original = await fileById(files.db, whole[1]!);
  if (original && fileUrl(original) === `/dateien/${name}`)
    return { row: original, blobId: original.id, webp: false, negotiated: false };
  const sized = /^([A-Za-z0-9_-]{16,64})-([0-9]{3,4})\.([a-z0-9]{2,4})$/.exec(name);
  const size = sized ? SIZE_OF_WIDTH.get(sized[2]!) : undefined;
  if (!sized || !size) return null;
  const row = await fileById(files.db, sized[1]!);
  if (!row || !row.contentType.startsWith('image/')) return null;
  const stored = row.variants.find((v) => v.size === size);
  if (sized[3] === 'webp') {
    if (!stored?.webpBytes) return null;
    return { row, blobId: variantBlobId(row.id, size, true), webp: true, negotiated: false };
  }
  if (variantUrl(row, size) !== `/dateien/${name}`) return null;
  if (!stored) return { row, blobId: row.id, webp: false, negotiated: false };
  const negotiated = stored.webpBytes !== null;
  const webp = negotiated && acceptsWebp(accept);
  return { row, blobId: variantBlobId(row.id, size, webp), webp, negotiated };
}

export function registerFilesRoutes(app: Hono<AppEnv>, runtime: AppRuntime): void {
  /** Recent articles whose photos this user may edit (club officials: their club; admins: any club). */
  const articlesForPhotos = async (user: SessionUser | null) => {
    if (!user || !(user.isAdmin || (user.role === 'club' && user.clubId !== null))) return [];
    return runtime.options.db.query<{ id: number; title: string }>(
      user.isAdmin
        ? `SELECT id, title FROM news WHERE club_id IS NOT NULL ORDER BY published_at DESC, id LIMIT 6`
        : `SELECT id, title FROM news WHERE club_id = $1 ORDER BY published_at DESC, id LIMIT 6`,
      user.isAdmin ? [] : [user.clubId],
    );
  };

  // ---- stored files --------------------------------------------------------------------
  app.on(['GET', 'HEAD'], '/dateien/:file', async (c) => {
    const files = await filesOf(runtime);
    const found = await storedFile(files, c.req.param('file'), c.req.header('Accept'));
    const bytes = found ? await files.store.get(found.blobId) : null;
    if (!found || !bytes) return c.text('Nicht gefunden.', 404);
    const { row } = found;
    const owner = await userById(runtime.options.db, row.userId, berlinDate(runtime.now()));
    // A minor's files (every size) exist only for her and the moderators: for everyone else,
    // not at all.
    if (owner && !mayReadFilesOf(owner, st(c).user)) return c.text('Nicht gefunden.', 404);
    c.header('Content-Type', found.webp ? 'image/webp' : row.contentType);
    c.header('Content-Length', String(bytes.length));
    const vary = [found.negotiated ? 'Accept' : null];
    if (owner && owner.age < MINOR_AGE) {
      c.header('Cache-Control', 'private, no-cache');
      vary.push('Cookie');
    } else {
      // The id never names other bytes: caches may keep the file for good.
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
    }
    const varyHeader = vary.filter(Boolean).join(', ');
    if (varyHeader) c.header('Vary', varyHeader);
    c.header('ETag', `"${found.blobId}"`);
    c.header(
      'Content-Disposition',
      contentDisposition(found.webp ? withExtension(row.fileName, 'webp') : row.fileName),
    );
    c.header('Cross-Origin-Resource-Policy', 'same-site');
    if (c.req.header('If-None-Match') === `"${found.blobId}"`) return c.body(null, 304);
    if (c.req.method === 'HEAD') return c.body(null);
    return c.body(new Uint8Array(bytes));
  });

  // ---- article photos (spec §7) ---------------------------------------------------------
  const article = async (c: AppContext, id: number) => {
    const user = st(c).user;
    if (!user) return fail(c, LOGIN_NEEDED, 401);
    const found = await articleById(runtime, id);
    if (!found) return fail(c, 'Diesen Artikel gibt es nicht.', 404);
    if (!mayEditArticlePhotos(user, found))
      return fail(c, 'Fotos zu diesem Artikel dürfen nur Vereinsverantwortliche bearbeiten.', 403);
    return { user, article: found } as const;
  };
  /** The photo and its article, when this user may change it. */
  const ownPhoto = async (c: AppContext, id: string) => {
    const files = await filesOf(runtime);
    const row = await fileById(files.db, id);
    if (!row || row.purpose !== ARTICLE_PHOTO)
      return fail(c, 'Dieses Foto gibt es nicht (mehr).', 404);
    const checked = await article(c, Number.parseInt(row.ref, 10));
    if (checked instanceof Response) return checked;
    return { ...checked, files, row } as const;
  };

  app.get('/ajax/fotos/news/:article/offset/:offset/amount/:amount', async (c) => {
    personal(c);
    const p = params(c, z.object({ article: intId, offset: count(100_000), amount: count(200) }));
    const checked = await article(c, p.article);
    if (checked instanceof Response) return checked;
    const files = await filesOf(runtime);
    const rows = await filesByRef(files.db, ARTICLE_PHOTO, String(p.article), p.offset, p.amount);
    return c.json({ success: true, entries: rows.map(photoEntry) });
  });

  app.post('/ajax/fotos/upload/*', async (c) => {
    personal(c);
    const target = parseArticleUploadPath(c.req.path);
    if (!target) return fail(c, 'Unbekanntes Upload-Ziel.', 404);
    const checked = await article(c, target.article);
    if (checked instanceof Response) return checked;
    const body = await readForm(c, { files: true });
    const meta = parse(photoFields, body);
    if (meta.title.trim() === '') return fail(c, 'Bitte gib dem Foto einen Titel.');
    const file = await checkUpload(body.file ?? body.datei, PHOTO_RULES);
    if (!file.ok) return fail(c, file.message, file.status);
    const files = await filesOf(runtime);
    const ref = String(target.article);
    // The page's limit holds on the server too (a second tab, a script, parallel requests).
    let saved: Awaited<ReturnType<typeof saveUpload>>;
    try {
      saved = await saveUpload(files, checked.user, file, {
        purpose: ARTICLE_PHOTO,
        ref,
        title: meta.title.trim(),
        caption: meta.caption,
        copyright: meta.copyright,
        description: meta.description.trim() || meta.title.trim(),
        limit: MAX_ARTICLE_PHOTOS,
      });
    } catch (error) {
      if (error instanceof UploadLimitReached)
        return fail(c, `Zu diesem Artikel gibt es schon ${MAX_ARTICLE_PHOTOS} Fotos.`, 409);
      throw error;
    }
    const { row, url } = saved;
    if (meta.ORD === '1') await setTitlePicture(files.db, ARTICLE_PHOTO, ref, row.id);
    return c.json({
      success: true,
      meta: { id: row.id, image: { id: row.id, url, width: row.width, height: row.height } },
    });
  });

  app.post('/ajax/fotos/update', async (c) => {
    personal(c);
    const body = parse(photoUpdate, await fields(c));
    const found = await ownPhoto(c, body.id);
    if (found instanceof Response) return found;
    if (body.title.trim() === '') return fail(c, 'Bitte gib dem Foto einen Titel.');
    await updateFile(found.files.db, body.id, {
      title: body.title.trim(),
      caption: body.caption,
      copyright: body.copyright,
    });
    return c.json({ success: true });
  });

  app.post('/ajax/fotos/ord/news/:article/ID/:id', async (c) => {
    personal(c);
    const p = params(c, z.object({ article: intId, id: fileId }));
    const found = await ownPhoto(c, p.id);
    if (found instanceof Response) return found;
    if (found.row.ref !== String(p.article))
      return fail(c, 'Das Foto gehört zu einem anderen Artikel.');
    await setTitlePicture(found.files.db, ARTICLE_PHOTO, found.row.ref, p.id);
    return c.json({ success: true });
  });

  app.post('/ajax/fotos/delete', async (c) => {
    personal(c);
    const body = parse(photoDelete, await fields(c));
    const found = await ownPhoto(c, body.id);
    if (found instanceof Response) return found;
    await removeUpload(found.files, body.id);
    return c.json({ success: true });
  });

  // ---- generic upload (spec §7) ---------------------------------------------------------
  /** The upload, when it is this user's (or the user is an admin). */
  const ownUpload = async (c: AppContext, id: string) => {
    const user = st(c).user;
    if (!user) return fail(c, LOGIN_NEEDED, 401);
    const files = await filesOf(runtime);
    const row = await fileById(files.db, id);
    if (!row || row.purpose !== GENERIC_UPLOAD || (row.userId !== user.id && !user.isAdmin))
      return fail(c, 'Diese Datei gibt es nicht (mehr).', 404);
    return { user, files, row } as const;
  };

  app.post('/ajax/hochladen', async (c) => {
    personal(c);
    const user = st(c).user;
    if (!user) return fail(c, LOGIN_NEEDED, 401);
    const body = await readForm(c, { files: true });
    const { mediastreamId } = parse(genericUpload, body);
    // A large file arrives resumably (routes/resumable.ts): its finished bytes take every check
    // a file part takes.
    const resumable =
      typeof body.resumable === 'string'
        ? await finishedResumable(runtime, user.id, body.resumable)
        : null;
    if (resumable && !resumable.ok) return fail(c, resumable.message, resumable.status);
    const file = await checkUpload(
      resumable ? resumable.file : (body.file ?? body.datei),
      MEDIA_RULES,
    );
    if (!file.ok) {
      await resumable?.release();
      return fail(c, file.message, file.status);
    }
    const files = await filesOf(runtime);
    const { row, url } = await saveUpload(files, user, file, {
      purpose: GENERIC_UPLOAD,
      ref: mediastreamId,
    });
    await resumable?.release();
    return c.json({ success: true, meta: { id: row.id, url, kind: file.kind } });
  });

  app.post('/ajax/hochladen/freigeben', async (c) => {
    personal(c);
    const body = parse(genericMeta, await fields(c));
    const found = await ownUpload(c, body.id);
    if (found instanceof Response) return found;
    if (!isValidGenericTitle(body.title))
      return fail(c, 'Der Titel muss mindestens 3 Zeichen lang sein.');
    await updateFile(found.files.db, body.id, {
      title: body.title.trim(),
      message: body.message,
      state: 'released',
    });
    const url = fileUrl(found.row);
    if (!found.row.contentType.startsWith('image/'))
      return c.json({ success: true, meta: { id: body.id, url } });
    // A released photo joins its owner's media (not public yet), so it can go into an album
    // (spec §4, §7 {albumBase}/add): meta.foto is its id there.
    const { db } = runtime.options;
    await ensureMedia(db, runtime.options.mediaDir);
    const foto = await releasedUploadItem(
      db,
      {
        fileKey: url,
        ownerId: found.row.userId,
        title: body.title.trim(),
        description: body.message.trim(),
      },
      runtime.now(),
    );
    return c.json({ success: true, meta: { id: body.id, url, foto } });
  });

  app.post('/ajax/hochladen/aendern', async (c) => {
    personal(c);
    const body = parse(genericMeta, await fields(c));
    const found = await ownUpload(c, body.id);
    if (found instanceof Response) return found;
    await updateFile(found.files.db, body.id, { title: body.title.trim(), message: body.message });
    return c.json({ success: true });
  });

  app.post('/ajax/hochladen/loeschen', async (c) => {
    personal(c);
    const body = parse(genericDelete, await fields(c));
    const found = await ownUpload(c, body.id);
    if (found instanceof Response) return found;
    await removeUpload(found.files, body.id);
    return c.json({ success: true });
  });

  // ---- pages: an article's photo tab, the admin list -------------------------------------
  app.get('/artikel/:article/fotos', async (c) => {
    const state = st(c);
    const { article: id } = params(c, z.object({ article: intId }));
    if (!state.user)
      return c.redirect(`/login?fw_url=${encodeURIComponent(`/artikel/${id}/fotos`)}`, 303);
    const rows = await runtime.options.db.query<ArticleRef & { slug: string }>(
      `SELECT id, slug, club_id AS "clubId", title FROM news WHERE id = $1`,
      [id],
    );
    const found = rows[0];
    if (!found) return sendPage(c, notFoundPage(state), 404);
    if (!mayEditArticlePhotos(state.user, found))
      return sendPage(
        c,
        forbiddenPage(
          state,
          'Fotos zu diesem Artikel dürfen nur Verantwortliche des Vereins bearbeiten.',
        ),
        403,
      );
    return sendPage(c, articlePhotosPage(state, { article: found }));
  });

  app.get('/admin/uploads', async (c) => {
    const state = st(c);
    if (!state.user)
      return c.redirect(`/login?fw_url=${encodeURIComponent('/admin/uploads')}`, 303);
    if (!state.user.isAdmin)
      return sendPage(
        c,
        forbiddenPage(state, 'Die Upload-Liste ist nur für Demo-Administratoren.'),
        403,
      );
    const { seite } = query(c, z.object({ seite: count(10_000).optional() }));
    const page = Math.max(1, seite ?? 1);
    const files = await filesOf(runtime);
    const { rows, total } = await recentFiles(
      files.db,
      ADMIN_UPLOADS_PER_PAGE,
      (page - 1) * ADMIN_UPLOADS_PER_PAGE,
    );
    return sendPage(c, uploadsAdminPage(state, { rows, total, page }));
  });

  // ---- the page and its no-script form --------------------------------------------------
  /** The member's albums for the upload's album choice (spec §4, §7). */
  const albumsOf = async (user: SessionUser | null) => {
    if (!user) return [];
    const { db } = runtime.options;
    await ensureMedia(db, runtime.options.mediaDir);
    return albumChoices(db, user.id);
  };

  app.get('/hochladen', async (c) => {
    const state = st(c);
    const ok = c.req.query('erfolg');
    const files = await filesOf(runtime);
    return sendPage(
      c,
      uploadPage(state, {
        uploads: state.user ? await filesOfUser(files.db, state.user.id) : [],
        articles: await articlesForPhotos(state.user),
        albums: await albumsOf(state.user),
        message: ok
          ? { kind: 'ok', text: `Danke! „${ok.slice(0, 120)}“ wurde hochgeladen.` }
          : null,
      }),
    );
  });

  app.post('/hochladen', async (c) => {
    const state = st(c);
    if (!state.user) return c.redirect(`/login?fw_url=${encodeURIComponent('/hochladen')}`, 303);
    const body = await readForm(c, { files: true });
    const file = await checkUpload(body.datei, PHOTO_RULES);
    const files = await filesOf(runtime);
    if (!file.ok)
      return sendPage(
        c,
        uploadPage(state, {
          uploads: await filesOfUser(files.db, state.user.id),
          articles: await articlesForPhotos(state.user),
          albums: await albumsOf(state.user),
          message: { kind: 'error', text: file.message },
        }),
        file.status,
      );
    const title = typeof body.titel === 'string' ? body.titel.trim().slice(0, 80) : '';
    await saveUpload(files, state.user, file, { purpose: GENERIC_UPLOAD, title });
    return c.redirect(`/hochladen?erfolg=${encodeURIComponent(file.fileName)}`, 303);
  });
}
