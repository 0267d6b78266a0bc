/**
 * Issue 13, the owner's album editor page: /meine-alben/-/album/{id} with the album-edit widget.
 * Logged out: to the login with fw_url. Someone else's album: 403 and an error page; an unknown
 * one: 404. The endpoints the widget calls are in routes/media.ts.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, AppRuntime } from '../context.ts';
import { albumById } from '../repo/media.ts';
import { ensureMedia } from '../seed/media.ts';
import { forbiddenPage, notFoundPage } from '../views/pages/errors.ts';
import { myAlbumPage } from '../views/pages/myMedia.ts';
import { personal, sendPage, st } from './helpers.ts';
import { intId, params } from './validation.ts';

export function registerMyMediaRoutes(app: Hono<AppEnv>, runtime: AppRuntime): void {
  const { db } = runtime.options;
  app.get('/meine-alben/-/album/:id', async (c) => {
    personal(c);
    const path = c.req.path;
    const user = st(c).user;
    if (!user) return c.redirect(`/login?fw_url=${encodeURIComponent(path)}`, 303);
    await ensureMedia(db, runtime.options.mediaDir);
    const { id } = params(c, z.object({ id: intId }));
    const album = await albumById(db, runtime.now(), id, true);
    if (!album) return sendPage(c, notFoundPage(st(c)), 404);
    if (album.ownerId !== user.id)
      return sendPage(
        c,
        forbiddenPage(
          st(c),
          'Dieses Album gehört jemand anderem. Nur der Besitzer darf es bearbeiten.',
        ),
        403,
      );
    return sendPage(c, myAlbumPage(st(c), album));
  });
}
