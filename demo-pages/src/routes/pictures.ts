/**
 * Generated pictures of entities (issue 26, item 6; drawn by seed/pictures.ts, the same entity
 * giving the same picture):
 *   GET /bilder/tv/{slug}.svg     -> the TV entry's poster: its scene, title and colour, 640×360
 *   GET /bilder/wappen/{slug}.svg -> the club's crest (logic/crest.ts), beside team names in tables
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, AppRuntime } from '../context.ts';
import { crestSvg } from '../logic/crest.ts';
import { clubBySlug } from '../repo/clubs.ts';
import { tvPoster } from '../seed/pictures.ts';
import { hashString } from '../seed/prng.ts';
import { tvBySlug } from '../seed/tv.ts';
import { params } from './validation.ts';

const posterParams = z.object({ file: z.string().regex(/^[a-z0-9-]{1,80}\.svg$/) });
const crestParams = z.object({ file: z.string().regex(/^[a-z0-9-]{1,120}\.svg$/) });

export function registerPictureRoutes(app: Hono<AppEnv>, runtime: AppRuntime): void {
  const { db } = runtime.options;
  const svg = (body: string) =>
    new Response(body, {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
    });

  app.get('/bilder/tv/:file{[a-z0-9-]{1,80}\\.svg}', async (c) => {
    const { file } = params(c, posterParams);
    const row = await tvBySlug(db, file.replace(/\.svg$/, ''));
    if (!row) return c.text('Nicht gefunden.', 404);
    return svg(tvPoster(row.title, row.imageHue ?? hashString(row.id) % 360, row.id));
  });

  app.get('/bilder/wappen/:file{[a-z0-9-]{1,120}\\.svg}', async (c) => {
    const { file } = params(c, crestParams);
    const club = await clubBySlug(db, file.replace(/\.svg$/, ''));
    if (!club) return c.text('Nicht gefunden.', 404);
    return svg(crestSvg(club, 64));
  });
}
