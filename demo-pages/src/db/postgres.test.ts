/**
 * The DATABASE_URL path on a real PostgreSQL server: seeding through `pg`, the queries of pages
 * and endpoints, sessions, posting, reset. scripts/test-all.sh runs this file through
 * scripts/ensure-postgres.sh, which starts a throwaway server and sets DATABASE_URL; elsewhere
 * it is skipped (it drops tables, so it never runs against a database it was not given).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { generateDataset } from '../seed/generate.ts';
import { LONG_THREAD_SLUG } from '../seed/fixedNews.ts';
import { Client, TEST_ANCHOR, TEST_NOW, TEST_SEED } from '../testing/harness.ts';
import { openDatabase } from './open.ts';
import { isSeeded, resetDatabase } from './setup.ts';
import type { Db } from './types.ts';

const url = process.env.DATABASE_URL ?? '';
const throwaway = process.env.ANSTOSS_THROWAWAY_DATABASE === '1';
const OPTIONS = {
  seed: TEST_SEED,
  anchor: TEST_ANCHOR,
  size: 'tiny',
  now: () => TEST_NOW,
} as const;

describe.runIf(throwaway)('the reference CMS on a PostgreSQL server (DATABASE_URL)', () => {
  let db: Db;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    expect(url, 'DATABASE_URL').toMatch(/^postgres(ql)?:\/\//);
    db = await openDatabase({ databaseUrl: url, dataDir: '' });
    await resetDatabase(db, OPTIONS);
    app = createApp({ db, distDir: '/nonexistent-dist', seedSize: 'tiny', now: () => TEST_NOW });
  }, 180_000);
  afterAll(async () => {
    await db?.close();
  });

  it('is a real server reached over TCP, not the embedded PGlite', async () => {
    expect(db.kind).toBe('pg');
    const [row] = await db.query<{ addr: string | null; version: string }>(
      `SELECT host(inet_server_addr()) AS addr, current_setting('server_version') AS version`,
    );
    expect(row?.addr).toBe('127.0.0.1');
    expect(Number.parseInt(row?.version ?? '', 10)).toBeGreaterThanOrEqual(13);
  });

  it('holds every generated row after seeding through multi-row INSERTs', async () => {
    const d = generateDataset(OPTIONS);
    const count = async (table: string) =>
      (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;
    expect(await count('clubs')).toBe(d.clubs.length);
    expect(await count('teams')).toBe(d.teams.length);
    expect(await count('players')).toBe(d.players.length);
    expect(await count('matches')).toBe(d.matches.length);
    expect(await count('news')).toBe(d.news.length);
    expect(await isSeeded(db)).toBe(true);
  });

  it('serves pages, prefix search and the comment thread from it', async () => {
    const client = new Client(app);
    expect((await client.get('/')).status).toBe(200);
    const [club] = await db.query<{ name: string; slug: string }>(
      `SELECT name, slug FROM clubs ORDER BY id LIMIT 1`,
    );
    const search = await client.get(`/vereine?q=${encodeURIComponent(club!.name.slice(0, 5))}`);
    expect(await search.text()).toContain(`/verein/${club!.slug}`);
    const article = await client.get(`/news/${LONG_THREAD_SLUG}`);
    expect(article.status).toBe(200);
    const newsId = /\/ajax\/comments\/(\d+)/.exec(await article.text())?.[1];
    const thread = (await (await client.get(`/ajax/comments/${newsId}`)).json()) as {
      total: number;
    };
    expect(thread.total).toBeGreaterThan(300);
  });

  it('keeps a session and stores a posted comment at the app clock', async () => {
    const max = new Client(app);
    const login = await max.login('max');
    expect(login.status).toBe(303);
    const [news] = await db.query<{ id: number }>(`SELECT id FROM news WHERE slug = $1`, [
      LONG_THREAD_SLUG,
    ]);
    const res = await max.request(`/ajax/comments/${news!.id}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-CSRF-Token': max.cookie('FBDE_CSRF') ?? '',
        Accept: 'application/json',
      },
      body: new URLSearchParams({ message: 'Gepostet über PostgreSQL' }).toString(),
    });
    expect(res.status).toBe(200);
    const [stored] = await db.query<{ at: Date }>(
      `SELECT created_at AS at FROM comments WHERE body = 'Gepostet über PostgreSQL'`,
    );
    expect(stored?.at.toISOString()).toBe(TEST_NOW.toISOString());
  });

  it("a second instance started moments later joins the first one's kick-off: one minute on both", async () => {
    const page = await (await new Client(app).get('/spiele/live')).text();
    const gameId = /href="\/spiel\/(\d+)"/.exec(page)?.[1];
    expect(gameId).toBeDefined();
    // Started 20 s after the first (whose kick-off is recorded), asked at the first one's time.
    let clock = TEST_NOW.getTime() + 20_000;
    const second = createApp({
      db,
      distDir: '/nonexistent-dist',
      seedSize: 'tiny',
      now: () => new Date(clock),
    });
    clock = TEST_NOW.getTime();
    const path = `/ajax/liveticker/ticker-id/${gameId}1`;
    const fromFirst = await (await new Client(app).get(path)).text();
    const fromSecond = await (await new Client(second).get(path)).text();
    expect(fromSecond).toBe(fromFirst);
  });

  it('resets: drops our tables and seeds again', async () => {
    await db.query(`INSERT INTO settings (key, value) VALUES ('probe', 'x')`);
    await resetDatabase(db, OPTIONS);
    expect(await db.query(`SELECT 1 FROM settings WHERE key = 'probe'`)).toEqual([]);
  }, 180_000);
});
