/** Schema-valid sample data shared by tests, stories and the reference CMS. */
import type { ListAnswer } from './api.ts';

export const goalListFixture: ListAnswer = {
  success: true,
  entries: [
    {
      id: '02IEQ6L1J4000000VS5489B3VU2TDLOS',
      title: 'Fallrückzieher in der Nachspielzeit',
      teaser: 'Kreisliga A, 14. Spieltag',
      image: '/assets/favicon.svg',
    },
    { id: 7, title: 'Freistoß in den Winkel', teaser: 'Bezirksliga' },
    { id: 'v-3', title: 'Solo über das halbe Feld', teaser: '' },
  ],
};

export function manyGoals(count: number): ListAnswer {
  return {
    success: true,
    entries: Array.from({ length: count }, (_, i) => ({ id: `v${i}`, title: `Tor ${i + 1}` })),
  };
}

/** What a person types into the goal form (spec §3 fields). */
export const typedGoal = {
  scorer: 'Lena Krüger',
  playerclub: 'SV Blau-Weiß Linden',
  foeclub: 'FC Rot-Gelb',
  competition: 'Kreisliga A',
  minutes: '1',
  seconds: '42',
};

export const categoriesFixture = [
  {
    id: 'tor',
    title: 'Tor des Monats',
    text: 'Zeig uns dein schönstes Tor.',
    kat: 3,
    rubrik: 'tore',
  },
  { id: 'fairplay', title: 'Fair-Play-Geste', kat: 4, rubrik: 'fairplay' },
];

export const consentsFixture = [
  { id: 'veroeffentlichung', label: 'Das Video darf auf der Seite gezeigt werden.' },
  { id: 'abgebildete', label: 'Alle abgebildeten Personen sind einverstanden.' },
];
