import { describe, expect, it } from 'vitest';
import {
  HALFTIME_BREAK,
  MAX_SUBSTITUTIONS,
  planMatch,
  scoreOf,
  SECTION,
  snapshotAt,
  STARTERS,
  TYPE,
  type MatchPlan,
  type Scenario,
  type SimTeam,
} from './engine.ts';
import { matchEventsJson, tickerJson, type SimGame } from './feed.ts';
import { courseEntries } from './phase.ts';
import { Simulator, speedFrom, DEFAULT_SPEED, SCENARIOS } from './simulator.ts';

const team = (id: number, name: string, size = 16): SimTeam => ({
  id,
  name,
  players: Array.from({ length: size }, (_, i) => ({
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
const end = (s: Scenario, h = home, a = away) => {
  const plan = planMatch(s, h, a);
  return { plan, events: plan.events, last: snapshotAt(s, plan, Number.MAX_SAFE_INTEGER) };
};

/** Every scenario the simulator plays, over many seeds and squad sizes. */
const SEEDS = Array.from({ length: 150 }, (_, i) => i * 7919 + 1);
const cases = SEEDS.flatMap((seed, i) =>
  SCENARIOS.map(({ scenario }) => ({
    s: { ...scenario, seed },
    // Squads from 12 (one substitute) to 18 players.
    h: team(1, 'SV Heim', 12 + (i % 7)),
    a: team(2, 'FC Gast', 18 - (i % 7)),
  })),
);

/** Replays a plan and reports every breach of the laws of the game. */
function breaches(plan: MatchPlan, h: SimTeam, a: SimTeam): string[] {
  const found: string[] = [];
  const state = {
    home: {
      on: new Set(h.players.slice(0, STARTERS).map((p) => p.id)),
      bench: new Set(h.players.slice(STARTERS).map((p) => p.id)),
      off: new Set<number>(),
      subs: 0,
      yellows: new Set<number>(),
    },
    away: {
      on: new Set(a.players.slice(0, STARTERS).map((p) => p.id)),
      bench: new Set(a.players.slice(STARTERS).map((p) => p.id)),
      off: new Set<number>(),
      subs: 0,
      yellows: new Set<number>(),
    },
  };
  let last = -Infinity;
  const kicks: { side: 'home' | 'away'; id: number }[] = [];
  for (const e of plan.events) {
    if (e.at < last) found.push(`events out of order at ${e.at}`);
    last = e.at;
    if (!e.side) continue;
    const t = state[e.side];
    const id = e.memberId ?? -1;
    if (e.kick) {
      if (!t.on.has(id)) found.push(`kick by ${id}, not on the pitch at the end`);
      kicks.push({ side: e.side, id });
      continue;
    }
    if (e.type === TYPE.substitution) {
      if (!t.bench.has(id)) found.push(`${id} came on but was not on the bench`);
      if (!t.on.has(e.replacedId ?? -1)) found.push(`${e.replacedId} went off from off the pitch`);
      t.subs += 1;
      if (t.subs > MAX_SUBSTITUTIONS) found.push(`${e.side}: substitution ${t.subs}`);
      t.bench.delete(id);
      t.on.delete(e.replacedId ?? -1);
      t.off.add(e.replacedId ?? -1);
      t.on.add(id);
      continue;
    }
    if (e.memberId === null) continue;
    if (!t.on.has(id)) found.push(`type ${e.type} at ${e.minute}' by ${id}, not on the pitch`);
    if (e.type === TYPE.yellow) {
      if (t.yellows.has(id)) found.push(`${id} booked twice without a yellow-red`);
      t.yellows.add(id);
    }
    if (e.type === TYPE.yellowRed && !t.yellows.has(id))
      found.push(`yellow-red for ${id} unbooked`);
    if (e.type === TYPE.red || e.type === TYPE.yellowRed) {
      t.on.delete(id);
      t.off.add(id);
    }
  }
  if (kicks.length) {
    // Alternating, and nobody kicks twice before every eligible team-mate has kicked.
    for (let i = 1; i < kicks.length; i++)
      if (kicks[i]?.side === kicks[i - 1]?.side) found.push(`kick ${i + 1} does not alternate`);
    for (const side of ['home', 'away'] as const) {
      const eligible = Math.min(state.home.on.size, state.away.on.size);
      const ids = kicks.filter((k) => k.side === side).map((k) => k.id);
      for (let i = 0; i < ids.length; i++)
        if (ids.indexOf(ids[i] as number) < i && i < eligible)
          found.push(`${side}: ${ids[i]} kicked twice before the others`);
    }
  }
  return found;
}

describe('live match simulator: the laws of the game over many seeds', () => {
  it('every player of an event is on the pitch; sent-off and substituted players never return; at most five substitutions', () => {
    for (const c of cases) {
      const plan = planMatch(c.s, c.h, c.a);
      expect(breaches(plan, c.h, c.a), `seed ${c.s.seed} ${c.s.outcome}`).toEqual([]);
    }
  });

  it('a shoot-out: five each alternately, stopped once decided, then sudden death; always a winner', () => {
    for (const c of cases.filter((x) => x.s.outcome === 'penalties')) {
      const { events, last } = end(c.s, c.h, c.a);
      const kicks = events.filter((e) => e.kick).map((e) => e.kick!);
      const final = kicks.at(-1)!;
      expect(final.home).not.toBe(final.away);
      expect(last.penalties).toEqual({ home: final.home, away: final.away });
      // Before the last kick the shoot-out was still open.
      const beforeLast = kicks.at(-2)!;
      const taken = (n: number) => ({ first: Math.ceil(n / 2), second: Math.floor(n / 2) });
      if (kicks.length <= 10) {
        const t = taken(kicks.length - 1);
        const lead = Math.abs(beforeLast.home - beforeLast.away);
        expect(lead, `seed ${c.s.seed}`).toBeLessThanOrEqual(5 - Math.min(t.first, t.second));
      } else {
        expect(kicks.length % 2, `seed ${c.s.seed}: sudden death in pairs`).toBe(0);
        expect(beforeLast.home === beforeLast.away || kicks.length % 2 === 0).toBe(true);
      }
      // The score after regular and extra time was level.
      expect(last.score.home).toBe(last.score.away);
    }
  });

  it('keeps the scenario: regular time decided or not, extra time decides, the early goal counts', () => {
    for (const c of cases) {
      const { events, last } = end(c.s, c.h, c.a);
      const regular = scoreOf(events.filter((e) => e.section <= SECTION.second));
      if (c.s.outcome !== 'regular') expect(regular.home).toBe(regular.away);
      if (c.s.outcome === 'extra-time') expect(last.score.home).not.toBe(last.score.away);
      if (c.s.earlyGoalMinute !== null)
        expect(events.find((e) => e.type === TYPE.goal || e.type === TYPE.goal100)).toMatchObject({
          minute: c.s.earlyGoalMinute,
          side: 'home',
        });
    }
  });

  it('is deterministic for a seed and differs for another seed', () => {
    expect(planMatch(base, home, away)).toEqual(planMatch(base, home, away));
    expect(planMatch({ ...base, seed: 43 }, home, away)).not.toEqual(planMatch(base, home, away));
  });
});

describe('live match simulator: phases', () => {
  it('plays two halves with added time, a break and section ends (type 29) after the added time', () => {
    const { plan, events, last } = end(base);
    const [first, second] = plan.phases;
    expect(first).toMatchObject({ section: 2, start: 0, playStart: 0, length: 2700 });
    expect(first!.added).toBeGreaterThan(0);
    expect(second).toMatchObject({
      section: 3,
      start: 2700 + first!.added + HALFTIME_BREAK,
      playStart: 2700,
    });
    expect(events.filter((e) => e.type === TYPE.sectionEnd).map((e) => e.minute)).toEqual([
      45 + first!.added / 60,
      90 + second!.added / 60,
    ]);
    expect(last).toMatchObject({ finished: true, running: false, status: 'finished' });
  });

  it('goes scheduled → live → break (half-time) → live → finished', () => {
    const plan = planMatch(base, home, away);
    const [first, second] = plan.phases;
    const at = (t: number) => snapshotAt(base, plan, t);
    expect(at(-1)).toMatchObject({ status: 'scheduled', section: null, timePlayed: null });
    expect(at(0)).toMatchObject({ status: 'live', section: 2, timePlayed: 0, running: true });
    expect(at(2700 + first!.added + 10)).toMatchObject({
      status: 'break',
      section: 2,
      timePlayed: 2700 + first!.added,
    });
    expect(at(2700 + first!.added + 10).halftime).toEqual(
      scoreOf(plan.events.filter((e) => e.section === 2)),
    );
    expect(at(second!.start + 60)).toMatchObject({ status: 'live', section: 3, timePlayed: 2760 });
    expect(at(second!.start + 2700 + second!.added + 1)).toMatchObject({ status: 'finished' });
  });

  it('shows the shoot-out score while it is taken', () => {
    const s: Scenario = { ...base, outcome: 'penalties', earlyGoalMinute: null };
    const plan = planMatch(s, home, away);
    const shootout = plan.phases.at(-1)!;
    expect(shootout.section).toBe(SECTION.penalties);
    const firstKick = plan.events.find((e) => e.kick)!;
    const snap = snapshotAt(s, plan, firstKick.at);
    expect(snap).toMatchObject({ status: 'live', section: 6 });
    expect(snap.penalties).toEqual({ home: firstKick.kick!.home, away: firstKick.kick!.away });
    expect(snapshotAt(s, plan, shootout.start - 1).penalties).toBeNull();
  });

  it('keeps everything in one section with duration_sections 1', () => {
    const s: Scenario = {
      ...base,
      duration: 60,
      durationSections: 1,
      extraTimeDuration: 0,
      earlyGoalMinute: null,
    };
    const { events } = end(s);
    expect(new Set(events.map((e) => e.section))).toEqual(new Set([2]));
    expect(events.at(-1)?.type).toBe(TYPE.sectionEnd);
  });
});

describe('simulator clock and feeds', () => {
  it('reads SIMULATOR_SPEED, default 20', () => {
    expect(speedFrom({ SIMULATOR_SPEED: '60' })).toBe(60);
    expect(speedFrom({})).toBe(DEFAULT_SPEED);
    expect(DEFAULT_SPEED).toBe(20);
    expect(speedFrom({ SIMULATOR_SPEED: 'schnell' })).toBe(20);
  });

  const setups = SCENARIOS.map((entry, i) => ({
    gameId: 100 + i,
    scenario: { ...entry.scenario, seed: i },
    home,
    away,
    tickers: entry.tickers,
    competitionName: 'Kreisliga',
    venue: 'Sportplatz',
  }));

  it('runs several games in accelerated time, some with two tickers', () => {
    let now = 1_000_000;
    const sim = new Simulator(60, () => now);
    sim.kickOff(setups);
    expect(sim.list()).toHaveLength(4);
    expect(sim.game(100)?.tickerIds).toEqual([1001, 1002]);
    expect(sim.gameOfTicker(1002)?.gameId).toBe(100);
    now += 10_000; // 10 real seconds = 10 match minutes at 60x
    const game = sim.game(100) as SimGame;
    const snap = sim.snapshot(game);
    expect(snap.timePlayed).toBe(600);
    const json = tickerJson(game, 1001, snap, 'de', sim.kickOffTime());
    expect(json).toMatchObject({
      id: 1001,
      score: `${snap.score.home}:${snap.score.away}`,
      timeplayed: 600,
      duration_sections: 2,
      section_type_id: 2,
      finished: false,
      kickoff: new Date(1_000_000).toISOString(),
    });
    expect(json.tickers).toEqual([
      { id: 1001, name: 'Vereinsticker' },
      { id: 1002, name: 'Fanticker' },
    ]);
    expect(Object.keys(json.home_team.members)).toHaveLength(16);
    const second = tickerJson(game, 1002, sim.snapshot(game, now + 200_000));
    expect(second.events.some((e) => e.type_id === TYPE.substitution)).toBe(false);
    const quick = matchEventsJson(game, sim.snapshot(game, now + 200_000));
    expect(quick.sections['first-half'].events.length).toBeGreaterThan(0);
  });

  it('names who came on (member_id) and who went off (replaced_member_id); commentary in the reader’s language, never on section ends', () => {
    const sim = new Simulator(60, () => 0);
    sim.kickOff(setups);
    const game = sim.game(100) as SimGame;
    const snap = sim.snapshot(game, 10_000_000);
    const de = tickerJson(game, 1001, snap, 'de');
    const en = tickerJson(game, 1001, snap, 'en');
    const sub = de.events.find((e) => e.type_id === TYPE.substitution);
    expect(sub?.replaced_member_id).toEqual(expect.any(Number));
    expect(sub?.replaced_member_id).not.toBe(sub?.member_id);
    expect(de.events.filter((e) => e.type_id === TYPE.sectionEnd).map((e) => e.text)).toEqual([
      undefined,
      undefined,
    ]);
    const early = (j: typeof de) =>
      j.events.find((e) => e.type_id === TYPE.goal || e.type_id === 100);
    expect(early(de)?.text).toBe('Früher Treffer!');
    expect(early(en)?.text).toBe('An early goal!');
  });

  it('a test step moves every game to a sim second now, forward and back', () => {
    let now = 5_000_000;
    const sim = new Simulator(20, () => now);
    sim.kickOff(setups);
    sim.shiftTo(-600);
    expect(sim.snapshot(sim.game(100) as SimGame).status).toBe('scheduled');
    // 600 sim s at 20x = 30 s: the kick-off the visitor is told is 30 s from now.
    expect(sim.kickOffTime().getTime()).toBe(now + 30_000);
    sim.shiftTo(2700 + 600);
    expect(sim.snapshot(sim.game(100) as SimGame).status).toBe('break');
    now += 1000;
    expect(sim.simSecond()).toBe(2700 + 600 + 20);
    // A held step, then released: the games stand where the server's clock says again.
    sim.shiftTo(60, true);
    now += 1000;
    expect(sim.simSecond()).toBe(60);
    sim.release();
    expect(sim.simSecond()).toBe(20 * 2);
  });
});

describe('the match course in words', () => {
  it('a note tells what happened ("Pfostentreffer!"), not only that there was a note', () => {
    const withNote = cases.find(({ s, h, a }) =>
      planMatch(s, h, a).events.some((e) => e.type === TYPE.note && e.text && !e.kick),
    );
    if (!withNote) throw new Error('no seed plays a note');
    const { s, h, a } = withNote;
    const { plan, last } = end(s, h, a);
    const entries = courseEntries({ scenario: s, plan, home: h, away: a }, last, plan.events, 'de');
    const notes = entries.filter((e) => e.label === 'Pfostentreffer!');
    expect(notes.length).toBeGreaterThan(0);
    expect(entries.map((e) => e.label)).not.toContain('Hinweis');
    const english = courseEntries({ scenario: s, plan, home: h, away: a }, last, plan.events, 'en');
    expect(english.map((e) => e.label)).toContain('Off the post!');
  });
});
