/**
 * The running simulator of an app (one per AppRuntime), and the live state of its games for the
 * pages that list matches (league, fixtures, cup, club pages): a match row whose game is being
 * simulated shows its live score and state instead of "–:–".
 */
import type { AppRuntime } from '../context.ts';
import type { Lang } from '../logic/dates.ts';
import { simulatorGames } from '../repo/live.ts';
import { resultText, stateText } from './phase.ts';
import { currentKickOff, recordKickOff, sharedKickOff } from '../security/shared.ts';
import { Simulator, speedFrom, type GameSetup } from './simulator.ts';

interface Held {
  simulator: Simulator;
  ready: Promise<Simulator> | null;
  setups: GameSetup[];
  /** When the shared kick-off was last read (PostgreSQL only). */
  checkedAt: number;
}

const held = new WeakMap<AppRuntime, Held>();
/** The simulator of the app that started last: what match lists read (see liveRow). */
let latest: Simulator | null = null;

/**
 * How often an instance on PostgreSQL reads the kick-off the others may have changed (the
 * admin's "kick off again" on another instance): the ticker's own answer window.
 */
const FOLLOW_MS = 2_000;

/**
 * The simulator of `runtime`; created on the first call (at route registration, so the games
 * kick off when the server starts), its games read from the database once. On PostgreSQL,
 * where several instances may serve one site, the kick-off is shared through the database
 * (security/shared.ts): every instance tells the same minute of the same match.
 */
export function simulatorOf(runtime: AppRuntime): {
  simulator: Simulator;
  ready: () => Promise<Simulator>;
} {
  const { db } = runtime.options;
  let h = held.get(runtime);
  if (!h) {
    const entry: Held = {
      simulator: new Simulator(speedFrom(), () => runtime.now().getTime()),
      ready: null,
      setups: [],
      checkedAt: 0,
    };
    held.set(runtime, entry);
    const startedAt = runtime.now().getTime();
    entry.ready = simulatorGames(db).then(async (setups) => {
      entry.setups = setups;
      const at = db.kind === 'pg' ? await sharedKickOff(db, startedAt) : startedAt;
      entry.checkedAt = runtime.now().getTime();
      entry.simulator.kickOff(setups, at);
      latest = entry.simulator;
      return entry.simulator;
    });
    // Nobody may be waiting yet: a failed read is reported when a route awaits it.
    entry.ready.catch(() => undefined);
    h = entry;
  }
  const entry = h;
  const follow = async (simulator: Simulator): Promise<Simulator> => {
    const now = runtime.now().getTime();
    if (db.kind !== 'pg' || now - entry.checkedAt < FOLLOW_MS) return simulator;
    entry.checkedAt = now;
    const at = await currentKickOff(db);
    if (at !== null && at !== simulator.kickedOffAt) simulator.kickOff(entry.setups, at);
    return simulator;
  };
  return {
    simulator: entry.simulator,
    ready: () => (entry.ready as Promise<Simulator>).then(follow),
  };
}

/** Kicks every game off again now, for every instance of the site. */
export async function kickOffAgain(runtime: AppRuntime): Promise<void> {
  const { simulator, ready } = simulatorOf(runtime);
  await ready();
  const entry = held.get(runtime)!;
  const { db } = runtime.options;
  entry.setups = await simulatorGames(db);
  simulator.kickOff(entry.setups);
  if (db.kind === 'pg') await recordKickOff(db, simulator.kickedOffAt);
}

export interface LiveRow {
  /** "2:1", "2:2 n. V., 4:3 i. E." */
  result: string;
  /** "live, 45+2.", "Halbzeit", "Endstand" */
  state: string;
  /** Kicked off and not finished. */
  live: boolean;
  /** The final whistle has gone. */
  finished: boolean;
}

/** The live state of match `id` if the simulator plays it (and has kicked it off), else null. */
export function liveRow(id: number, lang: Lang): LiveRow | null {
  const game = latest?.game(id);
  if (!latest || !game) return null;
  const snap = latest.snapshot(game);
  if (snap.status === 'scheduled') return null;
  return {
    result: resultText(snap, lang),
    state: stateText(game.scenario, snap, lang, latest.kickOffTime()),
    live: !snap.finished,
    finished: snap.finished,
  };
}
