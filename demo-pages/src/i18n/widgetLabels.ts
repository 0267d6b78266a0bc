/**
 * Server labels handed to widgets through data-props and data-* attributes, in the page's
 * language (issue 18, item 5): the widgets speak the page's language, and their hosts carry
 * lang="en" inside the German content area, so their labels must be English there too.
 */
import type { Lang } from '../logic/dates.ts';

const de = {
  'tabs.label': 'Spielinformationen',
  'tabs.course': 'Spielverlauf',
  'tabs.ticker': 'Liveticker',
  'crossTable.caption': 'Kreuztabelle {name}',
  'tree.title': 'Turnierbaum',
  'ticker.club': 'Vereinsticker',
  'ticker.fans': 'Fanticker',
  'course.none': 'Noch keine Ereignisse.',
  'event.goal': 'Tor',
  'event.ownGoal': 'Eigentor',
  'event.yellow': 'Gelbe Karte',
  'event.red': 'Rote Karte',
  'event.yellowRed': 'Gelb-Rote Karte',
  'event.substitution': 'Wechsel',
  'event.note': 'Hinweis',
  'event.sectionEnd': 'Abpfiff des Abschnitts',
  'event.other': 'Ereignis',
};
export type LabelKey = keyof typeof de;
const en: Record<LabelKey, string> = {
  'tabs.label': 'Match information',
  'tabs.course': 'Match course',
  'tabs.ticker': 'Live ticker',
  'crossTable.caption': 'Cross table {name}',
  'tree.title': 'Tournament tree',
  'ticker.club': 'Club ticker',
  'ticker.fans': 'Fan ticker',
  'course.none': 'No events yet.',
  'event.goal': 'Goal',
  'event.ownGoal': 'Own goal',
  'event.yellow': 'Yellow card',
  'event.red': 'Red card',
  'event.yellowRed': 'Second yellow',
  'event.substitution': 'Substitution',
  'event.note': 'Note',
  'event.sectionEnd': 'End of the period',
  'event.other': 'Event',
};

/** A widget label in `lang`; `{name}` is replaced by `name` (a proper name stays as it is). */
export function widgetLabel(lang: Lang, key: LabelKey, name = ''): string {
  return (lang === 'en' ? en : de)[key].replace('{name}', name);
}

const ROUNDS_EN = new Map([
  ['Achtelfinale', 'Round of 16'],
  ['Viertelfinale', 'Quarter-final'],
  ['Halbfinale', 'Semi-final'],
  ['Finale', 'Final'],
]);

/** A cup round's label ("2. Runde", "Halbfinale") in `lang`; unknown labels stay as they are. */
export function roundLabel(lang: Lang, label: string): string {
  if (lang !== 'en') return label;
  const numbered = /^(\d+)\. Runde$/.exec(label);
  if (numbered) return `Round ${numbered[1]}`;
  return ROUNDS_EN.get(label) ?? label;
}
