import { describe, expect, it } from 'vitest';
import {
  HALFTIME_BREAK,
  phasesOf,
  planMatch,
  scoreOf,
  SECTION,
  snapshotAt,
  TYPE,
  type Scenario,
  type SimTeam,
} from './engine.ts';
import { matchEventsJson, tickerJson, type SimGame } from './feed.ts';
import { Simulator, speedFrom, DEFAULT_SPEED, SCENARIOS } from './simulator.ts';

const team = (id: number, name: string): SimTeam => ({
  id,
  name,
  players: Array.from({ length: 14 }, (_, i) => ({
    id: id * 100 + i,
    firstname: `Vor${i}`,
    name: `Nach${i}`,
    jerseyNr: i + 1,
    isNotPublic: i === 3,
  })),
});
const home = team(1, 'SV Heim');
const away = team(2, 'FC Gast');
const base: Scenario = {
  seed: 42,
  duration: 90,
  durationSections: 2,
  extraTimeDuration: 30,
  outcome: 'regular',
  earlyGoalMinute: 4,
};
const end = (s: Scenario) => {
  const plan = planMatch(s, home, away);
  return { plan, last: snapshotAt(s, plan, Number.MAX_SAFE_INTEGER) };
};

describe('live match simulator: planning', () => {
  it('is deterministic for a seed and differs for another seed', () => {
    expect(planMatch(base, home, away)).toEqual(planMatch(base, home, away));
    expect(planMatch({ ...base, seed: 43 }, home, away)).not.toEqual(planMatch(base, home, away));
  });

  it('plays two halves with a break and section ends (type 29)', () => {
    const phases = phasesOf(base, false, false);
    expect(phases.map((p) => [p.section, p.start, p.playStart, p.length])).toEqual([
      [2, 0, 0, 2700],
      [3, 2700 + HALFTIME_BREAK, 2700, 2700],
    ]);
    const { plan, last } = end(base);
    expect(
      plan.filter((e) => e.type === TYPE.sectionEnd).map((e) => [e.section, e.minute]),
    ).toEqual([
      [2, 45],
      [3, 90],
    ]);
    expect(last.finished).toBe(true);
    expect(last.running).toBe(false);
  });

  it('scores the guaranteed early goal in minute 4 with a real player of the home team', () => {
    const { plan } = end(base);
    const first = plan.find((e) => e.type === TYPE.goal || e.type === TYPE.goal100);
    expect(first).toMatchObject({ minute: 4, side: 'home', section: 2 });
    expect(home.players.some((p) => p.id === first?.memberId)).toBe(true);
  });

  it('produces goals, an own goal, cards and substitutions', () => {
    const types = new Set(
      [1, 2, 3, 4, 5, 6].flatMap((seed) => end({ ...base, seed }).plan.map((e) => e.type)),
    );
    for (const t of [TYPE.yellow, TYPE.substitution, TYPE.sectionEnd, TYPE.ownGoal])
      expect(types).toContain(t);
    expect(types.has(TYPE.goal) || types.has(TYPE.goal100)).toBe(true);
  });

  it('goes to extra time after a draw and decides it there', () => {
    const s: Scenario = { ...base, outcome: 'extra-time', earlyGoalMinute: null };
    const { plan, last } = end(s);
    const afterRegular = scoreOf(plan.filter((e) => e.section <= SECTION.second));
    expect(afterRegular.home).toBe(afterRegular.away);
    expect(last.score.home).not.toBe(last.score.away);
    expect(last.section).toBe(SECTION.et2);
    expect(
      plan.some((e) => e.section === SECTION.et2 && e.type === TYPE.sectionEnd && e.minute === 120),
    ).toBe(true);
  });

  it('ends one game in a penalty shoot-out with a winner', () => {
    const s: Scenario = { ...base, outcome: 'penalties', earlyGoalMinute: null };
    const { plan, last } = end(s);
    expect(last.score.home).toBe(last.score.away);
    expect(last.section).toBe(SECTION.penalties);
    const kicks = plan.filter((e) => e.section === SECTION.penalties && e.type !== TYPE.sectionEnd);
    expect(kicks.length).toBeGreaterThanOrEqual(10);
    const scored = { home: 0, away: 0 };
    for (const k of kicks) if (k.type === TYPE.goal && k.side) scored[k.side] += 1;
    expect(scored.home).not.toBe(scored.away);
  });

  it('keeps everything in one section with duration_sections 1', () => {
    const s: Scenario = {
      ...base,
      duration: 60,
      durationSections: 1,
      extraTimeDuration: 0,
      earlyGoalMinute: null,
    };
    const { plan } = end(s);
    expect(new Set(plan.map((e) => e.section))).toEqual(new Set([2]));
    expect(plan.at(-1)).toMatchObject({ type: TYPE.sectionEnd, minute: 60 });
  });
});

describe('live match simulator: snapshots', () => {
  const plan = planMatch(base, home, away);
  it('has nothing before kick-off', () => {
    expect(snapshotAt(base, plan, -1)).toMatchObject({
      section: null,
      timePlayed: null,
      events: [],
    });
  });
  it('runs the clock in the first half and stops it at half time', () => {
    expect(snapshotAt(base, plan, 600)).toMatchObject({
      section: 2,
      timePlayed: 600,
      running: true,
    });
    const brk = snapshotAt(base, plan, 2700 + 100);
    expect(brk).toMatchObject({ section: 2, timePlayed: 2700, running: false });
    expect(brk.halftime).toEqual(scoreOf(plan.filter((e) => e.section === 2)));
    expect(snapshotAt(base, plan, 2700 + HALFTIME_BREAK + 60)).toMatchObject({
      section: 3,
      timePlayed: 2760,
      running: true,
    });
  });
  it('counts the early goal once it has happened', () => {
    expect(snapshotAt(base, plan, 199).score.home).toBe(0);
    expect(snapshotAt(base, plan, 200).score.home).toBe(1);
  });
});

describe('simulator clock and feeds', () => {
  it('reads SIMULATOR_SPEED, default 20', () => {
    expect(speedFrom({ SIMULATOR_SPEED: '60' })).toBe(60);
    expect(speedFrom({})).toBe(DEFAULT_SPEED);
    expect(DEFAULT_SPEED).toBe(20);
    expect(speedFrom({ SIMULATOR_SPEED: 'schnell' })).toBe(20);
  });

  it('runs several games in accelerated time, some with two tickers', () => {
    let now = 1_000_000;
    const sim = new Simulator(60, () => now);
    sim.kickOff(
      SCENARIOS.map((entry, i) => ({
        gameId: 100 + i,
        scenario: { ...entry.scenario, seed: i },
        home,
        away,
        tickers: entry.tickers,
        competitionName: 'Kreisliga',
        venue: 'Sportplatz',
      })),
    );
    expect(sim.list()).toHaveLength(4);
    expect(sim.game(100)?.tickerIds).toEqual([1001, 1002]);
    expect(sim.gameOfTicker(1002)?.gameId).toBe(100);
    now += 10_000; // 10 real seconds = 10 match minutes at 60x
    const game = sim.game(100) as SimGame;
    const snap = sim.snapshot(game);
    expect(snap.timePlayed).toBe(600);
    const json = tickerJson(game, 1001, snap);
    expect(json).toMatchObject({
      id: 1001,
      score: `${snap.score.home}:${snap.score.away}`,
      timeplayed: 600,
      duration_sections: 2,
    });
    expect(json.tickers).toEqual([
      { id: 1001, name: 'Vereinsticker' },
      { id: 1002, name: 'Fanticker' },
    ]);
    expect(Object.keys(json.home_team.members)).toHaveLength(14);
    const second = tickerJson(game, 1002, sim.snapshot(game, now + 200_000));
    expect(second.events.some((e) => e.type_id === TYPE.substitution)).toBe(false);
    const quick = matchEventsJson(game, sim.snapshot(game, now + 200_000));
    expect(quick.sections['first-half'].events.length).toBeGreaterThan(0);
  });
});
