import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/types.ts';
import { openPglite } from '../db/pglite.ts';
import { seedDatabase } from '../db/setup.ts';
import { createApp } from '../app.ts';
import { Client, TEST_ANCHOR, TEST_SEED } from '../testing/harness.ts';
import { SIMULATOR_TESTING_ENV } from './simulatorTesting.ts';

// The app's clock stands still: only the step endpoint moves the games on.
const NOW = new Date('2026-03-14T11:00:00Z');
let db: Db;

beforeAll(async () => {
  db = await openPglite();
  await seedDatabase(db, { seed: TEST_SEED, anchor: TEST_ANCHOR, size: 'tiny', now: () => NOW });
}, 120_000);
afterAll(async () => {
  await db?.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const app = () => createApp({ db, distDir: '/nonexistent-dist', seedSize: 'tiny', now: () => NOW });

async function firstGame(client: Client): Promise<number> {
  const page = await (await client.get('/spiele/live')).text();
  return Number(/href="\/spiel\/(\d+)"/.exec(page)?.[1]);
}

describe('the simulator step endpoint (browser tests only)', () => {
  it('moves the games on at once: the early goal shows, Last-Modified moves forward', async () => {
    vi.stubEnv(SIMULATOR_TESTING_ENV, '1');
    const client = new Client(app());
    const ticker = `/ajax/liveticker/ticker-id/${await firstGame(client)}1`;
    const before = await client.get(ticker);
    expect(((await before.json()) as { score: string }).score).toBe('0:0');
    const since = before.headers.get('Last-Modified') ?? '';

    const stepped = await client.postForm('/testing/simulator/step', { sekunden: '300' });
    expect(stepped.status).toBe(204);
    // Same 2-second cache window as before the step: the cached answer was dropped.
    const after = await client.request(ticker, { headers: { 'If-Modified-Since': since } });
    expect(after.status).toBe(200);
    const body = (await after.json()) as { score: string; timeplayed: number };
    expect(body.score).toBe('1:0'); // the early goal in minute 4
    expect(body.timeplayed).toBe(300);
  });

  it('refuses a step that is no whole number of seconds', async () => {
    vi.stubEnv(SIMULATOR_TESTING_ENV, '1');
    const client = new Client(app());
    await client.get('/');
    expect((await client.postForm('/testing/simulator/step', { sekunden: '-5' })).status).toBe(400);
    expect((await client.postForm('/testing/simulator/step', {})).status).toBe(400);
  });

  it('does not exist without the switch, nor in production with it', async () => {
    const off = new Client(app());
    await off.get('/');
    expect((await off.postForm('/testing/simulator/step', { sekunden: '60' })).status).toBe(404);
    vi.stubEnv(SIMULATOR_TESTING_ENV, '1');
    vi.stubEnv('NODE_ENV', 'production');
    const production = new Client(app());
    await production.get('/');
    expect((await production.postForm('/testing/simulator/step', { sekunden: '60' })).status).toBe(
      404,
    );
  });
});
