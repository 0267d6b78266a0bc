/**
 * Every client-side derivation of the live ticker (spec §3 Live ticker data, §4 Live ticker,
 * §9 Live ticker) as pure functions. The view and the store only call these.
 */
import { formatDateTime } from '@anstoss/i18n';
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

/**
 * The current section: the highest section any event belongs to, raised by the section the feed
 * declares (`section_type_id`: a section that has begun but has no event yet); null before
 * kick-off.
 */
export function currentSectionTypeId(
  events: readonly TickerEvent[],
  declared: number | null = null,
): number | null {
  let current: number | null = declared;
  for (const e of events) {
    if (current === null || e.section_type_id > current) current = e.section_type_id;
  }
  return current;
}

function sectionEnded(events: readonly TickerEvent[], section: number): boolean {
  return events.some((e) => e.section_type_id === section && e.type_id === EVENT.sectionEnd);
}

/** Running: the current section is 2 to 5 and that section has no type-29 event. */
export function gameIsRunning(
  events: readonly TickerEvent[],
  declared: number | null = null,
): boolean {
  const current = currentSectionTypeId(events, declared);
  if (current === null || current < SECTION.firstHalf || current > SECTION.extraTimeSecond)
    return false;
  return !sectionEnded(events, current);
}

/** 'after_penalty_shootout' in section 6; 'after_extra_time' when section 5 has ended. */
export function scoreType(
  events: readonly TickerEvent[],
  declared: number | null = null,
): ScoreType {
  const current = currentSectionTypeId(events, declared);
  if (current === SECTION.penaltyShootout) return 'after_penalty_shootout';
  if (current === SECTION.extraTimeSecond && sectionEnded(events, current))
    return 'after_extra_time';
  return null;
}

/** Where the match stands, as a fan reads it (kicker.de, fussball.de). */
export type MatchPhase =
  /** Before kick-off (no time, no event). */
  | { kind: 'scheduled' }
  /** A section is being played. */
  | { kind: 'running'; section: number }
  /** Between sections: `after` has ended and the game goes on (half-time, before extra time). */
  | { kind: 'break'; after: number }
  /** The penalty shoot-out is being taken. */
  | { kind: 'shootout' }
  /** The final whistle has gone. */
  | { kind: 'finished'; last: number };

/** The last section a game can have, from its settings: a game without extra time ends with it. */
function regularLastSection(durationSections: number): number {
  return durationSections === 1 ? SECTION.firstHalf : SECTION.secondHalf;
}

/**
 * The phase of the match. Finished when the feed says so (`finished`); without that field, when
 * the shoot-out, extra time, or (no later section in sight) regular time has ended.
 */
export function matchPhase(data: TickerResponse, events: readonly TickerEvent[]): MatchPhase {
  const declared = data.section_type_id ?? null;
  const current = currentSectionTypeId(events, declared);
  if (current === null) {
    return data.timeplayed === null
      ? { kind: 'scheduled' }
      : { kind: 'running', section: SECTION.firstHalf };
  }
  const ended = sectionEnded(events, current);
  const finished =
    data.finished ??
    (ended &&
      (current === SECTION.penaltyShootout ||
        current === SECTION.extraTimeSecond ||
        current === regularLastSection(data.duration_sections === 1 ? 1 : 2)));
  if (finished) return { kind: 'finished', last: current };
  if (current === SECTION.penaltyShootout) return { kind: 'shootout' };
  if (ended) return { kind: 'break', after: current };
  return { kind: 'running', section: current };
}

/** The last regular minute of a section: 45, 90, 105, 120 (60 in a one-section game of 60). */
export function sectionEndMinute(
  section: number,
  duration: number,
  durationSections: number,
  extraTime: number,
): number {
  if (section === SECTION.firstHalf && durationSections !== 1) return duration / 2;
  if (section <= SECTION.secondHalf) return duration;
  if (section === SECTION.extraTimeFirst) return duration + extraTime / 2;
  return duration + extraTime;
}

/** A minute as fans read it: "23", or "45+2" in the added time of the section. */
export function minuteLabel(minute: number, sectionEnd: number): string {
  return minute > sectionEnd ? `${sectionEnd}+${minute - sectionEnd}` : String(minute);
}

/** The clock in added time: "45:00 +2:13"; otherwise m:ss (formatClock). */
export function formatMatchClock(seconds: number | null, sectionEnd: number | null): string {
  if (seconds === null || sectionEnd === null || !Number.isFinite(seconds))
    return formatClock(seconds);
  const limit = sectionEnd * 60;
  if (seconds <= limit) return formatClock(seconds);
  return `${formatClock(limit)} +${formatClock(seconds - limit)}`;
}

/** The kick-off as shown before the game: "15:30" today, "28.11.26 15:30" on another day. */
export function formatKickoff(iso: string | null | undefined, now: Date): string | null {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  const sameDay = date.toDateString() === now.toDateString();
  return sameDay ? `${pad(date.getHours())}:${pad(date.getMinutes())}` : formatDateTime(date);
}

/** Shoot-out kicks (section 6): a goal type is a scored kick, any other team event a miss. */
export function shootoutScore(data: TickerResponse, events: readonly TickerEvent[]): Score | null {
  const kicks = events.filter((e) => e.section_type_id === SECTION.penaltyShootout);
  if (!kicks.some((e) => e.type_id !== EVENT.sectionEnd)) return null;
  const score = { home: 0, away: 0 };
  for (const e of kicks) {
    const side = sideOf(e.team_id, data.home_team.id, data.guest_team.id);
    if (side && GOAL_TYPES.includes(e.type_id)) score[side] += 1;
  }
  return score;
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

/** A member's name as visitors see it: the initial only for a non-public member. */
function memberName(member: TickerMember | undefined): string {
  if (!member) return '';
  if (member.is_not_public) return member.name ? `${member.name.charAt(0)}.` : '';
  return [member.firstname, member.name].filter(Boolean).join(' ');
}

/**
 * Goal scorers per team, in minute order: goals (1, 100) count for the scorer's team, own goals
 * (12) for the other team and are marked; penalty shoot-out kicks (section 6) are left out. A
 * non-public scorer is named by the initial, as in the event log.
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
  const current = currentSectionTypeId(events, data.section_type_id ?? null) ?? SECTION.firstHalf;
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
  return memberName(member);
}

/** How a section's end reads: half-time, end of normal time, full time … */
export type SectionEndKind =
  'halftime' | 'regular' | 'final' | 'extraTimeHalf' | 'extraTime' | 'shootout';

/**
 * The end of `section`: "Halbzeit" after the first of two halves, "Abpfiff" for the game's last
 * section once it is over, "Ende der regulären Spielzeit" / "Ende der Verlängerung" when more
 * follows (or may follow: the feed has not said the game is finished).
 */
export function sectionEndKind(
  section: number,
  phase: MatchPhase,
  durationSections: number,
): SectionEndKind {
  if (section === SECTION.penaltyShootout) return 'shootout';
  if (phase.kind === 'finished' && phase.last === section) return 'final';
  if (section === SECTION.firstHalf && durationSections !== 1) return 'halftime';
  if (section === SECTION.extraTimeFirst) return 'extraTimeHalf';
  if (section === SECTION.extraTimeSecond) return 'extraTime';
  return 'regular';
}

interface EntryCommon {
  /** "23", "45+2"; '' for shoot-out kicks (they have no minute). */
  minute: string;
  /** Player's display name ('' when there is none or the member is unknown). */
  player: string;
  /** Substitution: the player who went off ('' when unknown). */
  replaced: string;
  /** Name of the event's team; '' for events without a team. */
  team: string;
  /** The feed's commentary ('' without). */
  text: string;
  /** Icon class of the event type (see eventClass). */
  eventClass: string | null;
  image: string | null;
}

/** One line of the event log, everything the view shows except the translated words. */
export type EventLogEntry = EntryCommon &
  (
    | { kind: 'sectionStart'; sectionTypeId: number }
    | { kind: 'sectionEnd'; sectionTypeId: number; end: SectionEndKind }
    | { kind: 'kick'; scored: boolean; score: string }
    | { kind: 'event'; typeId: number }
  );

/**
 * The event log, newest first (spec §4 Live ticker): every section that has begun opens with a
 * start line ("Anpfiff"), a section end (29) reads as what it is ("Halbzeit", "Abpfiff"), a
 * substitution names who came on and who went off, a shoot-out kick says scored or missed with
 * the shoot-out score after it. The team is the one whose id the event names; player images only
 * appear when the presenter is visible. One text per event: the feed's commentary is kept apart.
 */
export function eventLog(events: readonly TickerEvent[], data: TickerResponse): EventLogEntry[] {
  const showImages = presenterVisible(data);
  const sections = data.duration_sections === 1 ? 1 : 2;
  const phase = matchPhase(data, events);
  const current = currentSectionTypeId(events, data.section_type_id ?? null);
  const end = (section: number) =>
    sectionEndMinute(section, data.duration, sections, data.extratime_duration);
  const blank = { player: '', replaced: '', team: '', text: '', eventClass: null, image: null };
  // A start line marks where a section begins; it carries no minute ("1. Anpfiff" read as if
  // something happened in the first minute).
  const start = (section: number): EventLogEntry => ({
    ...blank,
    minute: '',
    kind: 'sectionStart',
    sectionTypeId: section,
  });
  const lines: EventLogEntry[] = [];
  const started = new Set<number>();
  const open = (section: number) => {
    for (const s of [2, 3, 4, 5, 6]) {
      if (s > section || started.has(s)) continue;
      // A game of one section has no second half; extra time only when it was played.
      if (s === SECTION.secondHalf && sections === 1) continue;
      if (s > SECTION.secondHalf && s !== section && !events.some((e) => e.section_type_id === s))
        continue;
      started.add(s);
      lines.push(start(s));
    }
  };
  const kickScore = { home: 0, away: 0 };
  for (const e of events) {
    open(e.section_type_id);
    const common: EntryCommon = {
      minute: minuteLabel(e.minute, end(e.section_type_id)),
      player: playerName(e, data),
      replaced:
        e.type_id === EVENT.substitution
          ? playerName({ ...e, member_id: e.replaced_member_id }, data)
          : '',
      team: teamOf(e, data)?.name ?? '',
      text: e.text ?? '',
      eventClass: eventClass(e.type_id),
      image: showImages ? playerImage(e, data) : null,
    };
    if (e.type_id === EVENT.sectionEnd) {
      lines.push({
        ...common,
        minute: e.section_type_id === SECTION.penaltyShootout ? '' : common.minute,
        kind: 'sectionEnd',
        sectionTypeId: e.section_type_id,
        end: sectionEndKind(e.section_type_id, phase, sections),
      });
    } else if (e.section_type_id === SECTION.penaltyShootout) {
      const side = sideOf(e.team_id, data.home_team.id, data.guest_team.id);
      if (!side) continue;
      const scored = GOAL_TYPES.includes(e.type_id);
      if (scored) kickScore[side] += 1;
      lines.push({
        ...common,
        minute: '',
        eventClass: scored ? 'goal' : null,
        kind: 'kick',
        scored,
        score: `${kickScore.home}:${kickScore.away}`,
      });
    } else lines.push({ ...common, kind: 'event', typeId: e.type_id });
  }
  // A section that has begun without an event yet (kick-off, the second half's first minutes).
  if (
    phase.kind !== 'scheduled' &&
    current !== null &&
    !(phase.kind === 'break' || phase.kind === 'finished')
  )
    open(current);
  else if (phase.kind !== 'scheduled' && current === null) open(SECTION.firstHalf);
  return lines.reverse();
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
