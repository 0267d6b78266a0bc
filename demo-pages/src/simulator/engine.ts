/**
 * The live match simulator's state machine: pure and deterministic. A match is planned once from
 * a seed (every event with its match time), and its state at any moment is a function of the
 * simulated seconds since kick-off. No timers: the routes compute the snapshot when asked.
 *
 * Simulated clock: sim seconds = real seconds since kick-off × speed. Phases (sim seconds):
 * first half (with added time), half-time break, second half, then (if planned) a break, extra
 * time 1, a short break, extra time 2, a break and the penalty shoot-out.
 *
 * The plan follows the laws of the game: eleven start, the rest of the squad is the bench; at
 * most MAX_SUBSTITUTIONS per team, a substituted player never returns; a player sent off (red or
 * second yellow) takes no further part; every event's player is on the pitch at that moment; the
 * shoot-out is taken by players on the pitch at the end, five each alternately, then sudden death,
 * nobody kicks twice before every eligible team-mate has kicked.
 */
import { createRng, type Rng } from '../seed/prng.ts';
import type { TextKey } from './texts.ts';

export const SECTION = { first: 2, second: 3, et1: 4, et2: 5, penalties: 6 } as const;
export const TYPE = {
  goal: 1,
  yellow: 2,
  red: 3,
  substitution: 4,
  yellowRed: 9,
  ownGoal: 12,
  /** Remarks without a card or goal; in the shoot-out: a missed kick. */
  note: 28,
  sectionEnd: 29,
  goal100: 100,
} as const;

/** Laws of the game as the simulator applies them (amateur football, Germany). */
export const STARTERS = 11;
export const MAX_SUBSTITUTIONS = 5;

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
  /** The club's slug (its crest on the live list); absent in tests that need no crest. */
  clubSlug?: string;
  /** The squad: the first eleven start, the others are substitutes. */
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

export interface ShootoutKick {
  /** 1-based number of the kick in the shoot-out. */
  n: number;
  scored: boolean;
  /** Shoot-out score after this kick. */
  home: number;
  away: number;
}

export interface PlannedEvent {
  section: number;
  type: number;
  side: Side | null;
  /** The player of the event; for a substitution the one who came on. */
  memberId: number | null;
  /** Substitution: the player who went off. */
  replacedId: number | null;
  /** Minute as the ticker counts it (46 in the first half's added time = 45+1). */
  minute: number;
  /** Time played (seconds) at the event. */
  timePlayed: number;
  /** Sim seconds since kick-off at which the event happens. */
  at: number;
  /** Commentary (simulator/texts.ts), or null. */
  text: TextKey | null;
  /** Shoot-out kicks only. */
  kick: ShootoutKick | null;
}

export interface Phase {
  section: number;
  /** Sim second the phase starts. */
  start: number;
  /** Time played (seconds) when it starts. */
  playStart: number;
  /** Regular length in sim seconds (play time). */
  length: number;
  /** Added (stoppage) time in seconds, played after `length`. */
  added: number;
}

export interface MatchPlan {
  phases: Phase[];
  events: PlannedEvent[];
}

export const HALFTIME_BREAK = 900;
export const ET_BREAK = 300;
export const ET_HALF_BREAK = 60;
export const PENALTY_INTERVAL = 60;

/** The playing phases with their sim-second start; breaks lie between them. */
export function phasesOf(
  s: Scenario,
  withExtraTime: boolean,
  withPenalties: boolean,
  added: readonly number[] = [],
  kicks = 10,
): Phase[] {
  const phases: Phase[] = [];
  const regular = s.duration * 60;
  const add = (i: number) => added[i] ?? 0;
  let end = 0;
  const push = (section: number, start: number, playStart: number, length: number) => {
    const phase = { section, start, playStart, length, added: add(phases.length) };
    phases.push(phase);
    end = start + length + phase.added;
  };
  if (s.durationSections === 1) push(SECTION.first, 0, 0, regular);
  else {
    push(SECTION.first, 0, 0, regular / 2);
    push(SECTION.second, end + HALFTIME_BREAK, regular / 2, regular / 2);
  }
  if (withExtraTime) {
    const half = (s.extraTimeDuration * 60) / 2;
    push(SECTION.et1, end + ET_BREAK, regular, half);
    push(SECTION.et2, end + ET_HALF_BREAK, regular + half, half);
  }
  if (withPenalties) {
    phases.push({
      section: SECTION.penalties,
      start: end + ET_BREAK,
      playStart: regular + s.extraTimeDuration * 60,
      length: PENALTY_INTERVAL * (kicks + 1),
      added: 0,
    });
  }
  return phases;
}

/** Minutes of added time per playing phase (seeded): short in the first half, longer after. */
function addedTime(rng: Rng, s: Scenario, withExtraTime: boolean): number[] {
  const minutes = s.durationSections === 1 ? [rng.int(1, 4)] : [rng.int(1, 3), rng.int(2, 5)];
  if (withExtraTime) minutes.push(rng.int(0, 2), rng.int(1, 3));
  return minutes.map((m) => m * 60);
}

type IntentKind = 'goal' | 'ownGoal' | 'yellow' | 'red' | 'sub' | 'note';
interface Intent {
  kind: IntentKind;
  /** The team the event is for (own goal: the team credited with the goal). */
  side: Side;
  section: number;
  timePlayed: number;
  text: TextKey | null;
  /** A yellow whose player sees a second yellow `secondAfter` seconds later. */
  secondAfter?: number;
}

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** Who is on the pitch, on the bench, off; checked by every event. */
class Squad {
  onPitch: SimPlayer[];
  bench: SimPlayer[];
  booked = new Set<number>();
  sentOff = new Set<number>();
  substitutions = 0;

  constructor(team: SimTeam) {
    this.onPitch = team.players.slice(0, STARTERS);
    this.bench = team.players.slice(STARTERS);
  }

  pick(rng: Rng, filter: (p: SimPlayer) => boolean = () => true): SimPlayer | null {
    const pool = this.onPitch.filter(filter);
    return pool.length ? rng.pick(pool) : null;
  }

  remove(id: number): void {
    this.onPitch = this.onPitch.filter((p) => p.id !== id);
  }
}

/** Plans every event of a match; the same scenario and teams always give the same plan. */
export function planMatch(s: Scenario, home: SimTeam, away: SimTeam): MatchPlan {
  const rng = createRng(s.seed);
  const withExtraTime = s.outcome !== 'regular';
  const withPenalties = s.outcome === 'penalties';
  const added = addedTime(rng, s, withExtraTime);
  const play = phasesOf(s, withExtraTime, false, added);
  const regularPhases = play.filter((p) => p.section <= SECTION.second);
  const etPhases = play.filter((p) => p.section >= SECTION.et1);
  /** A random moment inside one of the given phases (never in its first or last 30 seconds). */
  const moment = (list: readonly Phase[]): { section: number; timePlayed: number } => {
    const phase = rng.pick(list);
    return {
      section: phase.section,
      timePlayed: phase.playStart + rng.int(30, Math.max(31, phase.length + phase.added - 30)),
    };
  };
  const intents: Intent[] = [];
  const intent = (kind: IntentKind, side: Side, list: readonly Phase[], text: TextKey | null) => {
    const at = moment(list);
    const item: Intent = { kind, side, ...at, text };
    intents.push(item);
    return item;
  };

  // Goals: a script of sides that gives the scenario's outcome, scattered over the phases.
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
    intents.push({
      kind: 'goal',
      side: 'home',
      section: SECTION.first,
      timePlayed: (s.earlyGoalMinute - 1) * 60 + 20,
      text: 'goal.early',
    });
  }
  for (const g of goals) {
    const item = g.own
      ? intent('ownGoal', g.side, g.phases, 'goal.own')
      : intent('goal', g.side, g.phases, rng.pick(['goal.low', 'goal.header', 'goal.tapIn']));
    // The guaranteed early goal is the first of the match.
    if (s.earlyGoalMinute !== null)
      item.timePlayed = Math.max(item.timePlayed, s.earlyGoalMinute * 60 + 30);
  }

  // Cards: the first booking may become a second yellow five minutes later.
  const bookings = rng.int(2, 4);
  for (let i = 0; i < bookings; i++) {
    const item = intent('yellow', rng.chance(0.5) ? 'home' : 'away', play, 'card.foul');
    if (i === 0) item.secondAfter = 300;
  }
  if (rng.chance(0.4)) intent('red', rng.chance(0.5) ? 'home' : 'away', play, 'card.rough');

  // Substitutions after the break (or after the first third of a one-section game).
  const late =
    s.durationSections === 1
      ? play.map((p) => ({
          ...p,
          playStart: p.playStart + p.length / 3,
          length: (p.length * 2) / 3,
        }))
      : play.filter((p) => p.section !== SECTION.first);
  for (const side of ['home', 'away'] as const) {
    const count = rng.int(2, MAX_SUBSTITUTIONS);
    for (let i = 0; i < count; i++) intent('sub', side, late, null);
  }
  if (rng.chance(0.7)) intent('note', rng.chance(0.5) ? 'home' : 'away', play, 'note.post');

  // Walk through the match in time order: every player is chosen from who is on the pitch then.
  const squads: Record<Side, Squad> = { home: new Squad(home), away: new Squad(away) };
  const events: Omit<PlannedEvent, 'at' | 'minute'>[] = [];
  const emit = (
    i: Intent,
    type: number,
    side: Side | null,
    player: SimPlayer | null,
    replaced: SimPlayer | null = null,
  ) =>
    events.push({
      section: i.section,
      timePlayed: i.timePlayed,
      type,
      side,
      memberId: player?.id ?? null,
      replacedId: replaced?.id ?? null,
      text: i.text,
      kick: null,
    });
  const queue = [...intents];
  // Section first: added time overlaps the next section's time played (45+2 before 46).
  const byTime = (a: Intent, b: Intent) => a.section - b.section || a.timePlayed - b.timePlayed;
  queue.sort(byTime);
  while (queue.length) {
    const i = queue.shift() as Intent;
    const squad = squads[i.side];
    switch (i.kind) {
      case 'goal': {
        const scorer = squad.pick(rng);
        if (scorer) emit(i, rng.chance(0.3) ? TYPE.goal100 : TYPE.goal, i.side, scorer);
        break;
      }
      case 'ownGoal': {
        // An own goal for `side` is scored by a player of the other team.
        const scorer = squads[other(i.side)].pick(rng);
        if (scorer) emit(i, TYPE.ownGoal, other(i.side), scorer);
        break;
      }
      case 'yellow': {
        const player = squad.pick(rng, (p) => !squad.booked.has(p.id));
        if (!player) break;
        squad.booked.add(player.id);
        emit(i, TYPE.yellow, i.side, player);
        const phase = play.find((p) => p.section === i.section) as Phase;
        const second = i.timePlayed + (i.secondAfter ?? 0);
        if (i.secondAfter && second < phase.playStart + phase.length + phase.added - 30) {
          // Queued as its own event: the player may have been substituted in between.
          const follow: Intent = {
            kind: 'red',
            side: i.side,
            section: i.section,
            timePlayed: second,
            text: 'card.second',
          };
          (follow as Intent & { playerId?: number }).playerId = player.id;
          queue.push(follow);
          queue.sort(byTime);
        }
        break;
      }
      case 'red': {
        const forced = (i as Intent & { playerId?: number }).playerId;
        const player =
          forced === undefined
            ? squad.pick(rng)
            : (squad.onPitch.find((p) => p.id === forced) ?? null);
        if (!player) break;
        squad.sentOff.add(player.id);
        squad.remove(player.id);
        emit(i, forced === undefined ? TYPE.red : TYPE.yellowRed, i.side, player);
        break;
      }
      case 'sub': {
        if (squad.substitutions >= MAX_SUBSTITUTIONS) break;
        const incoming = squad.bench[0];
        const outgoing = squad.pick(rng);
        if (!incoming || !outgoing) break;
        squad.bench = squad.bench.slice(1);
        squad.remove(outgoing.id);
        squad.onPitch.push(incoming);
        squad.substitutions += 1;
        emit(i, TYPE.substitution, i.side, incoming, outgoing);
        break;
      }
      case 'note': {
        const player = squad.pick(rng);
        emit(i, TYPE.note, i.side, player);
        break;
      }
    }
  }

  // Section ends, at the end of the added time.
  for (const p of play)
    events.push({
      section: p.section,
      timePlayed: p.playStart + p.length + p.added,
      type: TYPE.sectionEnd,
      side: null,
      memberId: null,
      replacedId: null,
      text: null,
      kick: null,
    });

  // Penalty shoot-out.
  const kicks = withPenalties ? shootout(rng, squads) : [];
  const phases = withPenalties ? phasesOf(s, true, true, added, kicks.length) : play;
  const shootoutPhase = phases.find((p) => p.section === SECTION.penalties);
  for (const k of kicks)
    events.push({
      section: SECTION.penalties,
      timePlayed: shootoutPhase?.playStart ?? 0,
      type: k.kick.scored ? TYPE.goal : TYPE.note,
      side: k.side,
      memberId: k.player.id,
      replacedId: null,
      text: null,
      kick: k.kick,
    });
  if (shootoutPhase)
    events.push({
      section: SECTION.penalties,
      timePlayed: shootoutPhase.playStart,
      type: TYPE.sectionEnd,
      side: null,
      memberId: null,
      replacedId: null,
      text: null,
      kick: null,
    });

  let kickNo = 0;
  const timed = events
    .map((e): PlannedEvent => {
      const phase = phases.find((p) => p.section === e.section) as Phase;
      if (e.section === SECTION.penalties) {
        kickNo += 1;
        return {
          ...e,
          at: phase.start + kickNo * PENALTY_INTERVAL,
          minute: Math.floor(phase.playStart / 60),
        };
      }
      const last = Math.floor((phase.playStart + phase.length + phase.added) / 60);
      const minute =
        e.type === TYPE.sectionEnd ? last : Math.min(Math.floor(e.timePlayed / 60) + 1, last);
      return { ...e, at: phase.start + (e.timePlayed - phase.playStart), minute };
    })
    .sort((a, b) => a.at - b.at || (a.kick?.n ?? 0) - (b.kick?.n ?? 0) || a.type - b.type);
  return { phases, events: timed };
}

/**
 * The shoot-out (IFAB Law 10): only players on the pitch at the end take part, the team with
 * more players reduces to the other's number; kicks alternate, five each, stopping once one side
 * cannot catch up, then sudden death in pairs; nobody kicks a second time before every eligible
 * team-mate has kicked. Always decided (after 20 rounds the home side's kick wins it).
 */
function shootout(
  rng: Rng,
  squads: Record<Side, Squad>,
): { side: Side; player: SimPlayer; kick: ShootoutKick }[] {
  const size = Math.min(squads.home.onPitch.length, squads.away.onPitch.length);
  const kickers: Record<Side, SimPlayer[]> = {
    home: rng.shuffle(squads.home.onPitch).slice(0, size),
    away: rng.shuffle(squads.away.onPitch).slice(0, size),
  };
  const first: Side = rng.chance(0.5) ? 'home' : 'away';
  const order: Side[] = [first, other(first)];
  const score = { home: 0, away: 0 };
  const taken = { home: 0, away: 0 };
  const out: { side: Side; player: SimPlayer; kick: ShootoutKick }[] = [];
  const decided = () => {
    if (taken.home < 5 || taken.away < 5) {
      const left = (side: Side) => Math.max(0, 5 - taken[side]);
      return score.home + left('home') < score.away || score.away + left('away') < score.home;
    }
    return taken.home === taken.away && score.home !== score.away;
  };
  for (let round = 1; round <= 20 && !decided(); round++) {
    for (const side of order) {
      if (decided()) break;
      const player = kickers[side][taken[side] % size] as SimPlayer;
      const scored = round === 20 ? side === 'home' : rng.chance(0.75);
      taken[side] += 1;
      if (scored) score[side] += 1;
      out.push({
        side,
        player,
        kick: { n: out.length + 1, scored, home: score.home, away: score.away },
      });
    }
  }
  return out;
}

export type MatchStatus = 'scheduled' | 'live' | 'break' | 'finished';

export interface MatchSnapshot {
  /** Null before kick-off (sim second < 0). */
  section: number | null;
  timePlayed: number | null;
  status: MatchStatus;
  events: PlannedEvent[];
  score: { home: number; away: number };
  halftime: { home: number; away: number } | null;
  /** Shoot-out score once the shoot-out has begun. */
  penalties: { home: number; away: number } | null;
  running: boolean;
  finished: boolean;
  /** Sim second of the last event so far, or 0. */
  lastChange: number;
  /** Sim second the current section began (its kick-off changes the ticker too); null before. */
  sectionStart: number | null;
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
export function snapshotAt(s: Scenario, plan: MatchPlan, simSecond: number): MatchSnapshot {
  if (simSecond < 0) {
    return {
      section: null,
      timePlayed: null,
      status: 'scheduled',
      events: [],
      score: { home: 0, away: 0 },
      halftime: null,
      penalties: null,
      running: false,
      finished: false,
      lastChange: 0,
      sectionStart: null,
    };
  }
  const happened = plan.events.filter((e) => e.at <= simSecond);
  let phase = plan.phases[0] as Phase;
  for (const p of plan.phases) if (p.start <= simSecond) phase = p;
  const playLength = phase.length + phase.added;
  const timePlayed =
    phase.section === SECTION.penalties
      ? phase.playStart
      : phase.playStart + Math.min(playLength, Math.max(0, simSecond - phase.start));
  const section = phase.section;
  const ended = happened.some((e) => e.section === section && e.type === TYPE.sectionEnd);
  const last = plan.events.at(-1);
  const finished = last !== undefined && last.at <= simSecond;
  const firstHalfEnd = plan.events.find(
    (e) => e.section === SECTION.first && e.type === TYPE.sectionEnd,
  );
  const lastKick = happened.filter((e) => e.kick).at(-1)?.kick;
  const running = section >= SECTION.first && section <= SECTION.et2 && !ended;
  return {
    section,
    timePlayed,
    status: finished ? 'finished' : running || section === SECTION.penalties ? 'live' : 'break',
    events: happened,
    score: scoreOf(happened),
    halftime:
      s.durationSections === 2 && firstHalfEnd && firstHalfEnd.at <= simSecond
        ? scoreOf(happened.filter((e) => e.section === SECTION.first))
        : null,
    penalties:
      section === SECTION.penalties
        ? { home: lastKick?.home ?? 0, away: lastKick?.away ?? 0 }
        : null,
    running,
    finished,
    lastChange: happened.at(-1)?.at ?? 0,
    sectionStart: phase.start,
  };
}
