import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded.ts';
import {
  ACCOUNT_CAPTCHA,
  CLIENT_FREE,
  CLIENT_MAX_DELAY_MS,
  GLOBAL_CAPTCHA,
  LOGIN_WINDOW_MS,
  LoginLimits,
} from './loginLimits.ts';

function setup() {
  const clock = { t: Date.parse('2026-03-14T11:00:00Z') };
  return { clock, limits: new LoginLimits(() => clock.t) };
}

describe('login limits (injected clock)', () => {
  it('asks for a captcha, never locks, after failures for one account from many clients', async () => {
    const { limits } = setup();
    for (let i = 0; i < ACCOUNT_CAPTCHA - 1; i++) await limits.fail('admin', `10.0.0.${i}`);
    expect(await limits.gate('admin', '10.9.9.9')).toEqual({ kind: 'open' });
    await limits.fail('admin', '10.0.0.99');
    expect(await limits.gate('admin', '10.9.9.9')).toEqual({ kind: 'captcha' });
    for (let i = 0; i < 1000; i++) await limits.fail('admin', `10.1.${i % 250}.${i % 7}`);
    // However many failures: still a captcha, never a lock.
    expect(await limits.gate('admin', '10.9.9.9')).toEqual({ kind: 'captcha' });
    expect((await limits.gate('max', '10.9.9.9')).kind).not.toBe('wait');
    await limits.succeed('admin');
  });

  it('slows a failing client down exponentially, up to a cap, and forgets after the window', async () => {
    const { clock, limits } = setup();
    for (let i = 0; i < CLIENT_FREE; i++) await limits.fail(`user-${i}`, '192.0.2.1');
    expect(await limits.gate('other', '192.0.2.1')).toEqual({ kind: 'wait', retryAfterSeconds: 1 });
    expect(await limits.gate('other', '192.0.2.2')).toEqual({ kind: 'open' });
    clock.t += 1000;
    expect(await limits.gate('other', '192.0.2.1')).toEqual({ kind: 'captcha' });
    await limits.fail('other', '192.0.2.1');
    expect(await limits.gate('other', '192.0.2.1')).toEqual({ kind: 'wait', retryAfterSeconds: 2 });
    for (let i = 0; i < 20; i++) await limits.fail('other', '192.0.2.1');
    expect(await limits.gate('x', '192.0.2.1')).toEqual({
      kind: 'wait',
      retryAfterSeconds: CLIENT_MAX_DELAY_MS / 1000,
    });
    clock.t += LOGIN_WINDOW_MS + 1;
    expect(await limits.gate('x', '192.0.2.1')).toEqual({ kind: 'open' });
  });

  it('spraying one password over many accounts and addresses brings captchas for everybody', async () => {
    const { clock, limits } = setup();
    for (let i = 0; i < GLOBAL_CAPTCHA; i++)
      await limits.fail(`konto-${i}`, `198.51.100.${i % 200}`);
    expect(await limits.gate('max', '203.0.113.1')).toEqual({ kind: 'captcha' });
    clock.t += LOGIN_WINDOW_MS + 1;
    expect(await limits.gate('max', '203.0.113.1')).toEqual({ kind: 'open' });
  });

  it('keeps memory bounded whatever names and addresses arrive', async () => {
    const { limits } = setup();
    for (let i = 0; i < 20_000; i++) await limits.fail(`name-${i}`, `ip-${i}`);
    const sizes = limits as unknown as Record<string, { events: BoundedMap<string, number[]> }>;
    expect(sizes.accounts!.events.size).toBeLessThanOrEqual(10_000);
    expect(sizes.clients!.events.size).toBeLessThanOrEqual(10_000);
  });
});

describe('BoundedMap', () => {
  it('drops the oldest write when full and expired entries on read', async () => {
    let t = 0;
    const map = new BoundedMap<string, number>(2, () => t);
    map.set('a', 1, 100);
    map.set('b', 2, 100);
    map.set('c', 3, 100);
    expect(map.has('a')).toBe(false);
    expect(map.get('c')).toBe(3);
    t = 100;
    expect(map.get('b')).toBe(undefined);
  });
});
