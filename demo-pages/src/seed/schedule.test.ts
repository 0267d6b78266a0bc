import { describe, expect, it } from 'vitest';
import { cupRoundNames, doubleRoundRobin, roundRobin } from './schedule.ts';

describe('fixture plans', () => {
  it.each([4, 7, 12, 14])(
    'round robin of %i teams: every pair once, nobody twice per round',
    (n) => {
      const plan = roundRobin(n);
      expect(plan).toHaveLength((n * (n - 1)) / 2);
      const pairs = new Set(plan.map((p) => [p.home, p.guest].sort((a, b) => a - b).join('-')));
      expect(pairs.size).toBe(plan.length);
      const rounds = new Map<number, number[]>();
      for (const p of plan) rounds.set(p.round, [...(rounds.get(p.round) ?? []), p.home, p.guest]);
      for (const teams of rounds.values()) expect(new Set(teams).size).toBe(teams.length);
      expect(rounds.size).toBe(n % 2 === 0 ? n - 1 : n);
    },
  );

  it('double round robin mirrors home rights in the second half', () => {
    const plan = doubleRoundRobin(6);
    expect(plan).toHaveLength(30);
    const directed = new Set(plan.map((p) => `${p.home}>${p.guest}`));
    expect(directed.size).toBe(30);
    expect(Math.max(...plan.map((p) => p.round))).toBe(10);
  });

  it.each([6, 14, 16])(
    'a league of %i teams alternates home and away: never three in a row, home games split evenly',
    (n) => {
      const plan = doubleRoundRobin(n);
      for (let team = 0; team < n; team++) {
        const venues = plan
          .filter((p) => p.home === team || p.guest === team)
          .sort((a, b) => a.round - b.round)
          .map((p) => (p.home === team ? 'H' : 'A'))
          .join('');
        expect(venues, `team ${team}: ${venues}`).not.toMatch(/HHH|AAA/);
        const firstHalf = venues.slice(0, n - 1);
        const homeGames = [...firstHalf].filter((v) => v === 'H').length;
        expect(Math.abs(homeGames - (n - 1) / 2), `team ${team}: ${firstHalf}`).toBeLessThanOrEqual(
          1,
        );
      }
    },
  );

  it('names knock-out rounds in German', () => {
    expect(cupRoundNames(16)).toEqual(['Achtelfinale', 'Viertelfinale', 'Halbfinale', 'Finale']);
    expect(cupRoundNames(32)).toEqual([
      '1. Runde',
      'Achtelfinale',
      'Viertelfinale',
      'Halbfinale',
      'Finale',
    ]);
  });
});
