import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { Db } from '../db/types.ts';
import { openPglite } from '../db/pglite.ts';
import { seedDatabase } from '../db/setup.ts';
import { Client, TEST_ANCHOR, TEST_SEED } from '../testing/harness.ts';
import { COOKIE } from '../security/cookies.ts';
import { SIM_SECOND_COOKIE } from '../simulator/clientHold.ts';
import { SIMULATOR_TESTING_ENV } from './matches.ts';
import { runningGamePath } from '../../../scripts/bench/cms/pages.ts';

let db: Db;
let app: ReturnType<typeof createApp>;
let now = Date.parse('2026-03-14T11:00:00Z');

beforeAll(async () => {
  db = await openPglite();
  await seedDatabase(db, {
    seed: TEST_SEED,
    anchor: TEST_ANCHOR,
    size: 'tiny',
    now: () => new Date(now),
  });
  app = createApp({ db, distDir: '/nonexistent-dist', seedSize: 'tiny', now: () => new Date(now) });
}, 120_000);
afterAll(async () => {
  await db?.close();
});

interface Ticker {
  id: number;
  score: string;
  timeplayed: number;
  tickers: { id: number }[];
  events: { type_id: number; minute: number; team_id: number; section_type_id: number }[];
  home_team: { id: number };
}

async function liveGames(): Promise<number[]> {
  const page = await (await new Client(app).get('/spiele/live')).text();
  return [...page.matchAll(/href="\/spiel\/(\d+)"/g)].map((m) => Number(m[1]));
}

describe('live match simulator endpoints', () => {
  it('lists several live games kicked off at server start', async () => {
    const games = await liveGames();
    expect(games.length).toBeGreaterThanOrEqual(3);
    // A card per game, teams apart from score and state (it was one run-on line ending in
    // "· 2 Ticker").
    const page = await (await new Client(app).get('/spiele/live')).text();
    expect(page.match(/<a class="live-game__match"/g)).toHaveLength(games.length);
    // The bench and the first-visit test find a running game by its bare <li> and "live, 12.".
    expect(runningGamePath(page)).toMatch(/^\/spiel\/\d+$/);
    expect(page).toMatch(/<strong class="live-game__score">\d+:\d+/);
    expect(page).not.toContain('2 Ticker');
  });

  it('serves the ticker with Last-Modified and Age, and 304 for If-Modified-Since', async () => {
    const [gameId] = await liveGames();
    const client = new Client(app);
    now += 30_000; // 30 s at 20x = 10 match minutes
    const res = await client.get(`/ajax/liveticker/ticker-id/${gameId}1`);
    expect(res.status).toBe(200);
    const lastModified = res.headers.get('Last-Modified');
    expect(lastModified).toMatch(/GMT$/);
    expect(res.headers.get('Age')).toMatch(/^\d+$/);
    // The moment the answer came into being, for the cache in front: Age seconds before now.
    const generatedAt = Number(res.headers.get('X-Generated-At'));
    const age = Number(res.headers.get('Age'));
    expect(Date.now() - generatedAt).toBeGreaterThanOrEqual(age * 1000);
    expect(Date.now() - generatedAt).toBeLessThan((age + 1) * 1000 + 5_000);
    // Browsers revalidate every poll; a shared cache in front may answer for one second.
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=1');
    const body = (await res.json()) as Ticker;
    expect(body.id).toBe(Number(`${gameId}1`));
    expect(body.timeplayed).toBe(600);
    // The early goal in minute 4 has been scored; the score is what the events say.
    expect(body.events).toContainEqual(
      expect.objectContaining({ minute: 4, team_id: body.home_team.id }),
    );
    const goals = body.events.filter((e) => e.type_id === 1 || e.type_id === 100);
    const own = body.events.filter((e) => e.type_id === 12);
    const home =
      goals.filter((e) => e.team_id === body.home_team.id).length +
      own.filter((e) => e.team_id !== body.home_team.id).length;
    expect(body.score).toBe(`${home}:${goals.length + own.length - home}`);
    expect(body.tickers).toHaveLength(2);

    const again = await client.request(`/ajax/liveticker/ticker-id/${gameId}1`, {
      headers: { 'If-Modified-Since': lastModified ?? '' },
    });
    expect(again.status).toBe(304);
    const old = await client.request(`/ajax/liveticker/ticker-id/${gameId}1`, {
      headers: { 'If-Modified-Since': new Date(0).toUTCString() },
    });
    expect(old.status).toBe(200);
  });

  it('answers a 304 of the ticker without a single database query, logged in or not', async () => {
    let queries = 0;
    const counted: Db = {
      ...db,
      kind: db.kind,
      query: (sql, params) => {
        queries += 1;
        return db.query(sql, params);
      },
      exec: (sql) => {
        queries += 1;
        return db.exec(sql);
      },
      transaction: (fn) => {
        queries += 1;
        return db.transaction(fn);
      },
      bulkInsert: (...args) => db.bulkInsert(...args),
      close: () => db.close(),
    };
    const counting = createApp({
      db: counted,
      distDir: '/nonexistent-dist',
      seedSize: 'tiny',
      now: () => new Date(now),
    });
    const [gameId] = await liveGames();
    const url = `/ajax/liveticker/ticker-id/${gameId}1`;
    const first = await counting.request(url); // the simulator reads its games once
    const lastModified = first.headers.get('Last-Modified') ?? '';
    expect(queries).toBeGreaterThan(0); // the counter sees the database
    queries = 0;
    for (const cookie of ['', 'FBDE_SESSION=aSessionIdOfTheRightShape0123456789']) {
      const res = await counting.request(url, {
        headers: { 'If-Modified-Since': lastModified, ...(cookie ? { Cookie: cookie } : {}) },
      });
      expect(res.status).toBe(304);
    }
    expect(queries).toBe(0);
  });

  it('answers 404 for an unknown ticker', async () => {
    const res = await new Client(app).get('/ajax/liveticker/ticker-id/999999999');
    expect(res.status).toBe(404);
  });

  it('renders the match page with ticker, tabs and quick view hosts', async () => {
    const [gameId] = await liveGames();
    const page = await (await new Client(app).get(`/spiel/${gameId}`)).text();
    expect(page).toContain(
      `data-widget="live-ticker" data-ticker-url="/ajax/liveticker" data-ticker-id="${gameId}1" data-game-id="${gameId}"`,
    );
    expect(page).toContain('data-widget="tabs"');
    expect(page).toContain(`data-ticker-game="${gameId}"`);
    expect(page).toContain(
      `data-widget="match-quickview" data-url="/ajax/spiel/${gameId}/ereignisse.json"`,
    );
    const course = await new Client(app).get(
      `/ajax/spiel/${gameId}/spielverlauf/ticker-id/${gameId}2`,
    );
    expect(course.status).toBe(200);
    expect(await course.text()).toContain('Fanticker');
    const events = await new Client(app).get(`/ajax/spiel/${gameId}/ereignisse.json`);
    expect(((await events.json()) as { duration: number }).duration).toBe(90);
  });

  it('shows a league cross table and a cup tournament tree whose sublevel loads', async () => {
    const league = await db.query<{ slug: string }>(
      `SELECT co.slug FROM competitions co WHERE co.format = 'league' AND EXISTS (SELECT 1 FROM matches m WHERE m.competition_id = co.id AND m.home_goals IS NOT NULL) LIMIT 1`,
    );
    const leaguePage = await (await new Client(app).get(`/wettbewerb/${league[0]?.slug}`)).text();
    expect(leaguePage).toContain('data-widget="cross-table"');
    const cup = await db.query<{ slug: string }>(
      `SELECT slug FROM competitions WHERE format = 'cup' LIMIT 1`,
    );
    const slug = cup[0]?.slug;
    expect(slug).toBeTruthy();
    const cupPage = await (await new Client(app).get(`/wettbewerb/${slug}`)).text();
    expect(cupPage).toContain('data-widget="tournament-tree"');
    const resource = /\/ajax\/turnier\/[a-z0-9-]+\/runde\/\d+\/action\/OPEN/.exec(cupPage)?.[0];
    // Each round names the day it is played, as a league's matchdays do.
    expect(cupPage).toMatch(/"label":"[^"]+ · \w+\., \d\d\.\d\d\.\d{4}"/);
    const sub = await new Client(app).get(resource ?? '');
    expect(sub.status).toBe(200);
    // The league's match rows (date and time, crests, the score linking to the match), not a
    // list of "home – guest" links of its own.
    const round = await sub.text();
    expect(round).toContain('<table class="matches">');
    expect(round).not.toContain('cup-round');
    const row = (/<tbody>\s*<tr>([\s\S]*?)<\/tr>/.exec(round)?.[1] ?? '').replace(/\s+/g, ' ');
    expect(row).toMatch(/<time datetime="[^"]+" ?>\w+\., \d\d\.\d\d\.\d{4}, \d\d:\d\d<\/time ?>/);
    expect(row).toMatch(
      /<td class="matches__home"><span class="team-cell"><img class="team-crest"/,
    );
    expect(row).toMatch(/<td class="num matches__score"><a class="score[^"]*" href="\/spiel\/\d+"/);
    const close = await new Client(app).get((resource ?? '').replace('OPEN', 'CLOSE'));
    expect(close.status).toBe(200);
  });

  it('lets only admins kick the games off again', async () => {
    const guest = new Client(app);
    await guest.get('/');
    const res = await guest.postForm('/admin/simulator', {});
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toContain('/login');
    const admin = new Client(app);
    await admin.get('/login');
    await admin.login('admin');
    const kicked = await admin.postForm('/admin/simulator', {});
    expect(kicked.headers.get('Location')).toBe('/spiele/live');
  });
});

interface Named {
  tickers: { id: number; name: string }[];
}

describe('the match centre tells one story (issue 26)', () => {
  it('the match-course tab lists what the ticker of the same moment lists', async () => {
    const [gameId] = await liveGames();
    now += 90_000; // well into the match
    const ticker = (await (
      await app.request(`/ajax/liveticker/ticker-id/${gameId}1`)
    ).json()) as Ticker;
    const course = await (
      await app.request(`/ajax/spiel/${gameId}/spielverlauf/ticker-id/${gameId}1`)
    ).text();
    const entries = [...course.matchAll(/match-course__entry--(event|start|end)/g)].map(
      (m) => m[1],
    );
    // Every ticker event is one entry (section ends included), plus one start per section.
    const starts = new Set(ticker.events.map((e) => e.section_type_id)).size;
    expect(entries.filter((k) => k !== 'start')).toHaveLength(ticker.events.length);
    expect(entries.filter((k) => k === 'start').length).toBeGreaterThanOrEqual(starts);
    expect(course).toContain('Anpfiff');
    expect(course).not.toContain('<ol');
    expect(course).not.toMatch(/Abschnitt beendet|Noch keine/);
  });

  it('match lists show a live game’s score and state and link to the match', async () => {
    const [gameId = 0] = await liveGames();
    const row = await db.query<{ slug: string }>(
      `SELECT co.slug FROM matches m JOIN competitions co ON co.id = m.competition_id WHERE m.id = $1`,
      [gameId],
    );
    const page = await (await new Client(app).get(`/wettbewerb/${row[0]?.slug}`)).text();
    const cell = new RegExp(`<a class="score score--live" href="/spiel/${gameId}"[^>]*>([^<]*)<`);
    expect(page).toMatch(cell);
    expect(cell.exec(page)?.[1]).toMatch(/^\d+:\d+/);
  });
});

describe('the live list (issue 26)', () => {
  it('shows each game as a scoreboard: crests, the goals big, extra time and shoot-out apart', async () => {
    const before = now;
    now += 3 * 60 * 60_000; // every game over, the cup games after extra time and penalties
    try {
      const page = await (await new Client(app).get('/spiele/live')).text();
      const cards = [...page.matchAll(/<li class="live-game[^"]*">([\s\S]*?)<\/li>/g)].map(
        (m) => m[1] ?? '',
      );
      expect(cards.length).toBeGreaterThanOrEqual(3);
      for (const card of cards) {
        expect(card.match(/src="\/bilder\/wappen\/[a-z0-9-]+\.svg"/g)).toHaveLength(2);
        expect(card).toMatch(/<strong class="live-game__score">\d+:\d+</);
        expect(card).toMatch(/class="live-game__state">[\s\S]*Endstand/);
      }
      const afterExtra = cards.find((c) => c.includes('n. V.'));
      expect(afterExtra).toBeDefined();
      expect(afterExtra).toMatch(/live-game__score">\d+:\d+<span class="visually-hidden"> n\. V\./);
    } finally {
      now = before;
    }
  });
});

describe('match labels in the reader language (issue 18, item 5)', () => {
  it('ticker names and the match-course fragment follow the language cookie', async () => {
    const [gameId] = await liveGames();
    const tickerUrl = `/ajax/liveticker/ticker-id/${gameId}1`;
    const german = (await (await app.request(tickerUrl)).json()) as Named;
    expect(german.tickers.map((t) => t.name)).toEqual(['Vereinsticker', 'Fanticker']);
    const cookie = { Cookie: `${COOKIE.lang}=en` };
    const english = (await (await app.request(tickerUrl, { headers: cookie })).json()) as Named;
    expect(english.tickers.map((t) => t.name)).toEqual(['Club ticker', 'Fan ticker']);
    const fragment = await (
      await app.request(`/ajax/spiel/${gameId}/spielverlauf/ticker-id/${gameId}1`, {
        headers: cookie,
      })
    ).text();
    expect(fragment).toContain('Club ticker');
    expect(fragment).not.toMatch(/Vereinsticker|Tor –|Noch keine/);
    // English minutes read 4' and 45+2' (the apostrophe escaped), not the German "4.".
    const minutes = [...fragment.matchAll(/match-course__minute">([^<]*)</g)].map((m) => m[1]);
    expect(minutes.filter(Boolean).length).toBeGreaterThan(0);
    for (const minute of minutes.filter(Boolean)) expect(minute).toMatch(/^\d+(\+\d+)?&#39;$/);
    // The kick-off line is a start line without a minute ("1. Kick-off" read oddly).
    expect(fragment).toMatch(
      /match-course__minute"><\/span>\s*<span class="match-course__what"><strong>Kick-off</,
    );
  });

  it('the course names a section start as the ticker widget does (its language file)', async () => {
    const [gameId] = await liveGames();
    now += 120_000; // into the second half
    const course = await (
      await app.request(`/ajax/spiel/${gameId}/spielverlauf/ticker-id/${gameId}1`)
    ).text();
    expect(course).toContain('<strong>Anpfiff zur 2. Halbzeit</strong>');
    expect(course).not.toContain('Beginn der 2. Halbzeit');
  });
});

describe('test mode: a client on its own sim second (issue 30)', () => {
  let testing: ReturnType<typeof createApp>;
  beforeAll(() => {
    const before = process.env[SIMULATOR_TESTING_ENV];
    process.env[SIMULATOR_TESTING_ENV] = '1';
    try {
      testing = createApp({
        db,
        distDir: '/nonexistent-dist',
        seedSize: 'tiny',
        now: () => new Date(now),
      });
    } finally {
      if (before === undefined) delete process.env[SIMULATOR_TESTING_ENV];
      else process.env[SIMULATOR_TESTING_ENV] = before;
    }
  });

  it('groups the live list: being played first, then coming up, then finished', async () => {
    const at = (second: number) => {
      const client = new Client(testing);
      client.jar.set(SIM_SECOND_COOKIE, String(second));
      return client.get('/spiele/live').then((res) => res.text());
    };
    const headings = (page: string) =>
      [...page.matchAll(/<h2 id="live-[a-z]+">([^<]+)<\/h2>/g)].map((m) => m[1]);
    // Ten minutes in: every game is being played, none has ended.
    const running = await at(600);
    expect(headings(running)).toEqual(['Läuft gerade']);
    expect(running).not.toContain('Gerade läuft kein Spiel.');
    // Long after the last whistle: nothing is live, and the page says so above the results.
    const over = await at(100_000);
    expect(headings(over)).toEqual(['Beendet']);
    expect(over.indexOf('Gerade läuft kein Spiel.')).toBeLessThan(over.indexOf('id="live-ended"'));
  });

  it("the match page's course panel is the one the tab reloads it with, at any second", async () => {
    const live = await (await new Client(testing).get('/spiele/live')).text();
    const gameId = /href="\/spiel\/(\d+)"/.exec(live)?.[1];
    // Seconds all through the game, not on the ticker's 2-second windows: an event between a
    // window's start and the page's moment was in the page and not in the first reload.
    for (let second = 0; second <= 6000; second += 37) {
      const held = new Client(testing);
      held.jar.set(SIM_SECOND_COOKIE, String(second));
      const page = await (await held.get(`/spiel/${gameId}`)).text();
      const panel = await (
        await held.get(`/ajax/spiel/${gameId}/spielverlauf/ticker-id/${gameId}1`)
      ).text();
      expect(page.includes(panel), `sim second ${String(second)}`).toBe(true);
    }
  });

  it('sees the games stand at the second its cookie names while the shared clock runs on', async () => {
    const shared = new Client(testing);
    now += 30_000; // 10 match minutes into the games
    const { simSecond } = (await (await shared.get('/testing/simulator')).json()) as {
      simSecond: number;
    };
    expect(simSecond).toBe(600);
    const page = await (await shared.get('/spiele/live')).text();
    const gameId = /href="\/spiel\/(\d+)"/.exec(page)?.[1];
    const ticker = `/ajax/liveticker/ticker-id/${gameId}1`;
    const held = new Client(testing);
    held.jar.set(SIM_SECOND_COOKIE, String(simSecond));
    // The match page as this client sees it (each answer has a CSP nonce of its own).
    const matchPage = async () =>
      (await (await held.get(`/spiel/${gameId}`)).text()).replace(/nonce="[^"]*"/g, '');
    const before = (await (await held.get(ticker)).json()) as Ticker;
    const pageBefore = await matchPage();
    expect(before.timeplayed).toBe(600);

    now += 30_000; // the shared clock: 10 match minutes on
    const after = (await (await held.get(ticker)).json()) as Ticker;
    expect(after.timeplayed).toBe(600);
    expect(after.events).toEqual(before.events);
    expect(await matchPage()).toBe(pageBefore);
    // Everyone else, and the same client without the cookie, sees the games run on.
    expect(((await (await shared.get(ticker)).json()) as Ticker).timeplayed).toBe(1200);
    expect(
      (
        (await (await new Client(testing).get('/testing/simulator')).json()) as {
          simSecond: number;
        }
      ).simSecond,
    ).toBe(1200);
  });

  it('is test mode only: without it the cookie changes nothing and there is no endpoint', async () => {
    const visitor = new Client(app);
    visitor.jar.set(SIM_SECOND_COOKIE, '0');
    const [gameId] = await liveGames();
    const ticker = (await (
      await visitor.get(`/ajax/liveticker/ticker-id/${gameId}1`)
    ).json()) as Ticker;
    expect(ticker.timeplayed).toBeGreaterThan(0);
    expect((await visitor.get('/testing/simulator')).status).toBe(404);
  });
});
