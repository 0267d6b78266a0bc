/**
 * What the reference CMS answers for a simulated game, built from a snapshot (pure):
 * the live ticker JSON (spec §3 Live ticker data) and the quick view's match events data
 * (spec §3 Match events data).
 */
import { widgetLabel } from '../i18n/widgetLabels.ts';
import type { Lang } from '../logic/dates.ts';
import {
  SECTION,
  TYPE,
  type MatchPlan,
  type MatchSnapshot,
  type PlannedEvent,
  type Scenario,
  type SimTeam,
} from './engine.ts';
import { simText } from './texts.ts';

export interface SimGame {
  gameId: number;
  scenario: Scenario;
  home: SimTeam;
  away: SimTeam;
  plan: MatchPlan;
  /** Ticker ids of this game: one or two. The second ticker leaves out substitutions. */
  tickerIds: number[];
  competitionName: string;
  venue: string;
}

/** Should_update of the simulated tickers (seconds). */
export const SHOULD_UPDATE = 5;

function members(team: SimTeam) {
  return Object.fromEntries(
    team.players.map((p) => [
      String(p.id),
      {
        firstname: p.firstname,
        name: p.name,
        is_not_public: p.isNotPublic,
        player_image_url: `/bilder/spieler/${p.id}.svg`,
        jersey_nr: p.jerseyNr,
      },
    ]),
  );
}

/** Events a ticker reports: the second ticker has no substitutions. */
export function eventsOfTicker(game: SimGame, tickerId: number, events: readonly PlannedEvent[]) {
  const second = game.tickerIds.indexOf(tickerId) === 1;
  return second ? events.filter((e) => e.type !== TYPE.substitution) : [...events];
}

/**
 * The ticker JSON. Besides the fields of spec §3 it carries what a match centre needs to tell
 * every phase: `kickoff` (ISO instant), `section_type_id` (the section being played or the last
 * one played, null before kick-off), `finished` (the final whistle has gone), and per event
 * `replaced_member_id` (substitution: who went off; `member_id` came on). In the shoot-out
 * (section 6) a goal type is a scored kick, any other team event a missed one.
 */
export function tickerJson(
  game: SimGame,
  tickerId: number,
  snap: MatchSnapshot,
  lang: Lang = 'de',
  kickoff: Date | null = null,
) {
  const teamId = (e: PlannedEvent) =>
    e.side === 'home' ? game.home.id : e.side === 'away' ? game.away.id : null;
  return {
    id: tickerId,
    should_update: SHOULD_UPDATE,
    score: `${snap.score.home}:${snap.score.away}`,
    score_halftime: snap.halftime ? `${snap.halftime.home}:${snap.halftime.away}` : null,
    live: true,
    liveticker_enabled: true,
    kickoff: kickoff?.toISOString() ?? null,
    section_type_id: snap.section,
    finished: snap.finished,
    timeplayed: snap.timePlayed,
    duration: game.scenario.duration,
    duration_sections: game.scenario.durationSections,
    extratime_duration: game.scenario.extraTimeDuration,
    tickers: game.tickerIds.map((id, i) => ({
      id,
      name: widgetLabel(lang, i === 0 ? 'ticker.club' : 'ticker.fans'),
    })),
    events: eventsOfTicker(game, tickerId, snap.events).map((e) => ({
      section_type_id: e.section,
      type_id: e.type,
      team_id: teamId(e),
      member_id: e.memberId,
      ...(e.replacedId !== null ? { replaced_member_id: e.replacedId } : {}),
      minute: e.minute,
      ...(e.text ? { text: simText(lang, e.text) } : {}),
    })),
    home_team: { id: game.home.id, name: game.home.name, members: members(game.home) },
    guest_team: { id: game.away.id, name: game.away.name, members: members(game.away) },
  };
}

const QUICKVIEW_TYPES: Record<number, string> = {
  [TYPE.goal]: 'goal',
  [TYPE.goal100]: 'goal',
  [TYPE.ownGoal]: 'goal own-goal',
  [TYPE.yellow]: 'yellow-card',
  [TYPE.red]: 'red-card',
  [TYPE.yellowRed]: 'yellow-red-card',
  [TYPE.substitution]: 'substitution',
};

/** Match events data for the quick view: sections with start, end and events (no shoot-out). */
export function matchEventsJson(game: SimGame, snap: MatchSnapshot, lang: Lang = 'de') {
  const s = game.scenario;
  const person = (e: PlannedEvent, id: number | null) => {
    const team = e.side === 'home' ? game.home : game.away;
    const p = team.players.find((x) => x.id === id);
    return p && !p.isNotPublic ? `${p.firstname} ${p.name}` : undefined;
  };
  const name = (e: PlannedEvent) => {
    const on = person(e, e.memberId);
    if (e.type !== TYPE.substitution) return on;
    const off = person(e, e.replacedId);
    return on && off ? simText(lang, 'sub.for', { in: on, out: off }) : on;
  };
  // Added time is drawn at the section's end (45+2 at 45).
  const sectionEnd = (section: number) =>
    section === SECTION.first && s.durationSections === 2
      ? s.duration / 2
      : section <= SECTION.second
        ? s.duration
        : section === SECTION.et1
          ? s.duration + s.extraTimeDuration / 2
          : s.duration + s.extraTimeDuration;
  const eventsIn = (sections: number[]) =>
    snap.events
      .filter((e) => sections.includes(e.section) && e.side && QUICKVIEW_TYPES[e.type])
      .map((e) => ({
        time: Math.min(e.minute, sectionEnd(e.section)),
        type: QUICKVIEW_TYPES[e.type] as string,
        team: e.side as 'home' | 'away',
        label: name(e),
      }));
  const reachedExtra =
    snap.events.some((e) => e.section >= SECTION.et1) || (snap.section ?? 0) >= SECTION.et1;
  return {
    duration: s.duration,
    extraTimeDuration: s.extraTimeDuration,
    durationSections: s.durationSections,
    homeTeam: game.home.name,
    awayTeam: game.away.name,
    sections: {
      'first-half': {
        start: 0,
        end: s.durationSections === 1 ? s.duration : s.duration / 2,
        events: eventsIn(
          s.durationSections === 1 ? [SECTION.first, SECTION.second] : [SECTION.first],
        ),
      },
      ...(s.durationSections === 2
        ? {
            'second-half': {
              start: s.duration / 2,
              end: s.duration,
              events: eventsIn([SECTION.second]),
            },
          }
        : {}),
      ...(reachedExtra
        ? {
            'extra-time': {
              start: s.duration,
              end: s.duration + s.extraTimeDuration,
              events: eventsIn([SECTION.et1, SECTION.et2]),
            },
          }
        : {}),
    },
  };
}
