import { describe, expect, it } from 'vitest';
import { computeStandings, signedDifference, type ResultLike } from './standings.ts';

const team = (id: number) => ({
  id,
  name: `Team ${String.fromCharCode(64 + id)}`,
  slug: `team-${id}`,
});

function match(home: number, guest: number, hg: number | null, gg: number | null): ResultLike {
  const h = team(home);
  const g = team(guest);
  return {
    homeTeamId: h.id,
    homeName: h.name,
    homeClubSlug: h.slug,
    guestTeamId: g.id,
    guestName: g.name,
    guestClubSlug: g.slug,
    homeGoals: hg,
    guestGoals: gg,
  };
}

describe('league table', () => {
  it('awards 3/1/0 points and sorts by points, goal difference, goals', () => {
    const rows = computeStandings([
      match(1, 2, 2, 0),
      match(3, 1, 1, 1),
      match(2, 3, 3, 3),
      match(3, 2, null, null),
    ]);
    expect(rows.map((r) => [r.name, r.played, r.points, r.goalDifference])).toEqual([
      ['Team A', 2, 4, 2],
      ['Team C', 2, 2, 0],
      ['Team B', 2, 1, -2],
    ]);
    expect(rows[0]).toMatchObject({
      rank: 1,
      won: 1,
      drawn: 1,
      lost: 0,
      goalsFor: 3,
      goalsAgainst: 1,
    });
  });

  it('lists teams without played matches and shares ranks on full ties', () => {
    const rows = computeStandings([match(1, 2, 1, 1), match(3, 4, null, null)]);
    expect(rows.map((r) => r.rank)).toEqual([1, 1, 3, 3]);
    expect(rows.find((r) => r.teamId === 3)?.played).toBe(0);
  });
});

describe('signedDifference', () => {
  it('prints a plus, a zero and a minus sign (not a hyphen)', () => {
    expect([6, 0, -6].map(signedDifference)).toEqual(['+6', '0', '\u22126']);
  });
});
