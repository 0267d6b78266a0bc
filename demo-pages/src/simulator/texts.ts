/**
 * Every word the simulated match centre writes on the server: the commentary of simulated events
 * (the ticker's `text`) and the match course, the live rows of match lists and the match page's
 * state line, in German and English. One text per event: the commentary never repeats what the
 * event's label already says.
 */
import type { Lang } from '../logic/dates.ts';

const de = {
  'goal.early': 'Früher Treffer!',
  'goal.low': 'Flach ins lange Eck.',
  'goal.header': 'Kopfball nach einer Ecke.',
  'goal.tapIn': 'Abstauber aus kurzer Distanz.',
  'goal.own': 'Unglückliche Abwehraktion.',
  'card.foul': 'Taktisches Foul.',
  'card.second': 'Zweites Foul nach der Verwarnung.',
  'card.rough': 'Grobes Foulspiel.',
  'note.post': 'Pfostentreffer!',
  // The match course (Spielverlauf) and the ticker tab.
  'course.none': 'Noch keine Ereignisse.',
  'course.notStarted': 'Das Spiel hat noch nicht begonnen.',
  'event.goal': 'Tor',
  'event.ownGoal': 'Eigentor',
  'event.yellow': 'Gelbe Karte',
  'event.red': 'Rote Karte',
  'event.yellowRed': 'Gelb-Rote Karte',
  'event.substitution': 'Wechsel',
  'event.note': 'Hinweis',
  'event.kickScored': 'Elfmeter verwandelt',
  'event.kickMissed': 'Elfmeter verschossen',
  'event.other': 'Ereignis',
  'sub.for': '{{in}} für {{out}}',
  'end.halftime': 'Halbzeit',
  'end.regular': 'Ende der regulären Spielzeit',
  'end.final': 'Abpfiff',
  'end.et1': 'Ende der ersten Hälfte der Verlängerung',
  'end.et2': 'Ende der Verlängerung',
  'end.shootout': 'Ende des Elfmeterschießens',
  'start.kickoff': 'Anpfiff',
  'start.second': 'Beginn der 2. Halbzeit',
  'start.et1': 'Beginn der Verlängerung',
  'start.et2': 'Beginn der zweiten Hälfte der Verlängerung',
  'start.shootout': 'Beginn des Elfmeterschießens',
  // Live rows of match lists and the live list.
  'state.scheduled': 'Anpfiff {{time}} Uhr',
  'state.live': 'live, {{minute}}.',
  'state.halftime': 'Halbzeit',
  'state.break': 'Pause',
  'state.shootout': 'Elfmeterschießen',
  'state.finished': 'Endstand',
  'score.aet': 'n. V.',
  'score.pen': 'i. E.',
  'score.live': 'Live-Spielstand',
  'score.open': 'noch nicht gespielt',
  'score.toMatch': 'zum Spiel',
} as const;

export type TextKey = keyof typeof de;

const en: Record<TextKey, string> = {
  'goal.early': 'An early goal!',
  'goal.low': 'Low into the far corner.',
  'goal.header': 'Header from a corner.',
  'goal.tapIn': 'Tapped in from close range.',
  'goal.own': 'An unlucky clearance.',
  'card.foul': 'Tactical foul.',
  'card.second': 'Another foul after the caution.',
  'card.rough': 'Serious foul play.',
  'note.post': 'Off the post!',
  'course.none': 'No events yet.',
  'course.notStarted': 'The match has not started yet.',
  'event.goal': 'Goal',
  'event.ownGoal': 'Own goal',
  'event.yellow': 'Yellow card',
  'event.red': 'Red card',
  'event.yellowRed': 'Second yellow',
  'event.substitution': 'Substitution',
  'event.note': 'Note',
  'event.kickScored': 'Penalty scored',
  'event.kickMissed': 'Penalty missed',
  'event.other': 'Event',
  'sub.for': '{{in}} for {{out}}',
  'end.halftime': 'Half-time',
  'end.regular': 'End of normal time',
  'end.final': 'Full time',
  'end.et1': 'End of the first half of extra time',
  'end.et2': 'End of extra time',
  'end.shootout': 'End of the shoot-out',
  'start.kickoff': 'Kick-off',
  'start.second': 'Second half under way',
  'start.et1': 'Extra time under way',
  'start.et2': 'Second half of extra time under way',
  'start.shootout': 'Penalty shoot-out under way',
  'state.scheduled': 'Kick-off {{time}}',
  'state.live': "live, {{minute}}'",
  'state.halftime': 'Half-time',
  'state.break': 'Break',
  'state.shootout': 'Penalty shoot-out',
  'state.finished': 'Full time',
  'score.aet': 'a.e.t.',
  'score.pen': 'pen.',
  'score.live': 'Live score',
  'score.open': 'not played yet',
  'score.toMatch': 'to the match',
};

const TABLES: Record<Lang, Record<TextKey, string>> = { de, en };

/** The text of `key` in `lang`, with {{name}} placeholders filled (values as text). */
export function simText(lang: Lang, key: TextKey, values: Record<string, string> = {}): string {
  return TABLES[lang][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
