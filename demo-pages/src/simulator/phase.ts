/**
 * What a simulated game's phase reads like on the server's pages (match lists, the live list,
 * the match course): the minute in 45+2 style, the state, the result with "n. V." / "i. E.".
 */
import { formatTime, type Lang } from '../logic/dates.ts';
import { SECTION, TYPE, type MatchSnapshot, type PlannedEvent, type Scenario } from './engine.ts';
import type { SimGame } from './feed.ts';
import { simText, type TextKey } from './texts.ts';

/** The last regular minute of a section: 45, 90, 105, 120 (60 for a one-section game). */
export function sectionEndMinute(s: Scenario, section: number): number {
  if (section === SECTION.first && s.durationSections === 2) return s.duration / 2;
  if (section <= SECTION.second) return s.duration;
  if (section === SECTION.et1) return s.duration + s.extraTimeDuration / 2;
  return s.duration + s.extraTimeDuration;
}

/** A minute as fans read it: 23, or 45+2 in the first half's added time. */
export function minuteLabel(s: Scenario, section: number, minute: number): string {
  const end = sectionEndMinute(s, section);
  return minute > end ? `${end}+${minute - end}` : String(minute);
}

/** The running minute of a live game (the minute being played). */
export function currentMinute(s: Scenario, snap: MatchSnapshot): string {
  if (snap.section === null || snap.timePlayed === null) return '';
  return minuteLabel(s, snap.section, Math.floor(snap.timePlayed / 60) + 1);
}

/** "2:1", "2:2 n. V." or "2:2 n. V., 4:3 i. E." (the shoot-out score once it has begun). */
export function resultText(snap: MatchSnapshot, lang: Lang): string {
  const { goals, aet, pen } = scoreParts(snap, lang);
  const base = aet ? `${goals} ${aet}` : goals;
  return pen ? `${base}, ${pen}` : base;
}

/** The goals ("2:2") and, apart, what they came after ("n. V., 4:3 i. E."; '' after 90 minutes). */
export function resultParts(snap: MatchSnapshot, lang: Lang): { goals: string; note: string } {
  const { goals, aet, pen } = scoreParts(snap, lang);
  return { goals, note: [aet, pen].filter(Boolean).join(', ') };
}

function scoreParts(snap: MatchSnapshot, lang: Lang) {
  const afterExtra =
    (snap.section ?? 0) >= SECTION.penalties ||
    (snap.finished && (snap.section ?? 0) >= SECTION.et1);
  return {
    goals: `${snap.score.home}:${snap.score.away}`,
    aet: afterExtra ? simText(lang, 'score.aet') : '',
    pen: snap.penalties
      ? `${snap.penalties.home}:${snap.penalties.away} ${simText(lang, 'score.pen')}`
      : '',
  };
}

/** The state of a game in a list: "Anpfiff 15:30 Uhr", "live, 45+2.", "Halbzeit", "Endstand". */
export function stateText(s: Scenario, snap: MatchSnapshot, lang: Lang, kickoff: Date): string {
  switch (snap.status) {
    case 'scheduled':
      return simText(lang, 'state.scheduled', { time: formatTime(kickoff, lang) });
    case 'finished':
      return simText(lang, 'state.finished');
    case 'break':
      return snap.section === SECTION.first && s.durationSections === 2
        ? simText(lang, 'state.halftime')
        : simText(lang, 'state.break');
    case 'live':
      return snap.section === SECTION.penalties
        ? simText(lang, 'state.shootout')
        : simText(lang, 'state.live', { minute: currentMinute(s, snap) });
  }
}

/** One line of the match course: what the ticker's log shows for the same event. */
export interface CourseEntry {
  /** "23.", "45+2." ("23'", "45+2'" in English) or '' (section starts, shoot-out kicks). */
  minute: string;
  /** "Tor", "Halbzeit", "Elfmeter verwandelt" … */
  label: string;
  /** Team and player: "SV Heim: Max Muster", "FC Gast: A für B"; '' without. */
  detail: string;
  /** Shoot-out score after a kick ("3:2"), else ''. */
  score: string;
  /** Commentary; null without. */
  text: string | null;
  kind: 'event' | 'start' | 'end';
}

const EVENT_KEYS: Record<number, TextKey> = {
  [TYPE.goal]: 'event.goal',
  [TYPE.goal100]: 'event.goal',
  [TYPE.ownGoal]: 'event.ownGoal',
  [TYPE.yellow]: 'event.yellow',
  [TYPE.red]: 'event.red',
  [TYPE.yellowRed]: 'event.yellowRed',
  [TYPE.substitution]: 'event.substitution',
  [TYPE.note]: 'event.note',
};

/** The text of a section's end: "Halbzeit", "Ende der regulären Spielzeit", "Abpfiff" … */
export function sectionEndKey(section: number, lastSection: number, sections: 1 | 2): TextKey {
  if (section === lastSection) return section === SECTION.penalties ? 'end.shootout' : 'end.final';
  if (section === SECTION.first) return sections === 2 ? 'end.halftime' : 'end.regular';
  if (section === SECTION.second) return 'end.regular';
  if (section === SECTION.et1) return 'end.et1';
  return 'end.et2';
}

const START_KEYS: Record<number, TextKey> = {
  [SECTION.first]: 'start.kickoff',
  [SECTION.second]: 'start.second',
  [SECTION.et1]: 'start.et1',
  [SECTION.et2]: 'start.et2',
  [SECTION.penalties]: 'start.shootout',
};

/**
 * The match course of `events` (one ticker's events of the snapshot), oldest first: every event
 * with one text, the start of every section played so far ("Anpfiff") and its end ("Halbzeit",
 * "Abpfiff"); a substitution names who came on for whom; shoot-out kicks carry the shoot-out score.
 */
export function courseEntries(
  game: Pick<SimGame, 'scenario' | 'plan' | 'home' | 'away'>,
  snap: MatchSnapshot,
  events: readonly PlannedEvent[],
  lang: Lang,
): CourseEntry[] {
  const s = game.scenario;
  if (snap.section === null) return [];
  const lastSection = game.plan.phases.at(-1)?.section ?? SECTION.second;
  const player = (e: PlannedEvent, id: number | null) => {
    const team = e.side === 'home' ? game.home : e.side === 'away' ? game.away : null;
    const p = team?.players.find((x) => x.id === id);
    if (!p) return '';
    return p.isNotPublic ? `${p.name.charAt(0)}.` : `${p.firstname} ${p.name}`;
  };
  const timed: { at: number; order: number; entry: CourseEntry }[] = [];
  for (const phase of game.plan.phases) {
    if (phase.section > snap.section) break;
    timed.push({
      at: phase.start,
      order: 0,
      // A start line marks where a section begins and carries no minute ("1. Anpfiff" read as
      // if something happened in the first minute); the ticker's log writes it the same way.
      entry: {
        minute: '',
        label: simText(lang, START_KEYS[phase.section] ?? 'event.other'),
        detail: '',
        score: '',
        text: null,
        kind: 'start',
      },
    });
  }
  for (const e of events) {
    const team = e.side === 'home' ? game.home.name : e.side === 'away' ? game.away.name : '';
    const minute =
      e.section === SECTION.penalties
        ? ''
        : simText(lang, 'minute', { minute: minuteLabel(s, e.section, e.minute) });
    let entry: CourseEntry;
    if (e.type === TYPE.sectionEnd) {
      entry = {
        minute,
        label: simText(lang, sectionEndKey(e.section, lastSection, s.durationSections)),
        detail: '',
        score: '',
        text: null,
        kind: 'end',
      };
    } else {
      const who =
        e.type === TYPE.substitution
          ? simText(lang, 'sub.for', { in: player(e, e.memberId), out: player(e, e.replacedId) })
          : player(e, e.memberId);
      const text = e.text ? simText(lang, e.text) : null;
      // A note is its text ("Pfostentreffer!"): "Hinweis" alone tells the reader nothing.
      const noteText = e.type === TYPE.note && !e.kick ? text : null;
      entry = {
        minute,
        label: e.kick
          ? simText(lang, e.kick.scored ? 'event.kickScored' : 'event.kickMissed')
          : (noteText ?? simText(lang, EVENT_KEYS[e.type] ?? 'event.other')),
        detail: [team, who].filter(Boolean).join(': '),
        score: e.kick ? `${e.kick.home}:${e.kick.away}` : '',
        text: noteText ? null : text,
        kind: 'event',
      };
    }
    timed.push({ at: e.at, order: e.type === TYPE.sectionEnd ? 2 : 1, entry });
  }
  return timed.sort((a, b) => a.at - b.at || a.order - b.order).map((t) => t.entry);
}
