/**
 * Every word the simulated match centre writes on the server: the commentary of simulated events
 * (the ticker's `text`) and the match course, the live rows of match lists and the match page's
 * state line, in German and English. One text per event: the commentary never repeats what the
 * event's label already says.
 */
import type { Lang } from '../logic/dates.ts';
import tickerDe from '../../../widgets/live-ticker/i18n/de.json' with { type: 'json' };
import tickerEn from '../../../widgets/live-ticker/i18n/en.json' with { type: 'json' };

/**
 * The words the match course shares with the live-ticker widget, taken from the widget's own
 * language files: the Spielverlauf tab and the ticker above it name the same event the same way
 * ("Anpfiff zur 2. Halbzeit" in both, a minute "45+2." in German and "45+2'" in English).
 */
function tickerWords(t: typeof tickerDe) {
  return {
    'event.goal': t['anstoss.liveTicker.event.goal'],
    'event.ownGoal': t['anstoss.liveTicker.event.ownGoal'],
    'event.yellow': t['anstoss.liveTicker.event.yellowCard'],
    'event.red': t['anstoss.liveTicker.event.redCard'],
    'event.yellowRed': t['anstoss.liveTicker.event.yellowRedCard'],
    'event.substitution': t['anstoss.liveTicker.event.substitution'],
    'event.kickScored': t['anstoss.liveTicker.kick.scored'],
    'event.kickMissed': t['anstoss.liveTicker.kick.missed'],
    'event.note': t['anstoss.liveTicker.event.note'],
    'event.other': t['anstoss.liveTicker.event.other'],
    'sub.for': t['anstoss.liveTicker.substitutionFor'],
    'end.halftime': t['anstoss.liveTicker.end.halftime'],
    'end.regular': t['anstoss.liveTicker.end.regular'],
    'end.final': t['anstoss.liveTicker.end.final'],
    'end.et1': t['anstoss.liveTicker.end.extraTimeHalf'],
    'end.et2': t['anstoss.liveTicker.end.extraTime'],
    'end.shootout': t['anstoss.liveTicker.end.shootout'],
    'start.kickoff': t['anstoss.liveTicker.start.firstHalf'],
    'start.second': t['anstoss.liveTicker.start.secondHalf'],
    'start.et1': t['anstoss.liveTicker.start.extraTimeFirst'],
    'start.et2': t['anstoss.liveTicker.start.extraTimeSecond'],
    'start.shootout': t['anstoss.liveTicker.start.penalties'],
    minute: t['anstoss.liveTicker.minute'],
  };
}

const de = {
  ...tickerWords(tickerDe),
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
  ...tickerWords(tickerEn),
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
