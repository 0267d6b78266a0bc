import { describe, expect, it } from 'vitest';
import { ageOn, berlinTime } from '../logic/dates.ts';
import { generateDataset } from './generate.ts';
import { CURRENT_SEASON_ID } from './lookups.ts';

const ANCHOR = '2026-03-14';

describe('seed data', () => {
  it('is deterministic: same seed and day give the same rows', () => {
    const a = generateDataset({ seed: 7, anchor: ANCHOR, size: 'tiny' });
    const b = generateDataset({ seed: 7, anchor: ANCHOR, size: 'tiny' });
    expect(b).toEqual(a);
    expect(a.clubs.slice(0, 5).map((c) => c.name)).toEqual(b.clubs.slice(0, 5).map((c) => c.name));
  });

  it('differs for another seed', () => {
    const a = generateDataset({ seed: 7, anchor: ANCHOR, size: 'tiny' });
    const b = generateDataset({ seed: 8, anchor: ANCHOR, size: 'tiny' });
    expect(b.clubs.map((c) => c.name)).not.toEqual(a.clubs.map((c) => c.name));
  });

  // Generating the full set takes 4 to 5 s alone; on a loaded machine far longer.
  it('has the full portal structure at full size', () => {
    const d = generateDataset({ seed: 20252026, anchor: ANCHOR, size: 'full' });
    expect(d.associations.map((a) => a.name)).toEqual([
      'Baden',
      'Bayern',
      'Berlin',
      'Brandenburg',
      'Bremen',
      'Hamburg',
      'Hessen',
      'Mecklenburg-Vorpommern',
      'Mittelrhein',
      'Niederrhein',
      'Niedersachsen',
      'Rheinland',
      'Saarland',
      'Sachsen',
      'Sachsen-Anhalt',
      'Schleswig-Holstein',
      'Südbaden',
      'Südwest',
      'Thüringen',
      'Westfalen',
      'Württemberg',
    ]);
    expect(d.seasons.map((s) => s.id).sort()).toEqual(['_2425', '_2526']);
    expect(d.competitionTypes.map((c) => c.label)).toEqual([
      'Meisterschaften',
      'Pokale',
      'Turniere',
      'Freundschaftsspiele',
    ]);
    expect(d.clubs.length).toBeGreaterThan(3000);
    expect(d.competitions.length).toBeGreaterThan(2000);
    expect(d.news.length).toBeGreaterThanOrEqual(300);
    expect(d.players.length).toBeGreaterThan(50_000);
    // No squad names two players alike (the ticker of /spiel/68029 showed one name going off twice).
    const squads = new Map<number, Set<string>>();
    const twice: string[] = [];
    for (const p of d.players) {
      const names = squads.get(p.teamId) ?? new Set<string>();
      const name = `${p.firstName} ${p.lastName}`;
      if (names.has(name)) twice.push(`${p.teamId}: ${name}`);
      names.add(name);
      squads.set(p.teamId, names);
    }
    expect(twice).toEqual([]);
    expect(new Set(d.clubs.map((c) => c.slug)).size).toBe(d.clubs.length);
    expect(new Set(d.clubs.map((c) => c.name)).size).toBe(d.clubs.length);
    for (const c of d.competitions) {
      expect(c.url).toBe(`/wettbewerb/${c.slug}`);
      // The finder rule: a competition's id is the last path segment of its url, prefixed with '_'.
      expect(c.id).toBe(`_${c.url.split('/').pop()}`);
    }
    expect(d.clubs.every((c) => /^[\p{L}0-9. /-]+$/u.test(c.name))).toBe(true);
  }, 60_000);

  it('plays leagues as real fixture lists around the seed day', () => {
    const d = generateDataset({ seed: 3, anchor: ANCHOR, size: 'tiny' });
    const anchor = berlinTime(ANCHOR, 0).getTime();
    const leagues = new Set(d.competitions.filter((c) => c.format === 'league').map((c) => c.id));
    const seen = new Set<string>();
    for (const m of d.matches) {
      expect(m.homeTeamId).not.toBe(m.guestTeamId);
      expect(m.homeGoals === null).toBe(m.kickoff.getTime() >= anchor);
      if (!leagues.has(m.competitionId)) continue;
      for (const team of [m.homeTeamId, m.guestTeamId]) {
        const key = `${m.competitionId}:${m.matchday}:${team}`;
        expect(seen.has(key)).toBe(false);
        seen.add(key);
      }
    }
    const current = new Set(
      d.competitions.filter((c) => c.seasonId === CURRENT_SEASON_ID).map((c) => c.id),
    );
    expect(
      d.matches.some((m) => current.has(m.competitionId) && m.kickoff.getTime() > anchor),
    ).toBe(true);
    expect(d.matches.some((m) => current.has(m.competitionId) && m.homeGoals !== null)).toBe(true);
  });

  it('has the demo accounts, one of them under 16', () => {
    const d = generateDataset({ seed: 3, anchor: ANCHOR, size: 'tiny' });
    const byName = new Map(d.users.map((u) => [u.username, u]));
    expect(ageOn(byName.get('lena')?.birthDate ?? '', ANCHOR)).toBe(14);
    expect(ageOn(byName.get('max')?.birthDate ?? '', ANCHOR)).toBeGreaterThanOrEqual(18);
    expect(byName.get('verein')?.isAdmin).toBe(true);
    expect(
      d.surveys
        .filter((s) => s.active)
        .map((s) => s.segment)
        .sort(),
    ).toEqual(['index', 'news']);
  });
});
