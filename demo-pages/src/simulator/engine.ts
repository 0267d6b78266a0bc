/**
 * The live match simulator's state machine: pure and deterministic. A match is planned once from
 * a seed (every event with its match time), and its state at any moment is a function of the
 * simulated seconds since kick-off. No timers: the routes compute the snapshot when asked.
 *
 * Simulated clock: sim seconds = real seconds since kick-off × speed. Phases (sim seconds):
 * first half, half-time break, second half, then (if planned) a break, extra time 1, a short
 * break, extra time 2, a break and the penalty shoot-out.
 */
import { createRng, type Rng } from '../seed/prng.ts';

export const SECTION = { first: 2, second: 3, et1: 4, et2: 5, penalties: 6 } as const;
export const TYPE = {
  goal: 1,
  yellow: 2,
  red: 3,
  substitution: 4,
  yellowRed: 9,
  ownGoal: 12,
  note: 28,
  sectionEnd: 29,
  goal100: 100,
} as const;

export interface SimPlayer {
  id: number;
  firstname: string;
  name: string;
  jerseyNr: number;
  isNotPublic: boolean;
}

export interface SimTeam {
  id: number;
  name: string;
  players: SimPlayer[];
}

export type Side = 'home' | 'away';

export interface Scenario {
  seed: number;
  /** Minutes of regular time. */
  duration: number;
  /** 1: one section for the whole game; 2: two halves. */
  durationSections: 1 | 2;
  extraTimeDuration: number;
  /** 'regular': may end in anything; 'extra-time': a draw after regular time, decided in extra
   *  time; 'penalties': a draw after extra time, decided by a shoot-out. */
  outcome: 'regular' | 'extra-time' | 'penalties';
  /** Minute of a guaranteed early home goal (demo and browser test), or null. */
  earlyGoalMinute: number | null;
}

export interface PlannedEvent {
  section: number;
  type: number;
  side: Side | null;
  memberId: number | null;
  minute: number;
  /** Time played (seconds) at the event. */
  timePlayed: number;
  /** Sim seconds since kick-off at which the event happens. */
  at: number;
  text: string;
}

export interface Phase {
  section: number;
  /** Sim second the phase starts. */
  start: number;
  /** Time played (seconds) when it starts. */
  playStart: number;
  /** Length in sim seconds (play time). */
  length: number;
}

export const HALFTIME_BREAK = 900;
export const ET_BREAK = 300;
export const ET_HALF_BREAK = 60;
export const PENALTY_INTERVAL = 60;

/** The playing phases with their sim-second start; breaks lie between them. */
export function phasesOf(s: Scenario, withExtraTime: boolean, withPenalties: boolean): Phase[] {
  const phases: Phase[] = [];
  const regular = s.duration * 60;
  if (s.durationSections === 1) {
    phases.push({ section: SECTION.first, start: 0, playStart: 0, length: regular });
  } else {
    phases.push({ section: SECTION.first, start: 0, playStart: 0, length: regular / 2 });
    phases.push({
      section: SECTION.second,
      start: regular / 2 + HALFTIME_BREAK,
      playStart: regular / 2,
      length: regular / 2,
    });
  }
  let end = (phases.at(-1)?.start ?? 0) + (phases.at(-1)?.length ?? 0);
  if (withExtraTime) {
    const half = (s.extraTimeDuration * 60) / 2;
    phases.push({ section: SECTION.et1, start: end + ET_BREAK, playStart: regular, length: half });
    end += ET_BREAK + half;
    phases.push({
      section: SECTION.et2,
      start: end + ET_HALF_BREAK,
      playStart: regular + half,
      length: half,
    });
    end += ET_HALF_BREAK + half;
  }
  if (withPenalties) {
    phases.push({
      section: SECTION.penalties,
      start: end + ET_BREAK,
      playStart: regular + s.extraTimeDuration * 60,
      length: PENALTY_INTERVAL * 14,
    });
  }
  return phases;
}

function pickPlayer(rng: Rng, team: SimTeam, used?: Set<number>): SimPlayer | null {
  const pool = team.players.filter((p) => !used?.has(p.id));
  return pool.length ? rng.pick(pool) : null;
}

/** Plans every event of a match; the same scenario and teams always give the same plan. */
export function planMatch(s: Scenario, home: SimTeam, away: SimTeam): PlannedEvent[] {
  const rng = createRng(s.seed);
  const withExtraTime = s.outcome !== 'regular';
  const withPenalties = s.outcome === 'penalties';
  const phases = phasesOf(s, withExtraTime, withPenalties);
  const teams: Record<Side, SimTeam> = { home, away };
  const raw: (Omit<PlannedEvent, 'at' | 'minute'> & { kick: number })[] = [];
  const add = (
    section: number,
    timePlayed: number,
    type: number,
    side: Side | null,
    player: SimPlayer | null,
    text: string,
    kick = 0,
  ) => raw.push({ section, timePlayed, type, side, memberId: player?.id ?? null, text, kick });

  const play = phases.filter((p) => p.section !== SECTION.penalties);
  const regularPhases = play.filter((p) => p.section <= SECTION.second);
  const etPhases = play.filter((p) => p.section >= SECTION.et1);
  /** A random moment inside one of the given phases (never in its last 30 seconds). */
  const moment = (list: Phase[]): { section: number; timePlayed: number } => {
    const phase = rng.pick(list);
    return {
      section: phase.section,
      timePlayed: phase.playStart + rng.int(30, Math.max(31, phase.length - 30)),
    };
  };

  // Goals: a script of sides, then scattered over the phases.
  const goals: { side: Side; own: boolean; phases: Phase[] }[] = [];
  if (s.outcome === 'regular') {
    const homeGoals = rng.int(1, 3);
    const awayGoals = rng.int(0, 2);
    for (let i = 0; i < homeGoals; i++)
      goals.push({ side: 'home', own: i === 1, phases: regularPhases });
    for (let i = 0; i < awayGoals; i++)
      goals.push({ side: 'away', own: false, phases: regularPhases });
  } else {
    const each = rng.int(1, 2);
    for (let i = 0; i < each; i++) {
      goals.push({ side: 'home', own: false, phases: regularPhases });
      goals.push({ side: 'away', own: i === 1, phases: regularPhases });
    }
    if (s.outcome === 'extra-time') goals.push({ side: 'away', own: false, phases: etPhases });
    else {
      goals.push({ side: 'home', own: false, phases: etPhases });
      goals.push({ side: 'away', own: true, phases: etPhases });
    }
  }
  if (s.earlyGoalMinute !== null) {
    const scorer = pickPlayer(rng, home);
    add(
      SECTION.first,
      (s.earlyGoalMinute - 1) * 60 + 20,
      TYPE.goal,
      'home',
      scorer,
      'Früher Treffer!',
    );
  }
  for (const g of goals) {
    const at = moment(g.phases);
    if (g.own) {
      // An own goal for `side` is scored by a player of the other team.
      const other: Side = g.side === 'home' ? 'away' : 'home';
      add(
        at.section,
        at.timePlayed,
        TYPE.ownGoal,
        other,
        pickPlayer(rng, teams[other]),
        'Unglückliche Abwehraktion.',
      );
    } else {
      add(
        at.section,
        at.timePlayed,
        rng.chance(0.3) ? TYPE.goal100 : TYPE.goal,
        g.side,
        pickPlayer(rng, teams[g.side]),
        rng.pick([
          'Flach ins lange Eck.',
          'Kopfball nach einer Ecke.',
          'Abstauber aus kurzer Distanz.',
        ]),
      );
    }
  }

  // Cards and substitutions.
  const booked = new Set<number>();
  for (let i = 0; i < rng.int(2, 4); i++) {
    const side: Side = rng.chance(0.5) ? 'home' : 'away';
    const player = pickPlayer(rng, teams[side], booked);
    if (!player) continue;
    booked.add(player.id);
    const at = moment(play);
    add(at.section, at.timePlayed, TYPE.yellow, side, player, 'Taktisches Foul.');
    const phase = play.find((p) => p.section === at.section) as Phase;
    const later = at.timePlayed + 300;
    if (i === 0 && later < phase.playStart + phase.length - 30) {
      add(at.section, later, TYPE.yellowRed, side, player, 'Zweite Gelbe.');
    }
  }
  if (rng.chance(0.4)) {
    const side: Side = rng.chance(0.5) ? 'home' : 'away';
    const at = moment(play);
    add(
      at.section,
      at.timePlayed,
      TYPE.red,
      side,
      pickPlayer(rng, teams[side], booked),
      'Grobes Foulspiel.',
    );
  }
  const secondPart = play.filter((p) => p.section !== SECTION.first || s.durationSections === 1);
  for (const side of ['home', 'away'] as const) {
    for (let i = 0; i < 2; i++) {
      const at = moment(secondPart);
      const out = pickPlayer(rng, teams[side]);
      add(at.section, at.timePlayed, TYPE.substitution, side, out, 'Wechsel.');
    }
  }
  if (rng.chance(0.7)) {
    const at = moment(play);
    add(
      at.section,
      at.timePlayed,
      TYPE.note,
      rng.chance(0.5) ? 'home' : 'away',
      null,
      'Pfostentreffer!',
    );
  }

  // Section ends.
  for (const p of play)
    add(p.section, p.playStart + p.length, TYPE.sectionEnd, null, null, 'Abschnitt beendet.');

  // Penalty shoot-out: five each, then sudden death; always decided.
  const shootout = phases.find((p) => p.section === SECTION.penalties);
  if (shootout) {
    const score = { home: 0, away: 0 };
    let kick = 0;
    for (let round = 1; round <= 7; round++) {
      for (const side of ['home', 'away'] as const) {
        const scored = round === 7 ? side === 'home' : rng.chance(0.75);
        if (scored) score[side] += 1;
        const player = pickPlayer(rng, teams[side]);
        add(
          SECTION.penalties,
          shootout.playStart,
          scored ? TYPE.goal : TYPE.note,
          side,
          player,
          scored ? `Elfmeter verwandelt (${score.home}:${score.away}).` : 'Elfmeter verschossen.',
          (kick += 1),
        );
      }
      if (round >= 5 && score.home !== score.away) break;
    }
    add(
      SECTION.penalties,
      shootout.playStart,
      TYPE.sectionEnd,
      null,
      null,
      `Elfmeterschießen beendet (${score.home}:${score.away}).`,
      kick + 1,
    );
  }

  return raw
    .map(({ kick, ...e }): PlannedEvent => {
      const phase = phases.find((p) => p.section === e.section) as Phase;
      const at =
        e.section === SECTION.penalties
          ? phase.start + kick * PENALTY_INTERVAL
          : phase.start + (e.timePlayed - phase.playStart);
      const sectionEndMinute = Math.floor((phase.playStart + phase.length) / 60);
      const minute =
        e.section === SECTION.penalties
          ? sectionEndMinute
          : Math.min(Math.floor(e.timePlayed / 60) + 1, sectionEndMinute);
      return { ...e, at, minute };
    })
    .sort((a, b) => a.at - b.at || a.type - b.type);
}

export interface MatchSnapshot {
  /** Null before kick-off (sim second < 0). */
  section: number | null;
  timePlayed: number | null;
  events: PlannedEvent[];
  score: { home: number; away: number };
  halftime: { home: number; away: number } | null;
  running: boolean;
  finished: boolean;
  /** Sim second of the last event so far (the data's last change), or 0. */
  lastChange: number;
}

/** Regular, own and extra-time goals count; shoot-out kicks do not. */
export function scoreOf(events: readonly PlannedEvent[]): { home: number; away: number } {
  const score = { home: 0, away: 0 };
  for (const e of events) {
    if (e.section === SECTION.penalties || !e.side) continue;
    if (e.type === TYPE.goal || e.type === TYPE.goal100) score[e.side] += 1;
    if (e.type === TYPE.ownGoal) score[e.side === 'home' ? 'away' : 'home'] += 1;
  }
  return score;
}

/** The state of a planned match `simSecond` sim seconds after kick-off. */
export function snapshotAt(
  s: Scenario,
  plan: readonly PlannedEvent[],
  simSecond: number,
): MatchSnapshot {
  if (simSecond < 0) {
    return {
      section: null,
      timePlayed: null,
      events: [],
      score: { home: 0, away: 0 },
      halftime: null,
      running: false,
      finished: false,
      lastChange: 0,
    };
  }
  const happened = plan.filter((e) => e.at <= simSecond);
  const sections = [...new Set(plan.map((e) => e.section))];
  const phases = phasesOf(s, sections.includes(SECTION.et1), sections.includes(SECTION.penalties));
  let phase = phases[0] as Phase;
  for (const p of phases) if (p.start <= simSecond) phase = p;
  const timePlayed =
    phase.section === SECTION.penalties
      ? phase.playStart
      : phase.playStart + Math.min(phase.length, Math.max(0, simSecond - phase.start));
  const section = happened.length
    ? Math.max(...happened.map((e) => e.section), phase.section)
    : phase.section;
  const ended = happened.some((e) => e.section === section && e.type === TYPE.sectionEnd);
  const last = plan.at(-1);
  const firstHalfEnd = plan.find((e) => e.section === SECTION.first && e.type === TYPE.sectionEnd);
  return {
    section,
    timePlayed,
    events: happened,
    score: scoreOf(happened),
    halftime:
      s.durationSections === 2 && firstHalfEnd && firstHalfEnd.at <= simSecond
        ? scoreOf(happened.filter((e) => e.section === SECTION.first))
        : null,
    running: section >= SECTION.first && section <= SECTION.et2 && !ended,
    finished: last !== undefined && last.at <= simSecond,
    lastChange: happened.at(-1)?.at ?? 0,
  };
}
