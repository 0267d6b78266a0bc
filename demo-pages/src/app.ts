/**
 * The reference CMS as a Hono app: createApp({ db, distDir }) is what server.ts serves and what
 * tests call with app.request(). Order matters: security headers for everything, then static
 * files (no session work), then session, language, CSRF, then pages and endpoints.
 */
import { withLang } from './i18n/current.ts';
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import { fileURLToPath } from 'node:url';
import { hasSessionCookie, issueCsrf, loadSessionUser } from './auth/session.ts';
import { berlinDate } from './logic/dates.ts';
import {
  STATIC_BASE,
  type AppEnv,
  type AppOptions,
  type AppRuntime,
  type RequestState,
} from './context.ts';
import { parseLang } from './i18n/chrome.ts';
import { getHeaderWarning } from './repo/settings.ts';
import { HEADER_WARNING_DISMISSED, shownHeaderWarning } from './views/headerWarning.ts';
import { registerAdminRoutes } from './routes/admin.ts';
import { registerAjaxRoutes } from './routes/ajax.ts';
import { registerAuthRoutes } from './routes/auth.ts';
import { registerDiscoveryRoutes } from './routes/discovery.ts';
import { registerEditorRoutes } from './routes/editor.ts';
import { registerProfileWidgetRoutes } from './routes/profileWidgets.ts';
import { registerCommunityRoutes } from './routes/community.ts';
import { registerCspReports } from './routes/cspReports.ts';
import { sendPage, st, wantsJson, type AppContext } from './routes/helpers.ts';
import { registerPageRoutes } from './routes/pages.ts';
import { registerSubmissionRoutes } from './routes/submissions.ts';
import { registerFilesRoutes, uploadTooLarge } from './routes/files.ts';
import { registerResumableRoutes } from './routes/resumable.ts';
import { uploadBodyLimit } from './files/index.ts';
import { registerMatchRoutes } from './routes/matches.ts';
import { registerXssTestingRoutes } from './routes/xssTesting.ts';
import { registerPersonalRoutes } from './routes/personal.ts';
import { registerWidgetCatalogueRoutes } from './routes/widgetCatalogue.ts';
import { registerNavigationPageRoutes } from './routes/navigationPages.ts';
import { DEFAULT_PLAYER_ORIGIN, registerTvRoutes } from './routes/tv.ts';
import { DEFAULT_ADS_ORIGIN } from './views/adSlots.ts';
import { configureModulePreload } from './views/modulePreload.ts';
import { registerMediaRoutes } from './routes/media.ts';
import { registerGalleryRoutes } from './routes/galleries.ts';
import { registerNewsImageRoutes } from './routes/newsImages.ts';
import { registerPictureRoutes } from './routes/pictures.ts';
import { registerObfuscatedResultsRoutes } from './routes/obfuscatedResults.ts';
import { registerGeneratedReportRoutes } from './routes/generatedReports.ts';
import { registerMyMediaRoutes } from './routes/myMedia.ts';
import { registerTeamPhotoRoutes } from './routes/teamPhotos.ts';
import { newsPicture, serveFile } from './routes/static.ts';
import { InputError, params, readForm } from './routes/validation.ts';
import { Captchas } from './security/captcha.ts';
import { COOKIE } from './security/cookies.ts';
import {
  CSRF_FIELD,
  CSRF_HEADER,
  sameOrigin,
  tokensMatch,
  UNSAFE_METHODS,
} from './security/csrf.ts';
import { createNonce, securityHeaders } from './security/headers.ts';
import { dbOneTimeTokens } from './security/shared.ts';
import { requestOrigin } from './security/proxy.ts';
import {
  badRequestPage,
  forbiddenPage,
  notFoundPage,
  serverErrorPage,
} from './views/pages/errors.ts';
import { z } from 'zod';

/** The live ticker and the match events: polled by hundreds of readers, the same for all. */
const PUBLIC_FEEDS = /^\/ajax\/(?:liveticker\/ticker-id\/\d+|spiel\/\d+\/ereignisse\.json)$/;

export const ASSETS_DIR = fileURLToPath(new URL('./assets/', import.meta.url));

export function createApp(options: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  configureModulePreload(options.distDir);
  const now = options.now ?? (() => new Date());
  const secret = options.secret ?? randomBytes(32);
  const runtime: AppRuntime = {
    options,
    now,
    resetting: false,
    secret,
    captchas: new Captchas(secret, () => now().getTime(), dbOneTimeTokens(options.db)),
  };
  const { db } = options;
  const trustedTypes = options.trustedTypes !== false;

  app.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    const seen = requestOrigin(c, options.trustProxy === true);
    const state: RequestState = {
      nonce: createNonce(),
      user: null,
      csrf: '',
      lang: 'de',
      path: `${url.pathname}${url.search}`,
      origin: seen.origin,
      secure: seen.secure,
      clientIp: seen.clientIp,
      adsOrigin: options.adsOrigin ?? DEFAULT_ADS_ORIGIN,
    };
    c.set('state', state);
    await next();
    if (options.exposeClock) c.res.headers.set('X-Anstoss-Now', runtime.now().toISOString());
    for (const [name, value] of Object.entries(
      securityHeaders(
        state.nonce,
        trustedTypes,
        state.origin,
        options.playerOrigin ?? DEFAULT_PLAYER_ORIGIN,
        options.adsOrigin ?? DEFAULT_ADS_ORIGIN,
      ),
    )) {
      c.res.headers.set(name, value);
    }
    // Endpoint answers depend on the cookies (login, favourites, votes): never for shared
    // caches unless the route said otherwise.
    if (c.req.path.startsWith('/ajax/')) {
      if (!c.res.headers.has('Cache-Control'))
        c.res.headers.set('Cache-Control', 'private, no-cache');
      const vary = c.res.headers.get('Vary') ?? '';
      if (!/\bcookie\b/i.test(vary)) c.res.headers.set('Vary', vary ? `${vary}, Cookie` : 'Cookie');
    }
  });

  // ---- static files ----------------------------------------------------------------------
  app.on(['GET', 'HEAD'], `${STATIC_BASE}*`, (c) =>
    serveFile(c, options.distDir, c.req.path.slice(STATIC_BASE.length), {
      immutable: (p) => p.startsWith('chunks/'),
    }),
  );
  app.on(['GET', 'HEAD'], '/assets/*', (c) =>
    serveFile(c, ASSETS_DIR, c.req.path.slice('/assets/'.length), { immutable: () => false }),
  );
  app.get('/bilder/news/:file{[0-9]+\\.svg}', (c) => {
    const { file } = params(c, z.object({ file: z.string().regex(/^[0-9]{1,3}\.svg$/) }));
    c.header('Content-Type', 'image/svg+xml');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(newsPicture(Number.parseInt(file, 10)));
  });
  app.get('/favicon.ico', (c) => c.redirect('/assets/favicon.svg', 301));

  // Violation reports come from the browser without cookies or a token: before the CSRF check.
  registerCspReports(app, runtime);

  // ---- per-request state: reset pause, body size, session, language, CSRF ---------------
  app.use('*', async (c, next) => {
    if (runtime.resetting) {
      c.header('Retry-After', '10');
      return c.text(
        'Die Demo-Daten werden gerade neu erzeugt. Bitte versuche es in ein paar Sekunden erneut.',
        503,
      );
    }
    return next();
  });
  app.use('*', async (c, next) => {
    const upload = uploadBodyLimit(c.req.path);
    if (upload !== null)
      return bodyLimit({ maxSize: upload, onError: (cc) => uploadTooLarge(cc, upload) })(c, next);
    return bodyLimit({ maxSize: 256 * 1024, onError: (cc) => cc.text('Anfrage zu groß.', 413) })(
      c,
      next,
    );
  });
  app.use('*', async (c, next) => {
    const state = st(c);
    // The reader's language, from the cookie: the feeds' texts follow it (ticker names, the
    // quick view's "X für Y"; it stayed German in English before, issue 26).
    state.lang = parseLang(getCookie(c, COOKIE.lang));
    // Feeds every reader polls answer the same whoever asks: no session lookup, no CSRF cookie.
    if (c.req.method === 'GET' && PUBLIC_FEEDS.test(c.req.path)) return next();
    const hadSession = hasSessionCookie(c);
    const session = await loadSessionUser(db, c, berlinDate(now()));
    state.user = session?.user ?? null;
    if (c.req.method === 'GET' && !c.req.path.startsWith('/ajax/'))
      state.headerWarning = shownHeaderWarning(
        await getHeaderWarning(db),
        getCookie(c, HEADER_WARNING_DISMISSED),
      );
    const token = issueCsrf(c, secret, session?.sessionId ?? null);
    if (UNSAFE_METHODS.has(c.req.method)) {
      // A session that ran out while a form was open: say so (401), so widgets can offer the login.
      if (hadSession && !session && (c.req.path.startsWith('/ajax/') || wantsJson(c)))
        return c.json(
          {
            success: false,
            error: { message: 'Deine Anmeldung ist abgelaufen. Bitte melde dich erneut an.' },
          },
          401,
        );
      const rejected = await csrfRejection(c, token);
      if (rejected) return rejected;
    }
    // Views and formatters read the language of this request (i18n/current.ts).
    return withLang(state.lang, () => next());
  });

  registerAuthRoutes(app, runtime);
  registerAjaxRoutes(app, runtime);
  registerCommunityRoutes(app, runtime);
  registerAdminRoutes(app, runtime);
  registerDiscoveryRoutes(app, runtime);
  registerPersonalRoutes(app, runtime);
  registerWidgetCatalogueRoutes(app, runtime);
  registerNavigationPageRoutes(app, runtime);
  registerMatchRoutes(app, runtime);
  registerMediaRoutes(app, runtime);
  registerGalleryRoutes(app, runtime);
  registerNewsImageRoutes(app);
  registerPictureRoutes(app, runtime);
  registerObfuscatedResultsRoutes(app);
  registerGeneratedReportRoutes(app, runtime);
  registerMyMediaRoutes(app, runtime);
  registerTeamPhotoRoutes(app, runtime);
  registerEditorRoutes(app, runtime);
  registerProfileWidgetRoutes(app, runtime);
  registerXssTestingRoutes(app, runtime);
  registerTvRoutes(app, runtime);
  registerResumableRoutes(app, runtime);
  registerFilesRoutes(app, runtime);
  registerSubmissionRoutes(app, runtime);
  registerPageRoutes(app, runtime);

  app.notFound((c) => {
    if (c.req.path.startsWith('/ajax/'))
      return c.json({ success: false, error: { message: 'Nicht gefunden.' } }, 404);
    return sendPage(c, notFoundPage(st(c)), 404);
  });
  app.onError((err, c) => {
    if (err instanceof InputError) {
      if (c.req.path.startsWith('/ajax/') || wantsJson(c) || !c.get('state'))
        return c.json({ success: false, error: { message: err.message } }, err.status);
      return sendPage(c, badRequestPage(st(c), err.message), err.status);
    }
    // Name and message only: database errors carry the statement and its parameters.
    console.error(`[demo-pages] ${c.req.method} ${c.req.path}: ${err.name}: ${err.message}`);
    if (c.req.path.startsWith('/ajax/') || wantsJson(c) || !c.get('state')) {
      return c.json(
        { success: false, error: { message: 'Ein unerwarteter Fehler ist aufgetreten.' } },
        500,
      );
    }
    return sendPage(c, serverErrorPage(st(c)), 500);
  });
  return app;
}

/** Returns a 403 response when the request lacks this visitor's CSRF token or comes cross-site. */
async function csrfRejection(c: AppContext, expected: string): Promise<Response | null> {
  let given = c.req.header(CSRF_HEADER) ?? null;
  if (!given) {
    const value = (await readForm(c))[CSRF_FIELD];
    given = typeof value === 'string' ? value : null;
  }
  // The expected token is derived from the session (or guest id), never read from a cookie.
  if (tokensMatch(expected, given) && sameOrigin(c.req.header('Origin'), st(c).origin)) return null;
  const message =
    'Die Sicherheitsprüfung ist fehlgeschlagen. Bitte lade die Seite neu und versuche es noch einmal.';
  if (c.req.path.startsWith('/ajax/') || wantsJson(c))
    return c.json({ success: false, error: { message } }, 403);
  return sendPage(c, forbiddenPage(st(c), message), 403);
}
