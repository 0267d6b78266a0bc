import { describe, expect, it } from 'vitest';
import { clockFromEnv, parseInstant, pinnedClock } from './clock.ts';

describe('the clock (ANSTOSS_NOW)', () => {
  it('starts a pinned clock at the given instant and lets it run on', () => {
    let elapsed = 1000;
    const clock = pinnedClock(new Date('2026-03-14T11:00:00Z'), () => elapsed);
    expect(clock().toISOString()).toBe('2026-03-14T11:00:00.000Z');
    elapsed += 90_000;
    expect(clock().toISOString()).toBe('2026-03-14T11:01:30.000Z');
  });

  it('reads ISO instants with a zone', () => {
    expect(parseInstant('2026-03-14T12:00+01:00').toISOString()).toBe('2026-03-14T11:00:00.000Z');
    expect(parseInstant(' 2026-02-12T11:00:00.5Z ').toISOString()).toBe('2026-02-12T11:00:00.500Z');
  });

  it('refuses what it cannot read exactly, instead of starting on a wrong date', () => {
    for (const bad of [
      'morgen',
      '2026-03-14',
      '2026-03-14T11:00:00',
      '2026-02-30T11:00:00Z',
      '2026-13-01T00:00:00Z',
      '1773486000000',
    ])
      expect(() => parseInstant(bad), bad).toThrow(/ANSTOSS_NOW/);
  });

  it('uses the machine time when ANSTOSS_NOW is unset or empty', () => {
    expect(clockFromEnv({}).pinned).toBe(false);
    expect(clockFromEnv({ ANSTOSS_NOW: '' }).pinned).toBe(false);
    const pinned = clockFromEnv({ ANSTOSS_NOW: '2026-12-24T18:00:00Z' });
    expect(pinned.pinned).toBe(true);
    expect(Math.abs(pinned.now().getTime() - Date.parse('2026-12-24T18:00:00Z'))).toBeLessThan(
      5_000,
    );
    expect(() => clockFromEnv({ ANSTOSS_NOW: 'gestern' })).toThrow();
  });
});
