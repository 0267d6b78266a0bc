/** Star rules (spec §9 Ratings) as pure functions. */

export const MAX_STARS = 5;

const clamp = (n: number, max: number) => Math.max(0, Math.min(max, n));

/** Media stars: star n is lit when 100 · n ≤ rating points (bw), so 350 points light 3 stars. */
export function starsFromPoints(points: number, max = MAX_STARS): number {
  return Number.isFinite(points) ? clamp(Math.floor(points / 100), max) : 0;
}

/** Photo stars: star n is lit when votes.average exceeds n − 1, so 2.5 lights 3 stars. */
export function starsFromAverage(average: number, max = MAX_STARS): number {
  return Number.isFinite(average) ? clamp(Math.ceil(average), max) : 0;
}

/** Which of `max` stars are lit when `count` are. */
export function litStars(count: number, max = MAX_STARS): boolean[] {
  return Array.from({ length: max }, (_, i) => i < count);
}
