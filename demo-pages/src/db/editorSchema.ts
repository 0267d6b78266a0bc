/**
 * Tables of issue 16 (article editor, profile achievements, live stats and stage), in their own
 * block so merges stay easy. No foreign keys: they are dropped first (see ALL_TABLES) and
 * rows of removed users or news are never read.
 */
export const EDITOR_TABLES_SQL = `
CREATE TABLE article_settings (
  news_id int PRIMARY KEY, author_id text NOT NULL, body_html text NOT NULL,
  visible boolean NOT NULL, publish_from date, publish_to date,
  voting_enabled boolean NOT NULL, voting_upload boolean NOT NULL, voting_duration int NOT NULL,
  marketing_enabled boolean NOT NULL, marketing_note text NOT NULL, updated_at timestamptz NOT NULL);

CREATE TABLE profile_achievements (
  user_id text NOT NULL, position int NOT NULL, badge_id text NOT NULL, headline text NOT NULL,
  PRIMARY KEY (user_id, position));

CREATE TABLE profile_live_stats (
  user_id text NOT NULL, sort_pos int NOT NULL, stat_id text NOT NULL,
  PRIMARY KEY (user_id, sort_pos));

CREATE TABLE profile_stage (user_id text PRIMARY KEY, background text NOT NULL);
`;

export const EDITOR_TABLES = [
  'article_settings',
  'profile_achievements',
  'profile_live_stats',
  'profile_stage',
] as const;
