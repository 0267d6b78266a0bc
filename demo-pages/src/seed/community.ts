/**
 * Community data (issue 5): comment threads, comment polls, comment reports, the weekly fan poll
 * and its votes, offense reports. The tables live beside the shared schema and are created on
 * first use; they are seeded again whenever the main data set was (re)seeded, so an admin reset
 * also resets the community. The long thread, the hostile fixtures and the legacy-HTML replies sit
 * on a fixed article (LONG_THREAD_SLUG), whatever the date; times count back from the moment the
 * main data set was seeded (the app's clock then), so the same clock gives the same community.
 */
import type { Db, Queryable, SqlValue } from '../db/types.ts';
import { createRng } from './prng.ts';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from './names.ts';
import { LONG_THREAD_SLUG } from './fixedNews.ts';

export const COMMUNITY_SQL = `
CREATE TABLE IF NOT EXISTS community_meta (key text PRIMARY KEY, value text NOT NULL);
CREATE TABLE IF NOT EXISTS comments (
  id serial PRIMARY KEY, news_id int NOT NULL, parent_id int, user_id text, author_name text NOT NULL,
  body text NOT NULL, legacy_html text, created_at timestamptz NOT NULL DEFAULT now(),
  deleted boolean NOT NULL DEFAULT false);
CREATE INDEX IF NOT EXISTS comments_thread ON comments (news_id, parent_id, created_at DESC);
CREATE TABLE IF NOT EXISTS comment_polls (
  comment_id int PRIMARY KEY, title text NOT NULL, datum_von date NOT NULL, question text NOT NULL,
  answer1 text NOT NULL, answer2 text NOT NULL);
CREATE TABLE IF NOT EXISTS comment_reports (
  id serial PRIMARY KEY, comment_id int NOT NULL, user_id text NOT NULL, message text NOT NULL,
  reason int NOT NULL DEFAULT 0, created_at timestamptz NOT NULL DEFAULT now());
CREATE TABLE IF NOT EXISTS fan_polls (
  id int PRIMARY KEY, week text NOT NULL, text text NOT NULL, question1 text NOT NULL,
  question2 text NOT NULL, question3 text NOT NULL, is_open boolean NOT NULL);
CREATE TABLE IF NOT EXISTS fan_poll_votes (
  poll_id int NOT NULL, user_id text NOT NULL, answer text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (poll_id, user_id));
CREATE TABLE IF NOT EXISTS offense_reports (
  id serial PRIMARY KEY, user_id text, payload text NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
CREATE TABLE IF NOT EXISTS item_ratings (
  item_id text NOT NULL, user_id text NOT NULL, rating int NOT NULL, PRIMARY KEY (item_id, user_id));
CREATE TABLE IF NOT EXISTS item_reports (
  id serial PRIMARY KEY, item_id text NOT NULL, user_id text NOT NULL, message text NOT NULL, reason int NOT NULL);
CREATE TABLE IF NOT EXISTS user_items (
  id text PRIMARY KEY, owner_id text NOT NULL, title text NOT NULL, description text NOT NULL);
`;

const COMMUNITY_TABLES = [
  'comments',
  'comment_polls',
  'comment_reports',
  'fan_polls',
  'fan_poll_votes',
  'offense_reports',
  'item_ratings',
  'item_reports',
  'user_items',
];

/** The thread with hundreds of comments (and the hostile fixtures): a fixed article. */
export async function longThreadNewsId(db: Queryable): Promise<number | null> {
  const rows = await db.query<{ id: number }>(`SELECT id FROM news WHERE slug = $1`, [
    LONG_THREAD_SLUG,
  ]);
  return rows[0]?.id ?? null;
}

/** Comment bodies and names that must stay text: seeded so the browser tests find them. */
export const XSS_BODIES = [
  '<img src=x onerror="alert(\'xss-body\')"> Bild kaputt?',
  '<script>alert("xss-script")</script>Starkes Spiel!',
  '<a href="javascript:alert(\'xss-link\')">Klick mich</a>',
];
export const XSS_NAME = '<svg onload=alert("xss-name")>Hacker';
/** Legacy rows imported with raw HTML: the server passes them through, the widget must sanitise. */
export const LEGACY_XSS_HTML =
  '<p>Alter Beitrag <img src="x" onerror="alert(\'xss-legacy\')"><a href="javascript:alert(1)">Link</a></p>';
/** A top-level comment whose replies are legacy rows: the replies endpoint passes their HTML raw. */
export const LEGACY_REPLIES_PARENT = 'Aus dem alten Forum übernommen: Wer erinnert sich an 1998?';
export const LEGACY_REPLY_HTML = [
  '<p>Antwort aus dem Archiv <img src="x" onerror="alert(\'xss-legacy-reply\')"></p>',
  '<p>Noch eine <a href="javascript:alert(\'xss-legacy-reply-link\')">alte Antwort</a><script>alert("xss-legacy-reply-script")</script></p>',
];

const PHRASES = [
  'Starke Leistung der ganzen Mannschaft, weiter so!',
  'Der Schiedsrichter hatte heute keinen guten Tag.',
  'Ich war im Stadion, die Stimmung war großartig.',
  'Schade um die Punkte, aber die zweite Halbzeit macht Hoffnung.',
  'Wann gibt es endlich einen neuen Kunstrasen?',
  'Glückwunsch an den Trainer, die Umstellung hat gepasst.',
  'Das Tor in der 89. Minute war einfach unglaublich.',
  'Die Jugendarbeit des Vereins zahlt sich aus.',
  'Nächste Woche wird es schwer, der Gegner ist gut drauf.',
  'Danke für den Bericht, sehr ausführlich!',
];

export async function seedCommunity(db: Queryable, seedText: string): Promise<void> {
  await db.exec(COMMUNITY_TABLES.map((t) => `TRUNCATE ${t} RESTART IDENTITY;`).join('\n'));
  const rng = createRng(4242);
  const name = () =>
    `${rng.pick(rng.chance(0.5) ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES)} ${rng.pick(LAST_NAMES).slice(0, 1)}.`;
  const longId = await longThreadNewsId(db);
  const recent = await db.query<{ id: number }>(
    `SELECT id FROM news WHERE slug <> $1 ORDER BY published_at DESC LIMIT 30`,
    [LONG_THREAD_SLUG],
  );
  const parsed = Date.parse(seedText);
  if (Number.isNaN(parsed)) throw new Error(`community seed: not an instant: ${seedText}`);
  // Whole minutes, so the shown comment times do not depend on when in that minute seeding ran.
  const now = Math.floor(parsed / 60_000) * 60_000;
  const rows: SqlValue[][] = [];
  let id = 0;
  const add = (
    newsId: number,
    parent: number | null,
    author: string,
    body: string,
    ago: number,
    legacy: string | null = null,
  ) => {
    id += 1;
    rows.push([id, newsId, parent, null, author, body, legacy, new Date(now - ago * 60_000)]);
    return id;
  };
  const threads = longId === null ? recent : [{ id: longId }, ...recent];
  for (const { id: newsId } of threads) {
    const count = newsId === longId ? 320 : rng.int(0, 6);
    for (let i = 0; i < count; i++) {
      const ago = (count - i) * 37 + rng.int(0, 30);
      const top = add(newsId, null, name(), rng.pick(PHRASES), ago);
      const replies = rng.chance(0.35) ? rng.int(1, 4) : 0;
      for (let r = 0; r < replies; r++) add(newsId, top, name(), rng.pick(PHRASES), ago - r - 1);
    }
    if (newsId === longId) {
      for (const body of XSS_BODIES) add(newsId, null, name(), body, 5);
      add(newsId, null, XSS_NAME, 'Hallo zusammen', 4);
      add(newsId, null, 'Altbestand', 'Alter Beitrag', 3, LEGACY_XSS_HTML);
      const parent = add(newsId, null, 'Altbestand', LEGACY_REPLIES_PARENT, 2);
      LEGACY_REPLY_HTML.forEach((legacy, i) =>
        add(newsId, parent, 'Altbestand', 'Antwort aus dem Archiv', 1 - i, legacy),
      );
    }
  }
  await db.bulkInsert(
    'comments',
    ['id', 'news_id', 'parent_id', 'user_id', 'author_name', 'body', 'legacy_html', 'created_at'],
    rows,
  );
  await db.exec(`SELECT setval('comments_id_seq', ${id + 1}, false);`);
  // The weekly fan poll: this week's is open, last week's closed with votes of generated fans.
  const week = isoWeek(new Date(now));
  const lastWeek = isoWeek(new Date(now - 7 * 86_400_000));
  await db.query(
    `INSERT INTO fan_polls (id, week, text, question1, question2, question3, is_open) VALUES
     (2, $1, $2, 'Tor des Monats', 'Parade des Monats', $4, true),
     (1, $3, 'Wer wird Meister der Kreisliga A?', 'SV Blau-Weiß', 'TSV Eintracht', 'FC Viktoria', false)`,
    [week, 'Welche Szene des Spieltags war die schönste?', lastWeek, fanPollThirdAnswer()],
  );
  const votes: SqlValue[][] = [];
  for (let i = 0; i < 57; i++) votes.push([1, `seed-${i}`, `question${rng.int(1, 3)}`]);
  for (let i = 0; i < 23; i++) votes.push([2, `seed-${i}`, `question${rng.int(1, 3)}`]);
  await db.bulkInsert('fan_poll_votes', ['poll_id', 'user_id', 'answer'], votes);
  await db.query(
    `INSERT INTO user_items (id, owner_id, title, description) VALUES
     ('foto-1', '10002', 'Flutlichtspiel am Freitag', 'Blick von der Gegentribüne'),
     ('foto-2', '10001', 'Unser Vereinsheim', 'Frisch gestrichen')`,
  );
  await db.query(
    `INSERT INTO community_meta (key, value) VALUES ('seeded_for', $1)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [seedText],
  );
}

/**
 * The open poll's third answer: with the browser tests' switch (ANSTOSS_XSS_TESTING=1, set by the
 * Playwright configuration) an XSS vector the widget must show as text; visitors of the
 * reference CMS read a plain answer.
 */
export const FAN_POLL_XSS_ANSWER = '<img src=x onerror=alert("xss-poll")>Dribbling';
export function fanPollThirdAnswer(env: NodeJS.ProcessEnv = process.env): string {
  return env.ANSTOSS_XSS_TESTING === '1' ? FAN_POLL_XSS_ANSWER : 'Dribbling des Spieltags';
}

/** 'YYYYWW': ISO year and week number, the 6-character poll week (spec §3 Poll). */
export function isoWeek(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = new Date(Date.UTC(d.getUTCFullYear(), 0, 1));
  const week = Math.ceil(((d.getTime() - yearStart.getTime()) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}${String(week).padStart(2, '0')}`;
}

const ready = new WeakMap<Db, { stamp: string; run: Promise<void> }>();

/**
 * Creates the community tables and seeds them whenever the main data set was seeded after the
 * last community seed (first start, admin reset). One query per call once ready.
 */
export async function ensureCommunity(db: Db): Promise<void> {
  const stamp = await db.query<{ value: string }>(`SELECT value FROM meta WHERE key = 'seeded_at'`);
  const seededAt = stamp[0]?.value ?? '';
  const cached = ready.get(db);
  if (cached && cached.stamp === seededAt) return cached.run;
  const run = (async () => {
    await db.exec(COMMUNITY_SQL);
    const mine = await db.query<{ value: string }>(
      `SELECT value FROM community_meta WHERE key = 'seeded_for'`,
    );
    if (mine[0]?.value !== seededAt) await db.transaction((tx) => seedCommunity(tx, seededAt));
  })();
  ready.set(db, { stamp: seededAt, run });
  run.catch(() => ready.delete(db));
  return run;
}
