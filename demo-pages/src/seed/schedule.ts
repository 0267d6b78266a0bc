/**
 * Fixture plans: double round robin (circle method) for leagues, single round robin for
 * tournaments, and knock-out round names for cups.
 */
export interface Pairing {
  round: number;
  home: number;
  guest: number;
}

/** Single round robin of team indexes 0..n-1; with an odd n one team rests each round. */
export function roundRobin(n: number): Pairing[] {
  const ids = Array.from({ length: n % 2 === 0 ? n : n + 1 }, (_, i) => i);
  const size = ids.length;
  const rest = size - 1; // index n means "rests" when n is odd
  const pairings: Pairing[] = [];
  for (let round = 0; round < size - 1; round++) {
    for (let i = 0; i < size / 2; i++) {
      const a = ids[i] as number;
      const b = ids[size - 1 - i] as number;
      if (n % 2 === 1 && (a === rest || b === rest)) continue;
      // Alternate home rights so nobody plays at home every week.
      const swap = (round + i) % 2 === 1;
      pairings.push({ round: round + 1, home: swap ? b : a, guest: swap ? a : b });
    }
    // Rotate all but the first entry.
    const moved = ids.splice(1, 1)[0] as number;
    ids.push(moved);
  }
  return pairings;
}

/** Double round robin: the second half mirrors the first with home and guest swapped. */
export function doubleRoundRobin(n: number): Pairing[] {
  const first = roundRobin(n);
  const rounds = first.reduce((max, p) => Math.max(max, p.round), 0);
  return [
    ...first,
    ...first.map((p) => ({ round: p.round + rounds, home: p.guest, guest: p.home })),
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
