/**
 * Achievement rules (spec §3 Profile, §4 Profile, §5 Profile and reports): badges cycled with
 * previous/next, and what ending an edit means.
 */

/** Spec §3: an achievement badge. */
export interface Achievement {
  badgeid: string | null;
  headline: string;
  position: number;
  flavor: string;
  imageUrl: string;
}

export interface Badge {
  badgeid: string;
  flavor: string;
  /** File name inside the badges folder (or a full path). */
  image: string;
}

/** Spec §4: previous/next cycle through the badge list (-1: no badge yet). */
export function cycleBadge(current: number, length: number, direction: 1 | -1): number {
  if (length <= 0) return -1;
  if (current < 0) return direction === 1 ? 0 : length - 1;
  return (current + direction + length) % length;
}

export type EditOutcome = 'ready' | 'reset' | 'isrequired';

/**
 * Spec §4: ending an edit with a badge and a non-empty headline sets it ready; with no badge
 * and an empty headline resets it; otherwise it is marked 'isrequired'.
 */
export function endEdit(badgeid: string | null, headline: string): EditOutcome {
  const hasHeadline = headline.trim() !== '';
  if (badgeid && hasHeadline) return 'ready';
  if (!badgeid && !hasHeadline) return 'reset';
  return 'isrequired';
}

/** Spec §5: a headline is required when a badge is chosen (and a badge when a headline is). */
export function missingField(
  badgeid: string | null,
  headline: string,
): 'headline' | 'badge' | null {
  if (badgeid && headline.trim() === '') return 'headline';
  if (!badgeid && headline.trim() !== '') return 'badge';
  return null;
}

/** The image URL of a badge: the configured folder plus its file (absolute paths unchanged). */
export function badgeImage(folder: string, image: string): string {
  if (/^(\/|https?:)/.test(image)) return image;
  return `${folder.replace(/\/?$/, '/')}${image}`;
}

/** An empty achievement at a position. */
export const emptyAchievement = (position: number): Achievement => ({
  badgeid: null,
  headline: '',
  position,
  flavor: '',
  imageUrl: '',
});

/** The slots shown: one per position 1..count, filled from the stored values. */
export function slotsOf(values: readonly Achievement[], count: number): Achievement[] {
  return Array.from(
    { length: count },
    (_, i) => values.find((v) => v.position === i + 1) ?? emptyAchievement(i + 1),
  );
}

/** Applies an ended edit to the slot list (ready: the new achievement; reset: empty). */
export function applyEdit(
  slots: readonly Achievement[],
  position: number,
  badge: Badge | null,
  headline: string,
  folder: string,
): { slots: Achievement[]; outcome: EditOutcome } {
  const outcome = endEdit(badge?.badgeid ?? null, headline);
  if (outcome === 'isrequired') return { slots: [...slots], outcome };
  const next =
    outcome === 'reset' || !badge
      ? emptyAchievement(position)
      : {
          badgeid: badge.badgeid,
          headline: headline.trim(),
          position,
          flavor: badge.flavor,
          imageUrl: badgeImage(folder, badge.image),
        };
  return { slots: slots.map((s) => (s.position === position ? next : s)), outcome };
}
