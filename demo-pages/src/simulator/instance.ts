/**
 * The running simulator of an app (one per AppRuntime), and the live state of its games for the
 * pages that list matches (league, fixtures, cup, club pages): a match row whose game is being
 * simulated shows its live score and state instead of "–:–".
 */
import type { AppRuntime } from '../context.ts';
import type { Lang } from '../logic/dates.ts';
import { simulatorGames } from '../repo/live.ts';
import { resultText, stateText } from './phase.ts';
import { Simulator, speedFrom } from './simulator.ts';

interface Held {
  simulator: Simulator;
  ready: Promise<Simulator> | null;
}

const held = new WeakMap<AppRuntime, Held>();
/** The simulator of the app that started last: what match lists read (see liveRow). */
let latest: Simulator | null = null;

/**
 * The simulator of `runtime`; created on the first call (at route registration, so the games
 * kick off when the server starts), its games read from the database once.
 */
export function simulatorOf(runtime: AppRuntime): {
  simulator: Simulator;
  ready: () => Promise<Simulator>;
} {
  let h = held.get(runtime);
  if (!h) {
    h = { simulator: new Simulator(speedFrom(), () => runtime.now().getTime()), ready: null };
    held.set(runtime, h);
    const startedAt = runtime.now().getTime();
    const entry = h;
    entry.ready = simulatorGames(runtime.options.db).then((setups) => {
      entry.simulator.kickOff(setups, startedAt);
      latest = entry.simulator;
      return entry.simulator;
    });
    // Nobody may be waiting yet: a failed read is reported when a route awaits it.
    entry.ready.catch(() => undefined);
  }
  const entry = h;
  return { simulator: entry.simulator, ready: () => entry.ready as Promise<Simulator> };
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
