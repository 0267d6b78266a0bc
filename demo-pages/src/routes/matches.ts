/**
 * Match centre of the reference CMS: the live match simulator's endpoints and pages.
 *   GET  /ajax/liveticker/ticker-id/{tickerId}                 ticker JSON; If-Modified-Since → 304;
 *                                                              Last-Modified (last event) and Age
 *   GET  /ajax/spiel/{gameId}/ereignisse.json                  match events data (quick view)
 *   GET  /ajax/spiel/{gameId}/spielverlauf/ticker-id/{id}      match-course tab (HTML fragment)
 *   GET  /ajax/spiel/{gameId}/liveticker/ticker-id/{id}        live-ticker tab (HTML fragment)
 *   GET  /ajax/turnier/{slug}/runde/{n}/action/OPEN|CLOSE      tournament-tree sublevel
 *   GET  /spiel/{gameId}, /spiele/live                         pages
 *   POST /admin/simulator                                      kick every game off again (admin)
 *   POST /testing/simulator/step?zu={simSecond}[&anhalten=1]   test mode only (ANSTOSS_SIMULATOR_TESTING=1):
 *                                                              every game stands at that sim second now
 *                                                              (and stays there with anhalten=1)
 *   POST /testing/simulator/step?freigeben=1                   test mode only: every game back on the
 *                                                              server's clock (a test's hold ends)
 *   GET  /testing/simulator                                    test mode only: the shared sim second now
 *   Cookie ANSTOSS_SIM_SECOND={simSecond}                      test mode only: this client's requests of
 *                                                              the match centre see the games held at
 *                                                              that second (its own clock, unshared)
 *   GET  /bilder/spieler/{id}.svg                              generated player pictures
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, AppRuntime } from '../context.ts';
import { getCookie } from 'hono/cookie';
import type { Lang } from '../logic/dates.ts';
import { matchById } from '../repo/live.ts';
import { matchesOfCupRound } from '../repo/matches.ts';
import { eventsOfTicker, matchEventsJson, tickerJson, type SimGame } from '../simulator/feed.ts';
import { kickOffAgain, simulatorOf } from '../simulator/instance.ts';
import { SIM_SECOND_COOKIE, withHeldSimSecond } from '../simulator/clientHold.ts';
import { courseEntries, resultParts, stateText } from '../simulator/phase.ts';
import type { Simulator } from '../simulator/simulator.ts';
import type { MatchSnapshot, PlannedEvent } from '../simulator/engine.ts';
import { forbiddenPage } from '../views/pages/errors.ts';
import { liveListPage, matchPage } from '../views/pages/match.ts';
import { cupRoundFragment } from '../views/pages/competitions.ts';
import { matchCourseFragment } from '../views/matchCentreHosts.ts';
import { sendWithEtag } from './ajax.ts';
import { sendPage, st } from './helpers.ts';
import { intId, params } from './validation.ts';

const gameParam = z.object({ gameId: intId });

/** Responses are modelled as served by a cache refreshed every 2 s: Age says how old. */
export const CACHE_MS = 2000;

/** Test mode: the step endpoint that moves the simulated games (browser tests). */
export const SIMULATOR_TESTING_ENV = 'ANSTOSS_SIMULATOR_TESTING';

/** The 2-second cache window the answers of `now` (the simulator's time) belong to. */
const windowOf = (_s: Simulator, now: number) => Math.floor(now / CACHE_MS) * CACHE_MS;

/**
 * Sim second of the ticker's last change: its last event or the start of the section being
 * played (a kick-off changes the ticker without an event); an hour before kick-off, before it.
 */
function lastChangeOf(s: Simulator, snap: MatchSnapshot, events: readonly PlannedEvent[]): number {
  if (snap.sectionStart === null) return -3600 * s.speed;
  return Math.max(events.at(-1)?.at ?? 0, snap.sectionStart);
}

export function registerMatchRoutes(app: Hono<AppEnv>, runtime: AppRuntime): void {
  const { db } = runtime.options;
  // Several games kick off when the server starts (the games are read once).
  const sim = simulatorOf(runtime).ready;
  const testing =
    process.env[SIMULATOR_TESTING_ENV] === '1' && process.env.NODE_ENV !== 'production';

  if (testing)
    // Test mode only: a client's own sim second (cookie), for every route registered from here
    // on (the match centre's), so a browser test's visit does not depend on the shared simulator
    // moving on, nor on another test's step.
    app.use('*', async (c, next) => {
      const cookie = getCookie(c, SIM_SECOND_COOKIE);
      if (!cookie) return next();
      const held = z.coerce.number().int().min(-100_000).max(100_000).safeParse(cookie);
      if (!held.success) return next();
      return withHeldSimSecond(held.data, next);
    });

  /**
   * The ticker as the cache in front of the portal would hold it: one answer per ticker and
   * 2-second window, computed once. Hundreds of readers polling one game then cost a map lookup
   * each, and a 304 never computes the game or touches the database.
   */
  const tickerAnswers = new Map<string, { cachedAt: number; lastModified: number; body: string }>();
  const tickerAnswer = (
    s: Simulator,
    game: SimGame,
    tickerId: number,
    cachedAt: number,
    lang: Lang,
  ) => {
    const key = `${tickerId}:${lang}:${s.kickOffTime().getTime()}`;
    const held = tickerAnswers.get(key);
    if (held?.cachedAt === cachedAt) return held;
    const snap = s.snapshot(game, cachedAt);
    const events = eventsOfTicker(game, tickerId, snap.events);
    const answer = {
      cachedAt,
      lastModified: Math.floor(s.realTime(lastChangeOf(s, snap, events)) / 1000) * 1000,
      body: JSON.stringify(tickerJson(game, tickerId, snap, lang, s.kickOffTime())),
    };
    tickerAnswers.set(key, answer);
    return answer;
  };

  app.get('/ajax/liveticker/ticker-id/:tickerId{[0-9]+}', async (c) => {
    const s = await sim();
    const { tickerId } = params(c, z.object({ tickerId: intId }));
    const game = s.gameOfTicker(tickerId);
    if (!game)
      return c.json({ success: false, error: { message: 'Diesen Ticker gibt es nicht.' } }, 404);
    const now = s.current();
    const cachedAt = windowOf(s, now);
    // The ticker names follow the reader's language (the cookie's, read without a session).
    const lang = st(c).lang;
    const { lastModified, body } = tickerAnswer(s, game, tickerId, cachedAt, lang);
    c.header('Last-Modified', new Date(lastModified).toUTCString());
    c.header('Age', String(Math.floor((now - cachedAt) / 1000)));
    // For the cache in front (demo-pages/deploy/age.js): when this answer came into being, on the
    // machine's own clock, so the cache's Age keeps counting while it serves a stored copy.
    c.header('X-Generated-At', String(Date.now() - (now - cachedAt)));
    // Browsers ask again every poll (their If-Modified-Since gets a 304); a shared cache in front
    // (demo-pages/deploy) may answer for a second: one origin request per ticker and second.
    c.header('Cache-Control', 'public, max-age=0, s-maxage=1');
    const since = Date.parse(c.req.header('If-Modified-Since') ?? '');
    if (Number.isFinite(since) && lastModified <= since) return c.body(null, 304);
    c.header('Content-Type', 'application/json; charset=utf-8');
    return c.body(body);
  });

  app.get('/ajax/spiel/:gameId{[0-9]+}/ereignisse.json', async (c) => {
    const s = await sim();
    const game = s.game(params(c, gameParam).gameId);
    if (!game) return c.json({ success: false, error: { message: 'Kein Live-Spiel.' } }, 404);
    return sendWithEtag(
      c,
      JSON.stringify(matchEventsJson(game, s.snapshot(game, windowOf(s, s.current())), st(c).lang)),
      'application/json; charset=utf-8',
    );
  });

  app.get(
    '/ajax/spiel/:gameId{[0-9]+}/:tab{spielverlauf|liveticker}/ticker-id/:tickerId{[0-9]+}',
    async (c) => {
      const s = await sim();
      const p = params(
        c,
        z.object({ gameId: intId, tab: z.enum(['spielverlauf', 'liveticker']), tickerId: intId }),
      );
      const game = s.game(p.gameId);
      const tickerId = p.tickerId;
      if (!game || !game.tickerIds.includes(tickerId)) return c.notFound();
      // The same 2-second window as the ticker's answer: the tab shows the ticker's events.
      const fragment = matchCourseFragment(
        game,
        tickerId,
        s.snapshot(game, windowOf(s, s.current())),
        p.tab === 'spielverlauf' ? 'course' : 'ticker',
        st(c).lang,
      );
      return sendWithEtag(c, fragment.value, 'text/html; charset=utf-8');
    },
  );

  app.get(
    '/ajax/turnier/:slug{[a-z0-9-]+}/runde/:round{[0-9]+}/action/:action{OPEN|CLOSE}',
    async (c) => {
      const p = params(
        c,
        z.object({
          slug: z.string().regex(/^[a-z0-9-]{1,200}$/),
          round: intId,
          action: z.enum(['OPEN', 'CLOSE']),
        }),
      );
      if (p.action === 'CLOSE')
        return c.body('', 200, { 'Content-Type': 'text/html; charset=utf-8' });
      const rows = await matchesOfCupRound(db, p.slug, p.round);
      if (rows.length === 0) return c.notFound();
      await sim();
      // The same match rows as the league's matchdays: date, crests, the live score, links.
      const fragment = cupRoundFragment(rows, st(c).lang);
      return sendWithEtag(c, fragment.value, 'text/html; charset=utf-8');
    },
  );

  app.get('/spiel/:gameId{[0-9]+}', async (c) => {
    const s = await sim();
    const { gameId } = params(c, gameParam);
    const game = s.game(gameId);
    const row = await matchById(db, gameId);
    if (!row) return c.notFound();
    // The moment of the ticker's current answer (its 2-second window), not the exact one: the
    // tab panel and the ticker the page renders must equal their first answers, or the panel is
    // replaced by one that lacks an event the page already showed (and the sanitiser loads).
    const snap = game ? s.snapshot(game, windowOf(s, s.current())) : null;
    return sendPage(
      c,
      matchPage(st(c), {
        gameId,
        homeName: row.homeName,
        guestName: row.guestName,
        competitionName: row.competitionName,
        competitionSlug: row.competitionSlug,
        venue: row.venue,
        live: game ?? null,
        ...(snap ? { snapshot: snap } : {}),
        kickoff: game ? s.kickOffTime() : row.kickoff,
        ...(game && snap && snap.section !== null
          ? {
              reserve: {
                tickers: game.tickerIds.length,
                scorerLines: Math.max(snap.score.home, snap.score.away),
                courseLines: courseEntries(
                  game,
                  snap,
                  eventsOfTicker(game, game.tickerIds[0] ?? 0, snap.events),
                  st(c).lang,
                ).length,
              },
            }
          : {}),
        result: row.homeGoals === null ? null : `${row.homeGoals}:${row.guestGoals}`,
      }),
    );
  });

  app.get('/spiele/live', async (c) => {
    const s = await sim();
    const state = st(c);
    return sendPage(
      c,
      liveListPage(state, {
        speed: s.speed,
        isAdmin: Boolean(state.user?.isAdmin),
        kickedOff: new Date(s.kickedOffAt).toLocaleTimeString('de-DE', {
          timeZone: 'Europe/Berlin',
        }),
        games: s.list().map((g) => {
          const snap = s.snapshot(g);
          return {
            gameId: g.gameId,
            home: { name: g.home.name, clubSlug: g.home.clubSlug ?? null },
            guest: { name: g.away.name, clubSlug: g.away.clubSlug ?? null },
            competitionName: g.competitionName,
            score: snap.status === 'scheduled' ? null : resultParts(snap, state.lang),
            state: stateText(g.scenario, snap, state.lang, s.kickOffTime()),
            playing: snap.status === 'live' || snap.status === 'break',
            tickers: g.tickerIds.length,
          };
        }),
      }),
    );
  });

  app.post('/admin/simulator', async (c) => {
    const state = st(c);
    if (!state.user) return c.redirect(`/login?fw_url=${encodeURIComponent('/spiele/live')}`, 303);
    if (!state.user.isAdmin)
      return sendPage(
        c,
        forbiddenPage(state, 'Nur Demo-Administratoren können Spiele anstoßen.'),
        403,
      );
    await kickOffAgain(runtime);
    return c.redirect('/spiele/live', 303);
  });

  if (testing) {
    // Test mode only: the shared sim second now (a test holds its own client there).
    app.get('/testing/simulator', async (c) => {
      const s = await sim();
      return c.json({ simSecond: Math.floor(s.simSecond()) });
    });
    // Test mode only: every game stands at sim second ?zu= now (browser tests step a match
    // through its phases instead of waiting). Never registered in the reference CMS itself.
    app.post('/testing/simulator/step', async (c) => {
      if (c.req.query('freigeben') === '1') {
        (await sim()).release();
        return c.json({ success: true });
      }
      const parsed = z.coerce
        .number()
        .int()
        .min(-100_000)
        .max(100_000)
        .safeParse(c.req.query('zu'));
      if (!parsed.success) return c.json({ success: false }, 400);
      const s = await sim();
      s.shiftTo(parsed.data, c.req.query('anhalten') === '1');
      // The plan's phases, so a test can step to the middle of each.
      return c.json({
        success: true,
        simSecond: parsed.data,
        games: s.list().map((g) => ({
          gameId: g.gameId,
          outcome: g.scenario.outcome,
          phases: g.plan.phases.map((p) => ({
            section: p.section,
            start: p.start,
            end: p.start + p.length + p.added,
          })),
        })),
      });
    });
  }

  app.get('/bilder/spieler/:file{[0-9]+\\.svg}', (c) => {
    const { file } = params(c, z.object({ file: z.string().regex(/^[0-9]{1,10}\.svg$/) }));
    const n = Number.parseInt(file, 10);
    c.header('Content-Type', 'image/svg+xml');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="hsl(${n % 360} 45% 45%)"/><circle cx="16" cy="12" r="6" fill="#fff"/><path d="M5 28a11 9 0 0 1 22 0" fill="#fff"/></svg>`,
    );
  });
}
