/**
 * The running simulator: which games are live and since when. Time comes from `now()`, so tests
 * drive it; nothing runs in the background. Speed: SIMULATOR_SPEED (default 20, the browser tests
 * use 60) simulated seconds per real second.
 */
import {
  planMatch,
  snapshotAt,
  type MatchSnapshot,
  type Scenario,
  type SimTeam,
} from './engine.ts';
import type { SimGame } from './feed.ts';
import { heldSimSecond } from './clientHold.ts';

export const DEFAULT_SPEED = 20;

export function speedFrom(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.SIMULATOR_SPEED);
  return Number.isFinite(n) && n > 0 && n <= 10_000 ? n : DEFAULT_SPEED;
}

export interface GameSetup {
  gameId: number;
  scenario: Scenario;
  home: SimTeam;
  away: SimTeam;
  tickers: 1 | 2;
  competitionName: string;
  venue: string;
}

/** The scenarios of the games that kick off together (see README: live match simulator). */
export const SCENARIOS: { scenario: Omit<Scenario, 'seed'>; tickers: 1 | 2 }[] = [
  {
    scenario: {
      duration: 90,
      durationSections: 2,
      extraTimeDuration: 30,
      outcome: 'regular',
      earlyGoalMinute: 4,
    },
    tickers: 2,
  },
  {
    scenario: {
      duration: 90,
      durationSections: 2,
      extraTimeDuration: 30,
      outcome: 'penalties',
      earlyGoalMinute: null,
    },
    tickers: 1,
  },
  {
    scenario: {
      duration: 90,
      durationSections: 2,
      extraTimeDuration: 30,
      outcome: 'extra-time',
      earlyGoalMinute: null,
    },
    tickers: 2,
  },
  {
    scenario: {
      duration: 60,
      durationSections: 1,
      extraTimeDuration: 0,
      outcome: 'regular',
      earlyGoalMinute: null,
    },
    tickers: 1,
  },
];

export class Simulator {
  private games = new Map<number, SimGame>();
  private tickers = new Map<number, number>();
  private startedAt = 0;
  /** Test mode only: how far the simulated games run ahead of (or behind) the clock, in ms. */
  private shiftMs = 0;

  constructor(
    readonly speed: number,
    private readonly now: () => number,
  ) {}

  /** Test mode: the sim second the games stand still at, or null (they run). */
  private frozenAt: number | null = null;

  /**
   * The simulator's time: the server clock, shifted by a test's step (see `shiftTo`); in a
   * request that holds its own sim second (test mode, clientHold.ts), that second.
   */
  current(): number {
    const own = heldSimSecond();
    if (own !== undefined) return this.realTime(own);
    return this.frozenAt === null ? this.now() + this.shiftMs : this.realTime(this.frozenAt);
  }

  /** Kicks off every game at `at` (default now; again, if they ran before). */
  kickOff(setups: GameSetup[], at: number = this.now()): void {
    this.games.clear();
    this.tickers.clear();
    this.startedAt = at;
    this.shiftMs = 0;
    this.frozenAt = null;
    for (const g of setups) {
      const tickerIds =
        g.tickers === 2 ? [g.gameId * 10 + 1, g.gameId * 10 + 2] : [g.gameId * 10 + 1];
      this.games.set(g.gameId, {
        gameId: g.gameId,
        scenario: g.scenario,
        home: g.home,
        away: g.away,
        plan: planMatch(g.scenario, g.home, g.away),
        tickerIds,
        competitionName: g.competitionName,
        venue: g.venue,
      });
      for (const id of tickerIds) this.tickers.set(id, g.gameId);
    }
  }

  /** The simulator's own time line (shifted in test mode): for caches and Last-Modified. */
  get kickedOffAt(): number {
    return this.startedAt;
  }

  /** The kick-off on the server's clock (what a visitor is told: "Anpfiff 12:00 Uhr"). */
  kickOffTime(): Date {
    return new Date(this.startedAt - this.shiftMs);
  }

  list(): SimGame[] {
    return [...this.games.values()];
  }

  game(gameId: number): SimGame | undefined {
    return this.games.get(gameId);
  }

  gameOfTicker(tickerId: number): SimGame | undefined {
    const gameId = this.tickers.get(tickerId);
    return gameId === undefined ? undefined : this.games.get(gameId);
  }

  /**
   * Test mode: moves every game so that it stands at sim second `simSecond` now (negative: before
   * kick-off). The browser test steps a match through its phases this way instead of waiting.
   */
  shiftTo(simSecond: number, hold = false): void {
    this.shiftMs = this.realTime(simSecond) - this.now();
    this.frozenAt = hold ? simSecond : null;
  }

  /** Test mode: back on the server's clock, as if no step had been taken (ends a test's hold). */
  release(): void {
    this.shiftMs = 0;
    this.frozenAt = null;
  }

  /** Sim seconds since kick-off at real time `ms`. */
  simSecond(ms: number = this.current()): number {
    return ((ms - this.startedAt) / 1000) * this.speed;
  }

  /** Real time (ms) of a sim second. */
  realTime(simSecond: number): number {
    return this.startedAt + (simSecond / this.speed) * 1000;
  }

  snapshot(game: SimGame, ms: number = this.current()): MatchSnapshot {
    return snapshotAt(game.scenario, game.plan, this.simSecond(ms));
  }
}
