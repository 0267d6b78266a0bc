/**
 * GET /ergebnisse/css/{id}.css: the stylesheet of one obfuscated result table (issue 12;
 * demo-pages/src/logic/obfuscation.ts). Any 12-hex id answers (the ids are stateless).
 */
import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { obfuscationCss } from '../logic/obfuscation.ts';

export function registerObfuscatedResultsRoutes(app: Hono<AppEnv>): void {
  app.get('/ergebnisse/css/:file{[0-9a-f]{12}\\.css}', (c) => {
    const id = c.req.param('file').slice(0, 12);
    c.header('Content-Type', 'text/css; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(obfuscationCss(id));
  });
}
