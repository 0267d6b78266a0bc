/**
 * Database schema of the reference CMS. Tables are created before seeding; foreign keys and
 * secondary indexes after it: checking and building them once over loaded data is several
 * times faster than per row (first start must stay well under 15 s).
 * Ids of finder levels carry the portal's '_' prefix ('_22', '_2526') so pages and widgets can
 * use them unchanged.
 */
import { EDITOR_TABLES } from './editorSchema.ts';

export const TABLES_SQL = `
CREATE TABLE meta (key text PRIMARY KEY, value text NOT NULL);

CREATE TABLE associations (
  id text PRIMARY KEY, name text NOT NULL, slug text NOT NULL UNIQUE, sort int NOT NULL);

CREATE TABLE seasons (
  id text PRIMARY KEY, label text NOT NULL, long_label text NOT NULL,
  is_current boolean NOT NULL, sort int NOT NULL);

CREATE TABLE competition_types (id text PRIMARY KEY, label text NOT NULL, sort int NOT NULL);

CREATE TABLE team_types (
  id text PRIMARY KEY, label text NOT NULL, gender text NOT NULL CHECK (gender IN ('m', 'w')), sort int NOT NULL);

CREATE TABLE leagues (
  id text PRIMARY KEY, label text NOT NULL, competition_type_id text NOT NULL,
  level int NOT NULL, sort int NOT NULL);

CREATE TABLE areas (
  id text PRIMARY KEY, association_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('verband', 'bezirk', 'kreis')), name text NOT NULL,
  parent_id text, sort int NOT NULL);

CREATE TABLE clubs (
  id int PRIMARY KEY, slug text NOT NULL UNIQUE, name text NOT NULL, short_name text NOT NULL,
  town text NOT NULL, founded int NOT NULL, colors text NOT NULL, ground text NOT NULL,
  association_id text NOT NULL, area_id text NOT NULL);

CREATE TABLE teams (
  id int PRIMARY KEY, club_id int NOT NULL, team_type_id text NOT NULL,
  number int NOT NULL, name text NOT NULL, strength real NOT NULL);

CREATE TABLE players (
  id int PRIMARY KEY, team_id int NOT NULL, first_name text NOT NULL, last_name text NOT NULL,
  jersey_nr int NOT NULL, position text NOT NULL, birth_year int NOT NULL, is_not_public boolean NOT NULL);

CREATE TABLE competitions (
  id text PRIMARY KEY, slug text NOT NULL UNIQUE, url text NOT NULL UNIQUE, name text NOT NULL,
  season_id text NOT NULL, association_id text NOT NULL,
  competition_type_id text NOT NULL, team_type_id text NOT NULL,
  league_id text NOT NULL, area_id text NOT NULL,
  format text NOT NULL CHECK (format IN ('league', 'cup', 'tournament', 'friendly')));

CREATE TABLE competition_teams (
  competition_id text NOT NULL, team_id int NOT NULL,
  PRIMARY KEY (competition_id, team_id));

CREATE TABLE matches (
  id int PRIMARY KEY, competition_id text NOT NULL, matchday int NOT NULL,
  round_label text NOT NULL, kickoff timestamptz NOT NULL,
  home_team_id int NOT NULL, guest_team_id int NOT NULL,
  home_goals int, guest_goals int, home_goals_ht int, guest_goals_ht int, venue text NOT NULL);

CREATE TABLE news_categories (id text PRIMARY KEY, label text NOT NULL, sort int NOT NULL);

CREATE TABLE news (
  id int PRIMARY KEY, slug text NOT NULL UNIQUE, title text NOT NULL, teaser text NOT NULL, body text NOT NULL,
  category_id text NOT NULL, association_id text,
  area_id text, club_id int, author text NOT NULL,
  published_at timestamptz NOT NULL, image_hue int NOT NULL);

CREATE TABLE users (
  id text PRIMARY KEY, username text NOT NULL UNIQUE, display_name text NOT NULL, password_hash text,
  birth_date date NOT NULL, role text NOT NULL CHECK (role IN ('fan', 'player', 'club')), is_admin boolean NOT NULL,
  club_id int, bio text NOT NULL, created_at timestamptz NOT NULL);

CREATE TABLE user_favourite_teams (
  user_id text NOT NULL, team_id int NOT NULL,
  PRIMARY KEY (user_id, team_id));

CREATE TABLE user_favourite_pages (
  user_id text NOT NULL, kind text NOT NULL CHECK (kind IN ('club', 'competition')), ref text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (user_id, kind, ref));

CREATE TABLE user_consents (
  user_id text NOT NULL, kind text NOT NULL,
  given_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (user_id, kind));

CREATE TABLE sessions (
  id_hash text PRIMARY KEY, user_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(), expires_at timestamptz NOT NULL);

CREATE TABLE settings (key text PRIMARY KEY, value text NOT NULL, updated_at timestamptz NOT NULL DEFAULT now());

CREATE TABLE surveys (
  id int PRIMARY KEY, slug text NOT NULL UNIQUE, name text NOT NULL UNIQUE, segment text NOT NULL,
  title text NOT NULL, intro text NOT NULL, question text NOT NULL, options text NOT NULL, active boolean NOT NULL,
  en text);

CREATE TABLE survey_responses (
  id serial PRIMARY KEY, survey_id int NOT NULL, answer text NOT NULL,
  comment text NOT NULL, user_id text, created_at timestamptz NOT NULL DEFAULT now());
`;

export const FOREIGN_KEYS: [
  table: string,
  column: string,
  references: string,
  onDelete?: string,
][] = [
  ['leagues', 'competition_type_id', 'competition_types(id)'],
  ['areas', 'association_id', 'associations(id)'],
  ['areas', 'parent_id', 'areas(id)'],
  ['clubs', 'association_id', 'associations(id)'],
  ['clubs', 'area_id', 'areas(id)'],
  ['teams', 'club_id', 'clubs(id)'],
  ['teams', 'team_type_id', 'team_types(id)'],
  ['players', 'team_id', 'teams(id)'],
  ['competitions', 'season_id', 'seasons(id)'],
  ['competitions', 'association_id', 'associations(id)'],
  ['competitions', 'competition_type_id', 'competition_types(id)'],
  ['competitions', 'team_type_id', 'team_types(id)'],
  ['competitions', 'league_id', 'leagues(id)'],
  ['competitions', 'area_id', 'areas(id)'],
  ['competition_teams', 'competition_id', 'competitions(id)'],
  ['competition_teams', 'team_id', 'teams(id)'],
  ['matches', 'competition_id', 'competitions(id)'],
  ['matches', 'home_team_id', 'teams(id)'],
  ['matches', 'guest_team_id', 'teams(id)'],
  ['news', 'category_id', 'news_categories(id)'],
  ['news', 'association_id', 'associations(id)'],
  ['news', 'area_id', 'areas(id)'],
  ['news', 'club_id', 'clubs(id)'],
  ['users', 'club_id', 'clubs(id)'],
  ['user_favourite_teams', 'user_id', 'users(id)', 'ON DELETE CASCADE'],
  ['user_favourite_teams', 'team_id', 'teams(id)'],
  ['user_favourite_pages', 'user_id', 'users(id)', 'ON DELETE CASCADE'],
  ['user_consents', 'user_id', 'users(id)', 'ON DELETE CASCADE'],
  ['sessions', 'user_id', 'users(id)', 'ON DELETE CASCADE'],
  ['survey_responses', 'survey_id', 'surveys(id)', 'ON DELETE CASCADE'],
  ['survey_responses', 'user_id', 'users(id)', 'ON DELETE SET NULL'],
];

export const FOREIGN_KEYS_SQL = FOREIGN_KEYS.map(
  ([table, column, references, onDelete]) =>
    `ALTER TABLE ${table} ADD CONSTRAINT ${table}_${column}_fkey FOREIGN KEY (${column}) REFERENCES ${references}${onDelete ? ` ${onDelete}` : ''};`,
).join('\n');

export const INDEXES_SQL = `
CREATE INDEX areas_association ON areas (association_id, kind, sort);
CREATE INDEX clubs_name_prefix ON clubs (lower(name) text_pattern_ops);
CREATE INDEX clubs_town_prefix ON clubs (lower(town) text_pattern_ops);
CREATE INDEX clubs_area ON clubs (area_id);
CREATE INDEX teams_club ON teams (club_id);
CREATE INDEX players_team ON players (team_id);
CREATE INDEX competitions_finder ON competitions
  (association_id, season_id, competition_type_id, team_type_id, league_id, area_id);
CREATE INDEX competition_teams_team ON competition_teams (team_id);
CREATE INDEX matches_competition ON matches (competition_id, matchday, kickoff);
CREATE INDEX matches_home ON matches (home_team_id, kickoff);
CREATE INDEX matches_guest ON matches (guest_team_id, kickoff);
CREATE INDEX matches_kickoff ON matches (kickoff);
CREATE INDEX news_published ON news (published_at DESC);
CREATE INDEX news_association ON news (association_id, published_at DESC);
CREATE INDEX news_category ON news (category_id, published_at DESC);
CREATE INDEX news_club ON news (club_id);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE UNIQUE INDEX surveys_active_segment ON surveys (segment) WHERE active;
`;

/** Every table, children first, so DROP in this order never trips over a foreign key. */
export const ALL_TABLES = [
  ...EDITOR_TABLES,
  'uploads', // dropped by older databases' resets; uploads now live in files (files/repo.ts)
  'survey_responses',
  'surveys',
  'settings',
  'sessions',
  'user_consents',
  'user_favourite_teams',
  'user_favourite_pages',
  'users',
  'news',
  'news_categories',
  'matches',
  'competition_teams',
  'competitions',
  'players',
  'teams',
  'clubs',
  'areas',
  'leagues',
  'team_types',
  'competition_types',
  'seasons',
  'associations',
  'meta',
] as const;
