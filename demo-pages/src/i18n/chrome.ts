/**
 * Texts of the page chrome (header, navigation, footer) in German and English. Page content
 * comes from the database and stays German; with English chrome it is marked lang="de".
 * The widgets translate themselves through the runtime's language files.
 */
import type { Lang } from '../logic/dates.ts';

const de = {
  'site.name': 'Anstoss',
  'site.tagline': 'Dein Portal für den Amateurfußball',
  'site.home': 'Anstoss – zur Startseite',
  skip: 'Zum Inhalt springen',
  'nav.label': 'Hauptnavigation',
  'nav.home': 'Start',
  'nav.news': 'News',
  'nav.competitions': 'Wettbewerbe',
  'nav.clubs': 'Vereine',
  'nav.upload': 'Hochladen',
  'nav.behaviours': 'Seitenfunktionen',
  'account.label': 'Benutzerkonto',
  'account.login': 'Anmelden',
  'account.logout': 'Abmelden',
  'account.profile': 'Mein Profil',
  'account.admin': 'Verwaltung',
  'account.myFootball': 'Mein Fußball',
  'lang.label': 'Sprache wählen',
  'lang.de': 'Deutsch',
  'lang.en': 'English',
  'breadcrumb.label': 'Brotkrümelnavigation',
  'footer.label': 'Fußzeile',
  'footer.legal': 'Rechtliches und Service',
  'footer.imprint': 'Impressum',
  'footer.privacy': 'Datenschutz',
  'footer.cookies': 'Cookie-Einstellungen',
  'footer.about':
    'Anstoss bündelt Spielpläne, Tabellen und News aus allen 21 Landesverbänden – von der Kreisliga bis zur Landesliga.',
  'footer.note': 'Demo-Portal: Alle Vereine, Personen und Ergebnisse sind frei erfunden.',
} as const;

export type ChromeKey = keyof typeof de;

const en: Record<ChromeKey, string> = {
  'site.name': 'Anstoss',
  'site.tagline': 'Your amateur football portal',
  'site.home': 'Anstoss – to the home page',
  skip: 'Skip to content',
  'nav.label': 'Main navigation',
  'nav.home': 'Home',
  'nav.news': 'News',
  'nav.competitions': 'Competitions',
  'nav.clubs': 'Clubs',
  'nav.upload': 'Upload',
  'nav.behaviours': 'Page features',
  'account.label': 'User account',
  'account.login': 'Log in',
  'account.logout': 'Log out',
  'account.profile': 'My profile',
  'account.admin': 'Administration',
  'account.myFootball': 'My football',
  'lang.label': 'Choose language',
  'lang.de': 'Deutsch',
  'lang.en': 'English',
  'breadcrumb.label': 'Breadcrumb',
  'footer.label': 'Footer',
  'footer.legal': 'Legal and service',
  'footer.imprint': 'Legal notice',
  'footer.privacy': 'Privacy',
  'footer.cookies': 'Cookie settings',
  'footer.about':
    'Anstoss brings together fixtures, tables and news from all 21 regional associations – from district league to state league.',
  'footer.note': 'Demo portal: all clubs, people and results are made up.',
};

const dictionaries: Record<Lang, Record<ChromeKey, string>> = { de, en };

export function t(lang: Lang, key: ChromeKey): string {
  return dictionaries[lang][key];
}

export function parseLang(value: string | undefined | null): Lang {
  return value === 'en' ? 'en' : 'de';
}
