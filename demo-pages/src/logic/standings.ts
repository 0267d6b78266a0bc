/**
 * League table from played matches: 3 points for a win, 1 for a draw; ties broken by goal
 * difference, then goals scored, then name (the usual German amateur rules, simplified).
 */
export interface ResultLike {
  homeTeamId: number;
  homeName: string;
  homeClubSlug: string;
  guestTeamId: number;
  guestName: string;
  guestClubSlug: string;
  homeGoals: number | null;
  guestGoals: number | null;
}

export interface StandingRow {
  rank: number;
  teamId: number;
  name: string;
  clubSlug: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
}

export function computeStandings(matches: readonly ResultLike[]): StandingRow[] {
  const rows = new Map<number, StandingRow>();
  const row = (teamId: number, name: string, clubSlug: string) => {
    let r = rows.get(teamId);
    if (!r) {
      r = {
        rank: 0,
        teamId,
        name,
        clubSlug,
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        goalsFor: 0,
        goalsAgainst: 0,
        goalDifference: 0,
        points: 0,
      };
      rows.set(teamId, r);
    }
    return r;
  };
  for (const m of matches) {
    const home = row(m.homeTeamId, m.homeName, m.homeClubSlug);
    const guest = row(m.guestTeamId, m.guestName, m.guestClubSlug);
    if (m.homeGoals === null || m.guestGoals === null) continue;
    home.played++;
    guest.played++;
    home.goalsFor += m.homeGoals;
    home.goalsAgainst += m.guestGoals;
    guest.goalsFor += m.guestGoals;
    guest.goalsAgainst += m.homeGoals;
    if (m.homeGoals > m.guestGoals) {
      home.won++;
      guest.lost++;
      home.points += 3;
    } else if (m.homeGoals < m.guestGoals) {
      guest.won++;
      home.lost++;
      guest.points += 3;
    } else {
      home.drawn++;
      guest.drawn++;
      home.points++;
      guest.points++;
    }
  }
  const sorted = [...rows.values()]
    .map((r) => ({ ...r, goalDifference: r.goalsFor - r.goalsAgainst }))
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.goalDifference - a.goalDifference ||
        b.goalsFor - a.goalsFor ||
        a.name.localeCompare(b.name, 'de'),
    );
  // Equal points, difference and goals share a rank.
  sorted.forEach((r, i) => {
    const prev = sorted[i - 1];
    r.rank =
      prev &&
      prev.points === r.points &&
      prev.goalDifference === r.goalDifference &&
      prev.goalsFor === r.goalsFor
        ? prev.rank
        : i + 1;
  });
  return sorted;
}

/**
 * A goal difference as tables print it: +6, 0, and −6 with the minus sign (U+2212), which lines
 * up with the plus and is read "minus", not the hyphen.
 */
export function signedDifference(difference: number): string {
  if (difference > 0) return `+${difference}`;
  if (difference < 0) return `\u2212${-difference}`;
  return '0';
}
