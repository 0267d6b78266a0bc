import type { League, Lookup, Season, TeamType } from './model.ts';

export const CURRENT_SEASON_ID = '_2526';
export const PREVIOUS_SEASON_ID = '_2425';
/** The portal's home region: pages without a region of their own show Mittelrhein. */
export const DEFAULT_ASSOCIATION_ID = '_22';

export const SEASONS: Season[] = [
  { id: PREVIOUS_SEASON_ID, label: '24/25', longLabel: '2024/2025', isCurrent: false, sort: 2 },
  { id: CURRENT_SEASON_ID, label: '25/26', longLabel: '2025/2026', isCurrent: true, sort: 1 },
];

export const CT = { league: '_1', cup: '_2', tournament: '_3', friendly: '_4' } as const;
export const COMPETITION_TYPES: Lookup[] = [
  { id: CT.league, label: 'Meisterschaften', sort: 1 },
  { id: CT.cup, label: 'Pokale', sort: 2 },
  { id: CT.tournament, label: 'Turniere', sort: 3 },
  { id: CT.friendly, label: 'Freundschaftsspiele', sort: 4 },
];

export const TT = { herren: '_1', frauen: '_2', aJunioren: '_3', bJunioren: '_4' } as const;
export const TEAM_TYPES: TeamType[] = [
  { id: TT.herren, label: 'Herren', gender: 'm', sort: 1 },
  { id: TT.frauen, label: 'Frauen', gender: 'w', sort: 2 },
  { id: TT.aJunioren, label: 'A-Junioren', gender: 'm', sort: 3 },
  { id: TT.bJunioren, label: 'B-Junioren', gender: 'm', sort: 4 },
];

export const LG = {
  landesliga: '_101',
  bezirksliga: '_102',
  kreisligaA: '_103',
  kreisligaB: '_104',
  kreisliga: '_105',
  kreispokal: '_201',
  verbandspokal: '_202',
  halle: '_301',
  freundschaft: '_401',
} as const;
export const LEAGUES: League[] = [
  { id: LG.landesliga, label: 'Landesliga', competitionTypeId: CT.league, level: 6, sort: 1 },
  { id: LG.bezirksliga, label: 'Bezirksliga', competitionTypeId: CT.league, level: 7, sort: 2 },
  { id: LG.kreisligaA, label: 'Kreisliga A', competitionTypeId: CT.league, level: 8, sort: 3 },
  { id: LG.kreisligaB, label: 'Kreisliga B', competitionTypeId: CT.league, level: 9, sort: 4 },
  { id: LG.kreisliga, label: 'Kreisliga', competitionTypeId: CT.league, level: 8, sort: 5 },
  { id: LG.kreispokal, label: 'Kreispokal', competitionTypeId: CT.cup, level: 8, sort: 6 },
  { id: LG.verbandspokal, label: 'Verbandspokal', competitionTypeId: CT.cup, level: 5, sort: 7 },
  {
    id: LG.halle,
    label: 'Hallenkreismeisterschaft',
    competitionTypeId: CT.tournament,
    level: 8,
    sort: 8,
  },
  {
    id: LG.freundschaft,
    label: 'Freundschaftsspiele',
    competitionTypeId: CT.friendly,
    level: 9,
    sort: 9,
  },
];

export const NEWS_CATEGORIES: Lookup[] = [
  { id: 'herren', label: 'Herren', sort: 1 },
  { id: 'frauen', label: 'Frauen', sort: 2 },
  { id: 'junioren', label: 'Junioren', sort: 3 },
  { id: 'pokal', label: 'Pokal', sort: 4 },
  { id: 'verband', label: 'Verband', sort: 5 },
  { id: 'schiedsrichter', label: 'Schiedsrichter', sort: 6 },
  { id: 'ehrenamt', label: 'Ehrenamt', sort: 7 },
  { id: 'training', label: 'Training & Tipps', sort: 8 },
];
