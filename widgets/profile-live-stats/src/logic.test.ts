import { describe, expect, it } from 'vitest';
import {
  choicesFor,
  chooseStat,
  initialEditing,
  normaliseStats,
  resetSlot,
  SAMPLE_STATS,
  slotIds,
  statInSlot,
  type Stat,
} from './logic.ts';

const stats = (): Stat[] =>
  SAMPLE_STATS.map((s, i) => ({ ...s, value: String(i), taken: false, sortPos: 0 }));

describe('profile-live-stats rules', () => {
  it('has the nine sample stats of the spec', () => {
    expect(SAMPLE_STATS.map((s) => s.label)).toEqual([
      'Einsätze',
      'Spielminuten',
      'Punkte pro Spiel',
      'Gelbe Karten',
      'Elfmeterquote',
      'Tore pro Spiel',
      'Tore',
      'Torchancen',
      'Ballverluste',
    ]);
  });
  it('with nothing taken the first slot starts in edit mode', () => {
    expect(initialEditing(stats())).toBe(1);
    expect(initialEditing(chooseStat(stats(), 2, 'goals'))).toBeNull();
  });
  it('choosing takes the stat and frees the previous one of the slot', () => {
    let s = chooseStat(stats(), 1, 'goals');
    expect(statInSlot(s, 1)?.id).toBe('goals');
    s = chooseStat(s, 1, 'minutes');
    expect(statInSlot(s, 1)?.id).toBe('minutes');
    expect(s.find((x) => x.id === 'goals')).toMatchObject({ taken: false, sortPos: 0 });
  });
  it('choosing a stat taken elsewhere moves it', () => {
    let s = chooseStat(stats(), 1, 'goals');
    s = chooseStat(s, 2, 'goals');
    expect(slotIds(s, 3)).toEqual([null, 'goals', null]);
  });
  it('reset frees the selection', () => {
    const s = resetSlot(chooseStat(stats(), 1, 'goals'), 1);
    expect(s.every((x) => !x.taken)).toBe(true);
    expect(initialEditing(s)).toBe(1);
  });
  it('a slot offers the free stats and its own', () => {
    const s = chooseStat(chooseStat(stats(), 1, 'goals'), 2, 'minutes');
    const ids = choicesFor(s, 1).map((x) => x.id);
    expect(ids).toContain('goals');
    expect(ids).not.toContain('minutes');
    expect(ids).toHaveLength(8);
  });
  it('normalises doubled or out-of-range slots from the server', () => {
    const s = stats();
    s[0] = { ...s[0]!, taken: true, sortPos: 1 };
    s[1] = { ...s[1]!, taken: true, sortPos: 1 };
    s[2] = { ...s[2]!, taken: true, sortPos: 9 };
    expect(slotIds(normaliseStats(s, 3), 3)).toEqual(['appearances', null, null]);
  });
});
