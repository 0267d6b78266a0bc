/**
 * The widget catalogue for CMS editors (issue 17):
 *   GET /widgets             every widget and behaviour, the markup checker, the debug mode
 *   GET /widgets/testseite   many hosts (?anzahl=, ?fehler=) for the debug mode
 *   GET /widgets/{name}      attributes, live preview with the CMS's data, snippet to copy
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { catalogue } from '../catalogue/docs.ts';
import { PREVIEWS, type PreviewData } from '../catalogue/previews.ts';
import type { AppEnv, AppRuntime } from '../context.ts';
import { simulatorGames } from '../repo/live.ts';
import { listNews } from '../repo/news.ts';
import {
  debugTestPage,
  widgetCataloguePage,
  widgetDetailPage,
} from '../views/pages/widgetCatalogue.ts';
import { sendPage, st } from './helpers.ts';
import { count, params, query } from './validation.ts';

const testPageQuery = z.object({
  anzahl: count(1000).optional(),
  fehler: count(1000).optional(),
});

export function registerWidgetCatalogueRoutes(app: Hono<AppEnv>, runtime: AppRuntime): void {
  const { db } = runtime.options;

  app.get('/widgets', async (c) => sendPage(c, widgetCataloguePage(st(c), await catalogue())));

  app.get('/widgets/testseite', (c) => {
    const q = query(c, testPageQuery);
    const hosts = Math.max(1, q.anzahl ?? 200);
    return sendPage(c, debugTestPage(st(c), hosts, Math.min(hosts, q.fehler ?? 5)));
  });

  app.get('/widgets/:name{[a-z0-9-]{1,60}}', async (c) => {
    const { name } = params(c, z.object({ name: z.string() }));
    const doc = (await catalogue()).widgets.find((w) => w.name === name);
    const preview = Object.hasOwn(PREVIEWS, name) ? PREVIEWS[name] : undefined;
    if (!doc || !preview) return c.notFound();
    const [news] = await listNews(db, {}, 1);
    const games = await simulatorGames(db);
    const clubs = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM clubs');
    const game = games[0];
    const data: PreviewData = {
      state: st(c),
      news: news ?? { id: 1, slug: '', teaser: '' },
      game: game ? { id: game.gameId, tickerId: game.gameId * 10 + 1 } : null,
      clubCount: clubs[0]?.n ?? 0,
    };
    return sendPage(c, widgetDetailPage(st(c), doc, preview(data)));
  });
}
