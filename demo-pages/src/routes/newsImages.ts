/**
 * News pictures in three sizes for the responsive-images behaviour (issue 12; spec §9 Layout;
 * packages/runtime README 5.12): GET /bilder/news/{klein|mittel|gross}/{hue}.svg, 320×180,
 * 640×360 and 1280×720. The same drawing as /bilder/news/{hue}.svg, so only the size differs.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context.ts';
import { newsPicture } from './static.ts';
import { params } from './validation.ts';

export const NEWS_IMAGE_SIZES = {
  klein: { width: 320, height: 180 },
  mittel: { width: 640, height: 360 },
  gross: { width: 1280, height: 720 },
} as const;

const sizedParams = z.object({
  size: z.enum(['klein', 'mittel', 'gross']),
  file: z.string().regex(/^[0-9]{1,3}\.svg$/),
});

export function registerNewsImageRoutes(app: Hono<AppEnv>): void {
  app.get('/bilder/news/:size{klein|mittel|gross}/:file{[0-9]+\\.svg}', (c) => {
    const { size, file } = params(c, sizedParams);
    const { width, height } = NEWS_IMAGE_SIZES[size];
    const svg = newsPicture(Number.parseInt(file, 10)).replace(
      'width="640" height="360"',
      `width="${width}" height="${height}"`,
    );
    c.header('Content-Type', 'image/svg+xml');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(svg);
  });
}
