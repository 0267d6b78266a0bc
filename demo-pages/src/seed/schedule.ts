/**
 * Fixture plans: double round robin (circle method) for leagues, single round robin for
 * tournaments, and knock-out round names for cups.
 */
export interface Pairing {
  round: number;
  home: number;
  guest: number;
}

/**
 * Single round robin of team indexes 0..n-1; with an odd n one team rests each round. Round r
 * pairs r with the extra index and r+k with r-k (mod size-1); home rights alternate with k and,
 * for the extra index, with r, so every team alternates home and away with at most one break.
 */
export function roundRobin(n: number): Pairing[] {
  const size = n % 2 === 0 ? n : n + 1;
  const cycle = size - 1; // the extra index size-1 "rests" when n is odd
  const pairings: Pairing[] = [];
  const add = (round: number, home: number, guest: number) => {
    if (home < n && guest < n) pairings.push({ round: round + 1, home, guest });
  };
  for (let round = 0; round < cycle; round++) {
    if (round % 2 === 0) add(round, cycle, round);
    else add(round, round, cycle);
    for (let k = 1; k < size / 2; k++) {
      const up = (round + k) % cycle;
      const down = (round - k + cycle) % cycle;
      if (k % 2 === 1) add(round, up, down);
      else add(round, down, up);
    }
  }
  return pairings;
}

/**
 * Double round robin: the second half mirrors the first with home and guest swapped, starting
 * with the first half's second round and ending with its first. In the same order, the teams
 * with a break in round 1 or 2 would play three times in a row at home (or away) over the turn.
 */
export function doubleRoundRobin(n: number): Pairing[] {
  const first = roundRobin(n);
  const rounds = first.reduce((max, p) => Math.max(max, p.round), 0);
  return [
    ...first,
    ...first.map((p) => ({
      round: rounds + ((p.round - 2 + rounds) % rounds) + 1,
      home: p.guest,
      guest: p.home,
    })),
  ];
}

/** German names of knock-out rounds from the first to the final: 16 teams give Achtelfinale … Finale. */
export function cupRoundNames(teams: number): string[] {
  const names: string[] = [];
  let remaining = teams;
  let round = 1;
  while (remaining >= 2) {
    names.push(
      remaining === 2
        ? 'Finale'
        : remaining === 4
          ? 'Halbfinale'
          : remaining === 8
            ? 'Viertelfinale'
            : remaining === 16
              ? 'Achtelfinale'
              : `${round}. Runde`,
    );
    remaining /= 2;
    round++;
  }
  return names;
}
