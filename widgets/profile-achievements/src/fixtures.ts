/** Schema-valid sample data shared by tests and stories. */
import type { SaveAnswer } from './api.ts';

export const FOLDER = '/assets/images/components/badges/';
export const badgesFixture = [
  { badgeid: 'torjaeger', flavor: 'Torjäger', image: 'torjaeger.svg' },
  { badgeid: 'kapitaen', flavor: 'Kapitän', image: 'kapitaen.svg' },
  { badgeid: 'pokal', flavor: 'Pokalsieg', image: 'pokal.svg' },
];
export const valuesFixture = [
  {
    badgeid: 'pokal',
    headline: 'Kreispokal 2025',
    position: 1,
    flavor: 'Pokalsieg',
    imageUrl: `${FOLDER}pokal.svg`,
  },
];
export const savedFixture: SaveAnswer = { success: true };
export const saveErrorFixture: SaveAnswer = {
  success: false,
  error: { message: 'Das Profil konnte nicht gespeichert werden.' },
};
