/**
 * Texts of the reference CMS's own pages (headings, labels, table heads, hints) in English.
 * The key is the German text itself, so a template reads like the German page; the type only
 * admits keys this dictionary holds, so every page text has its English form (a missing one
 * fails the type check). `{name}` placeholders are filled from `vars` in both languages.
 * The language is the request's (i18n/current.ts); names from the database stay as they are.
 */
import type { Lang } from '../logic/dates.ts';
import { currentLang } from './current.ts';

const en = {
  // shared pieces: tables, lists, paging
  Datum: 'Date',
  Wettbewerb: 'Competition',
  Runde: 'Round',
  Heim: 'Home',
  Gast: 'Away',
  Ergebnis: 'Result',
  'Keine Spiele gefunden.': 'No matches found.',
  'noch nicht gespielt': 'not played yet',
  Platz: 'Position',
  'Pl.': 'Pos.',
  Mannschaft: 'Team',
  Spiele: 'Played',
  'Sp.': 'P',
  Siege: 'Won',
  S: 'W',
  Unentschieden: 'Drawn',
  U: 'D',
  Niederlagen: 'Lost',
  N: 'L',
  Tore: 'Goals',
  Tordifferenz: 'Goal difference',
  'Diff.': 'GD',
  Punkte: 'Points',
  'Pkt.': 'Pts',
  Seitennavigation: 'Pages',
  'Vorherige Seite': 'Previous page',
  'Nächste Seite': 'Next page',
  'Seite {page} von {pages}': 'Page {page} of {pages}',
  // competitions
  'Ergebnisse {matchday}. Spieltag': 'Results of matchday {matchday}',
  Tabelle: 'Table',
  'Tabelle {name}': 'Table {name}',
  Spielplan: 'Fixtures',
  Mannschaften: 'Teams',
  'Saison {season}': 'Season {season}',
  'Zur Saison {season}': 'To season {season}',
  'Abschnitte dieser Seite': 'Sections of this page',
  'Noch keine Spiele angesetzt.': 'No matches scheduled yet.',
  'Spiele: {name}': 'Matches: {name}',
  'Tabelle und Spielplan: {name}, Saison {season}.': 'Table and fixtures: {name}, season {season}.',
  Wettbewerbe: 'Competitions',
  'Wettbewerbe {name}': 'Competitions {name}',
  'Alle Wettbewerbe im Landesverband {name}.': 'All competitions of the {name} association.',
  Landesverband: 'Association',
  Saison: 'Season',
  Anzeigen: 'Show',
  '{name}, Saison {season}': '{name}, season {season}',
  'Für diese Auswahl gibt es keine Wettbewerbe.': 'There are no competitions for this choice.',
  Gebiet: 'Area',
  Spielklasse: 'League',
  Mannschaftsart: 'Team type',
  // clubs
  'Kreis {name}': 'District {name}',
  '{number}. Mannschaft': 'team {number}',
  'kein Ligaspielbetrieb': 'no league play',
  'Nächste Spiele': 'Next matches',
  'Nächste Spiele von {name}': 'Next matches of {name}',
  'Letzte Ergebnisse': 'Latest results',
  'Letzte Ergebnisse von {name}': 'Latest results of {name}',
  Statistik: 'Statistics',
  Vereinsinfos: 'Club facts',
  Gegründet: 'Founded',
  Vereinsfarben: 'Club colours',
  Ort: 'Town',
  Spielstätte: 'Ground',
  'News zum Verein': 'Club news',
  '{name}: Mannschaften, Spiele und Ergebnisse.': '{name}: teams, matches and results.',
  Vereine: 'Clubs',
  'Vereinssuche: {query}': 'Club search: {query}',
  'Finde deinen Fußballverein.': 'Find your football club.',
  'Vereinsname oder Ort': 'Club name or town',
  Suchen: 'Search',
  'Gib mindestens zwei Buchstaben ein, zum Beispiel „SV“ oder „Bonn“.':
    'Type at least two letters, for example “SV” or “Bonn”.',
  'Bitte gib mindestens zwei Buchstaben ein.': 'Please type at least two letters.',
  'Mehr als {count} Vereine gefunden': 'More than {count} clubs found',
  '{count} Vereine gefunden': '{count} clubs found',
  Gegentore: 'Goals conceded',
  '{team}: Tore und Gegentore der letzten {count} Ligaspiele ({league})':
    '{team}: goals scored and conceded in the last {count} league matches ({league})',
  // start page
  'Amateurfußball in deiner Region': 'Amateur football in your region',
  'Spielpläne, Tabellen und Nachrichten aus {region} und allen anderen Landesverbänden. Finde deinen Verein, verfolge deine Liga und bleib am Ball.':
    'Fixtures, tables and news from {region} and every other regional association. Find your club, follow your league and stay on the ball.',
  'Wettbewerb finden': 'Find a competition',
  'Verein suchen': 'Find a club',
  'Aktuelle News aus {region}': 'Latest news from {region}',
  'Alle News': 'All news',
  'Nächste Spiele der Herren in {region}': 'Next men’s matches in {region}',
  Landesverbände: 'Regional associations',
  'Spielpläne, Tabellen und News aus dem Amateurfußball aller 21 Landesverbände.':
    'Fixtures, tables and news of amateur football in all 21 regional associations.',
  // profile
  'Das ist dein eigenes Profil.': 'This is your own profile.',
  'Deine Möglichkeiten': 'What you can do',
  'Fotos hochladen': 'Upload photos',
  'Meine Fotos und Videos': 'My photos and videos',
  'Mein Fußball': 'My football',
  // match pages
  Spielinformationen: 'Match information',
  Überblick: 'Overview',
  'Etwas Unangemessenes im Liveticker?': 'Something inappropriate in the live ticker?',
  Endstand: 'Final score',
  'Für dieses Spiel gibt es keinen Liveticker.': 'There is no live ticker for this match.',
  'Liveticker und Spielverlauf: {title}.': 'Live ticker and match course: {title}.',
  'Live-Spiele': 'Live matches',
  'Die Spiele, die gerade laufen, mit Liveticker.':
    'The matches being played now, with live ticker.',
  // community
  'Fan-Umfrage der Woche': 'Fan poll of the week',
  Kommentare: 'Comments',
  'Melde dich an': 'Log in',
  '{login}, um mitzudiskutieren.': '{login} to join the discussion.',
} as const;

export type PageText = keyof typeof en;

const dictionaries: Record<Lang, (text: PageText) => string> = {
  de: (text) => text,
  en: (text) => en[text],
};

/** The page text in the request's language, `{name}` placeholders filled from `vars`. */
export function tr(
  text: PageText,
  vars: Record<string, string | number> = {},
  lang: Lang = currentLang(),
): string {
  return dictionaries[lang](text).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}
