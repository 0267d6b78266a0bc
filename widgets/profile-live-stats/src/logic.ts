/**
 * Live stats rules (spec §3 Profile: item { taken, sortPos }; §4 Profile): choosing a stat for a
 * slot takes it and frees the one it replaces, reset frees a slot, and with nothing taken the
 * first slot starts in edit mode.
 */
export interface Stat {
  id: string;
  label: string;
  value: string;
  taken: boolean;
  /** The slot (1…) a taken stat is shown in; 0 when free. */
  sortPos: number;
}

/** Spec §3 sample statistics (ids, German labels). */
export const SAMPLE_STATS = [
  { id: 'appearances', label: 'Einsätze' },
  { id: 'minutes', label: 'Spielminuten' },
  { id: 'pointsPerGame', label: 'Punkte pro Spiel' },
  { id: 'yellowCards', label: 'Gelbe Karten' },
  { id: 'penaltyRatio', label: 'Elfmeterquote' },
  { id: 'goalsPerGame', label: 'Tore pro Spiel' },
  { id: 'goals', label: 'Tore' },
  { id: 'chances', label: 'Torchancen' },
  { id: 'ballLosses', label: 'Ballverluste' },
] as const;

export const statInSlot = (stats: readonly Stat[], slot: number): Stat | undefined =>
  stats.find((s) => s.taken && s.sortPos === slot);

/** Selecting a stat marks it taken and frees the previous one of that slot (and its old slot). */
export function chooseStat(stats: readonly Stat[], slot: number, id: string): Stat[] {
  return stats.map((s) => {
    if (s.id === id) return { ...s, taken: true, sortPos: slot };
    if (s.taken && s.sortPos === slot) return { ...s, taken: false, sortPos: 0 };
    return s;
  });
}

/** Reset frees the slot's selection. */
export function resetSlot(stats: readonly Stat[], slot: number): Stat[] {
  return stats.map((s) => (s.taken && s.sortPos === slot ? { ...s, taken: false, sortPos: 0 } : s));
}

/** With no stat taken the first slot starts in edit mode; otherwise none does. */
export function initialEditing(stats: readonly Stat[]): number | null {
  return stats.some((s) => s.taken) ? null : 1;
}

/** What a slot's choice offers: the free stats plus the one the slot shows now. */
export function choicesFor(stats: readonly Stat[], slot: number): Stat[] {
  return stats.filter((s) => !s.taken || s.sortPos === slot);
}

/** The slots as saved: the stat id per slot 1…count, or null. */
export function slotIds(stats: readonly Stat[], count: number): (string | null)[] {
  return Array.from({ length: count }, (_, i) => statInSlot(stats, i + 1)?.id ?? null);
}

/**
 * Stored stats from a server that might send two taken stats for one slot or a slot out of
 * range: the first one wins, the others are free.
 */
export function normaliseStats(stats: readonly Stat[], count: number): Stat[] {
  const used = new Set<number>();
  return stats.map((s) => {
    if (!s.taken) return { ...s, sortPos: 0 };
    if (s.sortPos < 1 || s.sortPos > count || used.has(s.sortPos))
      return { ...s, taken: false, sortPos: 0 };
    used.add(s.sortPos);
    return s;
  });
}
