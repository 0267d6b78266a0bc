/**
 * Every client-side derivation of the live ticker (spec §3 Live ticker data, §4 Live ticker,
 * §9 Live ticker) as pure functions. The view and the store only call these.
 */
import type { TickerResponse, TickerEvent, TickerMember } from './api.ts';

/** Match sections (section_type_id). */
export const SECTION = {
  firstHalf: 2,
  secondHalf: 3,
  extraTimeFirst: 4,
  extraTimeSecond: 5,
  penaltyShootout: 6,
} as const;

/** Event type_id values. */
export const EVENT = {
  goal: 1,
  yellowCard: 2,
  redCard: 3,
  substitution: 4,
  yellowRedCard: 9,
  ownGoal: 12,
  sectionIcon28: 28,
  sectionEnd: 29,
  goal100: 100,
} as const;

/** §9: events eligible for player images. */
export const PLAYER_IMAGE_TYPES: readonly number[] = [1, 2, 3, 4, 9, 12, 100];
/** §9: progress-bar event types (28 is accepted but has no icon class). */
export const PROGRESS_TYPES: readonly number[] = [1, 2, 3, 4, 9, 12, 28, 100];
/** §9: poll interval = should_update × 1000 ms; default 30000 ms. */
export const DEFAULT_POLL_MS = 30_000;
/** §9: the selected ticker per game is remembered for 24 h. */
export const TICKER_CHOICE_MS = 86_400_000;
export const TICKER_CHOICE_DAYS = TICKER_CHOICE_MS / 86_400_000;
/** Longest wait between polls while the network keeps failing. */
export const MAX_BACKOFF_MS = 5 * 60_000;

const GOAL_TYPES: readonly number[] = [EVENT.goal, EVENT.goal100];

export type Side = 'home' | 'away';
export type ScoreType = 'after_extra_time' | 'after_penalty_shootout' | null;

export interface Score {
  home: number | null;
  away: number | null;
}

/** 'home:away' → numbers; anything unreadable gives nulls (shown as '-'). */
export function parseScore(score: string | null | undefined): Score {
  const match = /^\s*(\d+)\s*:\s*(\d+)\s*$/.exec(score ?? '');
  if (!match) return { home: null, away: null };
  return { home: Number(match[1]), away: Number(match[2]) };
}

/**
 * Both data shapes in use: the first carries `score` ('2:1'), the second `scoreHome`,
 * `scoreAway` (and `time_running`). The second wins when present.
 */
export function scoreOf(data: Pick<TickerResponse, 'score' | 'scoreHome' | 'scoreAway'>): Score {
  const num = (v: number | string | null | undefined) =>
    v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Number(v);
  if (data.scoreHome !== undefined || data.scoreAway !== undefined) {
    return { home: num(data.scoreHome), away: num(data.scoreAway) };
  }
  return parseScore(data.score);
}

/** With duration_sections = 1, second-half events count as first half. */
export function foldSections(
  events: readonly TickerEvent[],
  durationSections: number,
): TickerEvent[] {
  if (durationSections !== 1) return [...events];
  return events.map((e) =>
    e.section_type_id === SECTION.secondHalf ? { ...e, section_type_id: SECTION.firstHalf } : e,
  );
}

/** The current section: the highest section any event belongs to; null before kick-off. */
export function currentSectionTypeId(events: readonly TickerEvent[]): number | null {
  let current: number | null = null;
  for (const e of events) {
    if (current === null || e.section_type_id > current) current = e.section_type_id;
  }
  return current;
}

function sectionEnded(events: readonly TickerEvent[], section: number): boolean {
  return events.some((e) => e.section_type_id === section && e.type_id === EVENT.sectionEnd);
}

/** Running: the current section is 2 to 5 and that section has no type-29 event. */
export function gameIsRunning(events: readonly TickerEvent[]): boolean {
  const current = currentSectionTypeId(events);
  if (current === null || current < SECTION.firstHalf || current > SECTION.extraTimeSecond)
    return false;
  return !sectionEnded(events, current);
}

/** 'after_penalty_shootout' in section 6; 'after_extra_time' when section 5 has ended. */
export function scoreType(events: readonly TickerEvent[]): ScoreType {
  const current = currentSectionTypeId(events);
  if (current === SECTION.penaltyShootout) return 'after_penalty_shootout';
  if (current === SECTION.extraTimeSecond && sectionEnded(events, current))
    return 'after_extra_time';
  return null;
}

/** Hidden or inactive when liveticker_enabled (or live) is false. */
export function tickerEnabled(data: Pick<TickerResponse, 'liveticker_enabled' | 'live'>): boolean {
  const off = (v: unknown) => v === false || v === 0 || v === '0' || v === 'false';
  return !off(data.liveticker_enabled) && !off(data.live);
}

/** presenter_visible, default true. */
export function presenterVisible(
  config: { presenter_visible?: boolean | null } | undefined,
): boolean {
  return config?.presenter_visible !== false;
}

/** m:ss while there is a time; '-:-' without one. */
export function formatClock(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0)
    return '-:-';
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Seconds on the clock `nowMs` after the data arrived: it ticks only while the game runs. */
export function clockSeconds(
  timePlayed: number | null,
  receivedAtMs: number,
  nowMs: number,
  running: boolean,
): number | null {
  if (timePlayed === null) return null;
  if (!running) return timePlayed;
  return timePlayed + Math.max(0, Math.floor((nowMs - receivedAtMs) / 1000));
}

/** Poll interval from should_update (seconds); 30000 ms when missing or unusable. */
export function pollIntervalMs(shouldUpdate: number | null | undefined): number {
  return shouldUpdate && Number.isFinite(shouldUpdate) && shouldUpdate > 0
    ? shouldUpdate * 1000
    : DEFAULT_POLL_MS;
}

/** Wait after `failures` consecutive network errors: doubles, capped at five minutes. */
export function backoffMs(baseMs: number, failures: number): number {
  if (failures <= 0) return baseMs;
  return Math.min(MAX_BACKOFF_MS, baseMs * 2 ** failures);
}

/** The side an event's team_id belongs to; null for events without a team (section ends). */
export function sideOf(
  teamId: string | null | undefined,
  homeId: string,
  awayId: string,
): Side | null {
  if (teamId === homeId) return 'home';
  if (teamId === awayId) return 'away';
  return null;
}

export interface Scorer {
  memberId: string | null;
  name: string;
  minute: number;
  ownGoal: boolean;
}

/**
 * A team's member by id. Member ids are opaque strings, so an id such as `constructor` or
 * `__proto__` must not find something the members object inherited.
 */
function memberOf(
  team: TickerResponse['home_team'],
  memberId: string | null,
): TickerMember | undefined {
  if (memberId === null || !Object.hasOwn(team.members, memberId)) return undefined;
  return team.members[memberId];
}

function memberName(member: TickerMember | undefined): string {
  if (!member) return '';
  return [member.firstname, member.name].filter(Boolean).join(' ');
}

/**
 * Goal scorers per team, in minute order: goals (1, 100) count for the scorer's team, own goals
 * (12) for the other team and are marked; penalty shoot-out kicks (section 6) are left out.
 */
export function goalScorers(data: TickerResponse): { home: Scorer[]; away: Scorer[] } {
  const homeId = data.home_team.id;
  const awayId = data.guest_team.id;
  const result: { home: Scorer[]; away: Scorer[] } = { home: [], away: [] };
  const sorted = [...data.events].sort((a, b) => a.minute - b.minute);
  for (const e of sorted) {
    // Shoot-out kicks are not goals of the match.
    if (e.section_type_id === SECTION.penaltyShootout) continue;
    const side = sideOf(e.team_id, homeId, awayId);
    if (!side) continue;
    const own = e.type_id === EVENT.ownGoal;
    if (!own && !GOAL_TYPES.includes(e.type_id)) continue;
    const team = side === 'home' ? data.home_team : data.guest_team;
    const member = memberOf(team, e.member_id);
    const credited: Side = own ? (side === 'home' ? 'away' : 'home') : side;
    result[credited].push({
      memberId: e.member_id,
      name: memberName(member),
      minute: e.minute,
      ownGoal: own,
    });
  }
  return result;
}

/** Icon class of an event type; 28 (and unknown types) have none. */
export function eventClass(typeId: number): string | null {
  switch (typeId) {
    case EVENT.goal:
    case EVENT.goal100:
      return 'goal';
    case EVENT.ownGoal:
      return 'goal own-goal';
    case EVENT.yellowCard:
      return 'yellow-card';
    case EVENT.redCard:
      return 'red-card';
    case EVENT.yellowRedCard:
      return 'yellow-red-card';
    case EVENT.substitution:
      return 'substitution';
    default:
      return null;
  }
}

export interface ProgressEvent {
  minute: number;
  /** Position inside its segment, 0–100. */
  left: number;
  eventClass: string | null;
  side: Side;
  typeId: number;
}

export interface ProgressSegment {
  sectionTypeId: number;
  startMinute: number;
  endMinute: number;
  /** Share of the segment played, capped at 100. */
  percent: number;
  finished: boolean;
  events: ProgressEvent[];
}

/** Section boundaries in minutes: halves of `duration` (one section with duration_sections 1), then extra time. */
export function sectionBounds(
  duration: number,
  durationSections: number,
  extraTime: number,
): { sectionTypeId: number; startMinute: number; endMinute: number }[] {
  const bounds: { sectionTypeId: number; startMinute: number; endMinute: number }[] =
    durationSections === 1
      ? [{ sectionTypeId: SECTION.firstHalf, startMinute: 0, endMinute: duration }]
      : [
          { sectionTypeId: SECTION.firstHalf, startMinute: 0, endMinute: duration / 2 },
          { sectionTypeId: SECTION.secondHalf, startMinute: duration / 2, endMinute: duration },
        ];
  if (extraTime > 0) {
    bounds.push(
      {
        sectionTypeId: SECTION.extraTimeFirst,
        startMinute: duration,
        endMinute: duration + extraTime / 2,
      },
      {
        sectionTypeId: SECTION.extraTimeSecond,
        startMinute: duration + extraTime / 2,
        endMinute: duration + extraTime,
      },
    );
  }
  return bounds;
}

/**
 * Progress-bar segments: per section the share played (capped at 100 %), finished once the time
 * played passes the section end, and the marks of event types 1, 2, 3, 4, 9, 12, 28, 100.
 * Extra-time segments appear only once extra time is reached.
 */
export function progressSegments(
  data: TickerResponse,
  timePlayedSeconds: number | null,
): ProgressSegment[] {
  const durationSections = data.duration_sections === 1 ? 1 : 2;
  const events = foldSections(data.events, durationSections);
  const current = currentSectionTypeId(events) ?? SECTION.firstHalf;
  const playedMin = (timePlayedSeconds ?? 0) / 60;
  const showExtra = current >= SECTION.extraTimeFirst;
  return sectionBounds(
    data.duration,
    durationSections,
    showExtra ? data.extratime_duration : 0,
  ).map((b) => {
    const length = b.endMinute - b.startMinute || 1;
    const percent = Math.min(100, Math.max(0, ((playedMin - b.startMinute) / length) * 100));
    return {
      ...b,
      percent,
      finished: playedMin > b.endMinute,
      events: events
        .filter((e) => e.section_type_id === b.sectionTypeId && PROGRESS_TYPES.includes(e.type_id))
        .flatMap((e) => {
          const side = sideOf(e.team_id, data.home_team.id, data.guest_team.id);
          if (!side) return [];
          return [
            {
              minute: e.minute,
              left: Math.min(100, Math.max(0, ((e.minute - b.startMinute) / length) * 100)),
              eventClass: eventClass(e.type_id),
              side,
              typeId: e.type_id,
            },
          ];
        }),
    };
  });
}

/** The team an event belongs to; null for events without a team (section ends, unknown ids). */
function teamOf(event: TickerEvent, data: TickerResponse): TickerResponse['home_team'] | null {
  const side = sideOf(event.team_id, data.home_team.id, data.guest_team.id);
  if (!side) return null;
  return side === 'home' ? data.home_team : data.guest_team;
}

/** Player image of an event: only types 1, 2, 3, 4, 9, 12, 100, never for non-public members. */
export function playerImage(event: TickerEvent, data: TickerResponse): string | null {
  if (!PLAYER_IMAGE_TYPES.includes(event.type_id)) return null;
  const team = teamOf(event, data);
  const member = team ? memberOf(team, event.member_id) : undefined;
  if (!member || member.is_not_public) return null;
  return member.player_image_url || null;
}

/** Display name of an event's player, respecting is_not_public (initial only). */
export function playerName(event: TickerEvent, data: TickerResponse): string {
  const team = teamOf(event, data);
  const member = team ? memberOf(team, event.member_id) : undefined;
  if (!member) return '';
  if (member.is_not_public) return member.name ? `${member.name.charAt(0)}.` : '';
  return memberName(member);
}

/** One line of the event log, everything the view shows except the translated words. */
export type EventLogEntry = {
  minute: number;
  /** Player's display name ('' when there is none or the member is unknown). */
  player: string;
  /** Name of the event's team; '' for events without a team. */
  team: string;
  text: string;
  /** Icon class of the event type (see eventClass). */
  eventClass: string | null;
  image: string | null;
} & (
  | {
      kind: 'sectionEnd';
      /** The section that ended (its label reads "2. Halbzeit beendet"). */ sectionTypeId: number;
    }
  | { kind: 'event'; typeId: number }
);

/**
 * The event log, newest first (spec §4 Live ticker): a section end (29) is labelled with the
 * section it ends, every other event with its type; the team is the one whose id the event names,
 * and player images only appear when the presenter is visible.
 */
export function eventLog(events: readonly TickerEvent[], data: TickerResponse): EventLogEntry[] {
  const showImages = presenterVisible(data);
  return events
    .map((e): EventLogEntry => {
      const common = {
        minute: e.minute,
        player: playerName(e, data),
        team: teamOf(e, data)?.name ?? '',
        text: e.text ?? '',
        eventClass: eventClass(e.type_id),
        image: showImages ? playerImage(e, data) : null,
      };
      return e.type_id === EVENT.sectionEnd
        ? { ...common, kind: 'sectionEnd', sectionTypeId: e.section_type_id }
        : { ...common, kind: 'event', typeId: e.type_id };
    })
    .reverse();
}

/** Replaces the ticker id in a data address, link or tracking value: …/ticker-id/{id}… */
export function withTickerId(value: string, tickerId: string): string {
  return value.replace(/(\/ticker-id\/)[^/?#&"\s]+/g, `$1${encodeURIComponent(tickerId)}`);
}

/** Game id from a page path /spiel/{gameId}. */
export function gameIdFromPath(pathname: string): string | null {
  const match = /\/spiel\/([^/?#]+)/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** localStorage key of the remembered ticker of a game. */
export function tickerChoiceKey(prefix: string, gameId: string): string {
  return `${prefix}_LIVETICKER_${gameId}`;
}

/** The ticker to show: the remembered one if the game still offers it, else the host's. */
export function chooseTickerId(
  hostTickerId: string,
  remembered: string | null,
  available: readonly string[],
): string {
  if (remembered && (available.length === 0 || available.includes(remembered))) return remembered;
  return hostTickerId;
}

/** Goals seen now that were not in `previous`: the polite announcements. */
export function newGoals(previous: Score | null, next: Score): Side[] {
  if (!previous || previous.home === null || previous.away === null) return [];
  const sides: Side[] = [];
  if (next.home !== null && next.home > previous.home) sides.push('home');
  if (next.away !== null && next.away > previous.away) sides.push('away');
  return sides;
}
