/** Star rules (spec §9 Ratings). */

export const STARS = [1, 2, 3, 4, 5] as const;

/** Photo stars 1 to 5 are lit when votes.average exceeds 0, 1, 2, 3 and 4 respectively. */
export function photoStarLit(star: number, average: number): boolean {
  return average > star - 1;
}

/** Media star n is filled when 100 × n ≤ rating points. */
export function mediaStarFilled(star: number, points: number): boolean {
  return 100 * star <= points;
}

/** The lit stars for display: the media rule when points are given, else the photo rule. */
export function litStars(average: number, points?: number): boolean[] {
  return STARS.map((n) =>
    points === undefined ? photoStarLit(n, average) : mediaStarFilled(n, points),
  );
}
