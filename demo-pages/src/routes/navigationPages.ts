/**
 * Pages behind the navigation's entries that had none (issue 17):
 *   GET /statistik          league statistics of the current season
 *   GET /spieler?q=…        player search
 * ("Spielkalender" leads to /spielplan, which exists.)
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, AppRuntime } from '../context.ts';
import { seasons } from '../repo/competitions.ts';
import { competitionStats, highScoringMatches, searchPlayers } from '../repo/statistics.ts';
import { CURRENT_SEASON_ID } from '../seed/lookups.ts';
import { playerSearchPage, statisticsPage } from '../views/pages/statistics.ts';
import { sendPage, st } from './helpers.ts';
import { query, text } from './validation.ts';

export function registerNavigationPageRoutes(app: Hono<AppEnv>, runtime: AppRuntime): void {
  const { db } = runtime.options;

  app.get('/statistik', async (c) => {
    const [competitions, matches, all] = await Promise.all([
      competitionStats(db, CURRENT_SEASON_ID),
      highScoringMatches(db, CURRENT_SEASON_ID),
      seasons(db),
    ]);
    const season = all.find((s) => s.id === CURRENT_SEASON_ID);
    return sendPage(
      c,
      statisticsPage(st(c), {
        seasonLabel: season?.label ?? CURRENT_SEASON_ID,
        competitions,
        matches,
      }),
    );
  });

  app.get('/spieler', async (c) => {
    const { q = '' } = query(c, z.object({ q: text(60).optional() }));
    const term = q.trim();
    const hits = term.length >= 2 ? await searchPlayers(db, term) : null;
    return sendPage(c, playerSearchPage(st(c), term, hits));
  });
}
