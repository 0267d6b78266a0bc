/** Rows of the demo data set, as the generator produces them (see db/schema.ts). */
export interface Association {
  id: string;
  name: string;
  slug: string;
  sort: number;
}
export interface Season {
  id: string;
  label: string;
  longLabel: string;
  isCurrent: boolean;
  sort: number;
}
export interface Lookup {
  id: string;
  label: string;
  sort: number;
}
export interface TeamType extends Lookup {
  gender: 'm' | 'w';
}
export interface League extends Lookup {
  competitionTypeId: string;
  level: number;
}
export interface Area {
  id: string;
  associationId: string;
  kind: 'verband' | 'bezirk' | 'kreis';
  name: string;
  parentId: string | null;
  sort: number;
}
export interface Club {
  id: number;
  slug: string;
  name: string;
  shortName: string;
  town: string;
  founded: number;
  colors: string;
  ground: string;
  associationId: string;
  areaId: string;
}
export interface Team {
  id: number;
  clubId: number;
  teamTypeId: string;
  number: number;
  name: string;
  strength: number;
}
export interface Player {
  id: number;
  teamId: number;
  firstName: string;
  lastName: string;
  jerseyNr: number;
  position: string;
  birthYear: number;
  isNotPublic: boolean;
}
export type CompetitionFormat = 'league' | 'cup' | 'tournament' | 'friendly';
export interface Competition {
  id: string;
  slug: string;
  url: string;
  name: string;
  seasonId: string;
  associationId: string;
  competitionTypeId: string;
  teamTypeId: string;
  leagueId: string;
  areaId: string;
  format: CompetitionFormat;
}
export interface Match {
  id: number;
  competitionId: string;
  matchday: number;
  roundLabel: string;
  kickoff: Date;
  homeTeamId: number;
  guestTeamId: number;
  homeGoals: number | null;
  guestGoals: number | null;
  homeGoalsHt: number | null;
  guestGoalsHt: number | null;
  venue: string;
}
export interface News {
  id: number;
  slug: string;
  title: string;
  teaser: string;
  body: string;
  categoryId: string;
  associationId: string | null;
  areaId: string | null;
  clubId: number | null;
  author: string;
  publishedAt: Date;
  imageHue: number;
}
export interface User {
  id: string;
  username: string;
  displayName: string;
  /** Plain demo password, hashed when written; null: the account cannot log in. */
  password: string | null;
  birthDate: string;
  role: 'fan' | 'player' | 'club';
  isAdmin: boolean;
  clubId: number | null;
  bio: string;
  createdAt: Date;
}
/** The words of a survey in one language. */
export interface SurveyText {
  title: string;
  intro: string;
  question: string;
  /** In the order of the German options; the German option is the stored answer. */
  options: string[];
}

export interface Survey extends SurveyText {
  id: number;
  slug: string;
  name: string;
  segment: string;
  active: boolean;
  /** The portal's own surveys speak English too; a survey without it stays German (lang="de"). */
  en: SurveyText | null;
}

export interface Dataset {
  associations: Association[];
  seasons: Season[];
  competitionTypes: Lookup[];
  teamTypes: TeamType[];
  leagues: League[];
  areas: Area[];
  clubs: Club[];
  teams: Team[];
  players: Player[];
  competitions: Competition[];
  competitionTeams: { competitionId: string; teamId: number }[];
  matches: Match[];
  newsCategories: Lookup[];
  news: News[];
  users: User[];
  favourites: { userId: string; teamId: number }[];
  settings: Record<string, string>;
  surveys: Survey[];
}
