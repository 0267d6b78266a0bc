/**
 * The fixed content of the submission pages: this week's goal videos and the categories of
 * /einsenden (ids are fixed, so tests and bookmarks never depend on seed order).
 */
export interface GoalVideo {
  id: string;
  title: string;
  teaser: string;
  image: string;
}

export const GOAL_VIDEOS: readonly GoalVideo[] = [
  {
    id: 'tdw-2647-1',
    title: 'Fallrückzieher in der Nachspielzeit',
    teaser: 'Eingesandt aus der Kreisliga A',
    image: '/bilder/news/3.svg',
  },
  {
    id: 'tdw-2647-2',
    title: 'Freistoß in den Winkel',
    teaser: 'Eingesandt aus der Bezirksliga',
    image: '/bilder/news/7.svg',
  },
  {
    id: 'tdw-2647-3',
    title: 'Solo über das halbe Feld',
    teaser: 'Eingesandt aus der B-Jugend',
    image: '/bilder/news/12.svg',
  },
];

export const GOAL_PRESETS = { aktion: 'tor-der-woche', woche: '202647' } as const;

export interface SubmissionCategory {
  id: string;
  title: string;
  text: string;
  kat: string;
  rubrik: string;
}

export const CATEGORIES: readonly SubmissionCategory[] = [
  {
    id: 'tor',
    title: 'Tor des Monats',
    text: 'Dein schönstes Tor als Video – wir zeigen die besten auf der Startseite.',
    kat: '3',
    rubrik: 'tore',
  },
  {
    id: 'fairplay',
    title: 'Fair-Play-Geste',
    text: 'Eine Szene, die zeigt, was Amateurfußball ausmacht.',
    kat: '4',
    rubrik: 'fairplay',
  },
  {
    id: 'vereinsleben',
    title: 'Vereinsleben',
    text: 'Sommerfest, Arbeitseinsatz, Meisterfeier: Fotos aus deinem Verein.',
    kat: '5',
    rubrik: 'verein',
  },
];

export const CATEGORY_CONSENTS = [
  { id: 'veroeffentlichung', label: 'Mein Beitrag darf auf Anstoss veröffentlicht werden.' },
  {
    id: 'abgebildete',
    label: 'Alle erkennbaren Personen (bei Minderjährigen die Eltern) sind einverstanden.',
  },
] as const;
