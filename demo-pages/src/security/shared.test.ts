import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/pglite.ts';
import type { Db } from '../db/types.ts';
import { solveCaptcha } from '../testing/harness.ts';
import { CAPTCHA_TTL_MS, Captchas } from './captcha.ts';
import { ACCOUNT_CAPTCHA, CLIENT_FREE, LOGIN_WINDOW_MS, LoginLimits } from './loginLimits.ts';
import {
  currentKickOff,
  dbOneTimeTokens,
  dbWindowCounts,
  KICKOFF_JOIN_WINDOW_MS,
  recordKickOff,
  sharedKickOff,
  siteSecret,
} from './shared.ts';

const SECRET = new Uint8Array(32).fill(3);
const folder = mkdtempSync(join(tmpdir(), 'anstoss-shared-'));
let db: Db;
// A folder of its own starts from the template of an empty database (fast), not from initdb.
beforeAll(async () => {
  db = await openPglite(join(folder, 'data'));
}, 120_000);
afterAll(async () => {
  await db?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('state shared by every instance on one database', () => {
  it('one site secret, made by the first instance, read by all', async () => {
    const first = await siteSecret(db);
    expect(first).toHaveLength(32);
    expect(Buffer.from(await siteSecret(db)).equals(Buffer.from(first))).toBe(true);
  });

  it('shared through the database: handed out by one instance, answered once on another', async () => {
    const clock = { t: Date.parse('2026-03-14T11:00:00Z') };
    const now = () => clock.t;
    const one = new Captchas(SECRET, now, dbOneTimeTokens(db));
    const two = new Captchas(SECRET, now, dbOneTimeTokens(db));
    const c = await one.create();
    const right = solveCaptcha(c.question);
    // Both instances try the same digest at once: exactly one succeeds.
    const answers = await Promise.all([two.check(right, c.digest), one.check(right, c.digest)]);
    expect(answers.sort()).toEqual([false, true]);
    const late = await two.create();
    clock.t += CAPTCHA_TTL_MS + 1;
    expect(await one.check(solveCaptcha(late.question), late.digest)).toBe(false);
  });

  it('two instances on one database count the same failures', async () => {
    const clock = { t: Date.parse('2026-03-14T11:00:00Z') };
    const now = () => clock.t;
    const shared = (scope: string, _keys: number, maxEvents: number) =>
      dbWindowCounts(db, scope, LOGIN_WINDOW_MS, now, maxEvents);
    const one = new LoginLimits(now, shared);
    const two = new LoginLimits(now, shared);
    for (let i = 0; i < ACCOUNT_CAPTCHA; i++)
      await (i % 2 ? one : two).fail('admin', `10.0.0.${i}`);
    expect(await one.gate('admin', '10.9.9.9')).toEqual({ kind: 'captcha' });
    expect(await two.gate('admin', '10.9.9.9')).toEqual({ kind: 'captcha' });
    await two.succeed('admin');
    expect(await one.gate('admin', '10.9.9.9')).toEqual({ kind: 'open' });
    clock.t += LOGIN_WINDOW_MS + 1;
    for (let i = 0; i < CLIENT_FREE; i++) await one.fail(`u${i}`, '192.0.2.1');
    expect(await two.gate('x', '192.0.2.1')).toEqual({ kind: 'wait', retryAfterSeconds: 1 });
  });

  it('the simulator kick-off: instances started together join it, one started later kicks off anew', async () => {
    const t = 1_800_000_000_000;
    expect(await sharedKickOff(db, t)).toBe(t);
    expect(await sharedKickOff(db, t + 5_000)).toBe(t);
    expect(await sharedKickOff(db, t + KICKOFF_JOIN_WINDOW_MS)).toBe(t);
    const later = t + KICKOFF_JOIN_WINDOW_MS + 1;
    expect(await sharedKickOff(db, later)).toBe(later);
    // The admin's "kick off again" on any instance is what every other one reads next.
    await recordKickOff(db, later + 90_000);
    expect(await currentKickOff(db)).toBe(later + 90_000);
    // A clock behind the recorded kick-off (an instance whose clock lags) does not join the future.
    expect(await sharedKickOff(db, t)).toBe(t);
  });
});
