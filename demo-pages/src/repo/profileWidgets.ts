/**
 * Issue 16: what the profile widgets show and save (achievements, live stats, stage). The
 * catalogues (badges, stats, backgrounds) are fixed here; the choices persist per user.
 */
import { SAMPLE_STATS } from '../../../widgets/profile-live-stats/src/logic.ts';
import type { Db } from '../db/types.ts';

export const BADGE_FOLDER = '/assets/images/components/badges/';
export const BADGES = [
  { badgeid: 'torjaeger', flavor: 'Torjäger', image: 'torjaeger.svg' },
  { badgeid: 'kapitaen', flavor: 'Kapitän', image: 'kapitaen.svg' },
  { badgeid: 'fairplay', flavor: 'Fairplay', image: 'fairplay.svg' },
  { badgeid: 'aufstieg', flavor: 'Aufstieg', image: 'aufstieg.svg' },
  { badgeid: 'pokal', flavor: 'Pokalsieg', image: 'pokal.svg' },
  { badgeid: 'treue', flavor: '10 Jahre Treue', image: 'treue.svg' },
] as const;
export const ACHIEVEMENT_SLOTS = 3;

export const STAT_SLOTS = 4;
/** Spec §3 sample statistics: the widget's own list (ids and German labels), not a copy. */
export const STATS = SAMPLE_STATS;

export const STAGES = [
  { id: 'rasen', label: 'Rasen', imageUrl: '/assets/images/components/stages/rasen.svg' },
  {
    id: 'flutlicht',
    label: 'Flutlicht',
    imageUrl: '/assets/images/components/stages/flutlicht.svg',
  },
  { id: 'tribuene', label: 'Tribüne', imageUrl: '/assets/images/components/stages/tribuene.svg' },
  {
    id: 'vereinsfarben',
    label: 'Vereinsfarben',
    imageUrl: '/assets/images/components/stages/vereinsfarben.svg',
  },
] as const;

/** A small deterministic hash of the user id, so every profile has its own numbers. */
function seedOf(userId: string): number {
  let h = 2166136261;
  for (const ch of userId) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** The season's numbers of a member (demo values, stable per user). */
export function statValues(userId: string): Record<string, string> {
  const s = seedOf(userId);
  const games = 8 + (s % 20);
  const goals = (s >> 5) % 15;
  const points = ((s >> 9) % 250) / 100;
  const penalties = (s >> 13) % 5;
  const scored = Math.min(penalties, (s >> 17) % 5);
  const de = (n: number, digits: number) =>
    n.toLocaleString('de-DE', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return {
    appearances: String(games),
    minutes: de(games * (55 + ((s >> 3) % 36)), 0),
    pointsPerGame: de(points, 2),
    yellowCards: String((s >> 7) % 6),
    penaltyRatio: penalties ? `${scored}/${penalties}` : '–',
    goalsPerGame: de(goals / games, 2),
    goals: String(goals),
    chances: String(goals + ((s >> 11) % 25)),
    ballLosses: String(20 + ((s >> 15) % 60)),
  };
}

export interface StoredAchievement {
  badgeid: string;
  headline: string;
  position: number;
}

export async function achievementsOf(db: Db, userId: string): Promise<StoredAchievement[]> {
  return db.query<StoredAchievement>(
    `SELECT badge_id AS badgeid, headline, position FROM profile_achievements
     WHERE user_id = $1 ORDER BY position`,
    [userId],
  );
}

export async function saveAchievements(db: Db, userId: string, values: StoredAchievement[]) {
  await db.transaction(async (tx) => {
    await tx.query(`DELETE FROM profile_achievements WHERE user_id = $1`, [userId]);
    for (const v of values)
      await tx.query(
        `INSERT INTO profile_achievements (user_id, position, badge_id, headline) VALUES ($1, $2, $3, $4)`,
        [userId, v.position, v.badgeid, v.headline],
      );
  });
}

export async function statSlotsOf(db: Db, userId: string): Promise<(string | null)[]> {
  const rows = await db.query<{ sortPos: number; statId: string }>(
    `SELECT sort_pos AS "sortPos", stat_id AS "statId" FROM profile_live_stats WHERE user_id = $1`,
    [userId],
  );
  return Array.from(
    { length: STAT_SLOTS },
    (_, i) => rows.find((r) => r.sortPos === i + 1)?.statId ?? null,
  );
}

export async function saveStatSlots(db: Db, userId: string, slots: (string | null)[]) {
  await db.transaction(async (tx) => {
    await tx.query(`DELETE FROM profile_live_stats WHERE user_id = $1`, [userId]);
    for (const [i, id] of slots.entries())
      if (id)
        await tx.query(
          `INSERT INTO profile_live_stats (user_id, sort_pos, stat_id) VALUES ($1, $2, $3)`,
          [userId, i + 1, id],
        );
  });
}

export async function stageOf(db: Db, userId: string): Promise<string | null> {
  const rows = await db.query<{ background: string }>(
    `SELECT background FROM profile_stage WHERE user_id = $1`,
    [userId],
  );
  return rows[0]?.background ?? null;
}

export async function saveStage(db: Db, userId: string, background: string) {
  await db.query(
    `INSERT INTO profile_stage (user_id, background) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET background = $2`,
    [userId, background],
  );
}
