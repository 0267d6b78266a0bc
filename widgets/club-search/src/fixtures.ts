import type { ClubEntryAnswer, TeamEntryAnswer } from './api.ts';

/** Schema-valid samples shared by tests and stories. */
export const clubsFixture: ClubEntryAnswer[] = [
  { id: 11, name: 'FC Schwarzenbach', town: 'Schwarzenbach' },
  { id: 12, name: 'SV Schwaben Augsburg', town: 'Augsburg' },
  { id: 13, name: 'TSV Schwarzenfeld', town: 'Schwarzenfeld' },
];

export const teamsFixture: TeamEntryAnswer[] = [
  { id: 101, name: 'Herren', url: '/mannschaft/101', competition: 'Kreisliga A' },
  { id: 102, name: 'Frauen', url: '/mannschaft/102', competition: null },
];

export const schemaMismatchClubs = { entries: [{ id: null, name: 5 }] };
