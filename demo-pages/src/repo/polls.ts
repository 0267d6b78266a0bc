/** The weekly fan poll (issue 5) and the generic item tools (rating, report, edit). */
import type { Db } from '../db/types.ts';

export type Answer = 'question1' | 'question2' | 'question3';
export const ANSWERS: readonly Answer[] = ['question1', 'question2', 'question3'];

export interface FanPoll {
  id: number;
  week: string;
  text: string;
  isopen: boolean;
  questions: Record<Answer, string>;
  results: Record<Answer, number>;
  votes: number;
  votedAnswer: Answer | 'none';
}

interface PollRow {
  id: number;
  week: string;
  text: string;
  question1: string;
  question2: string;
  question3: string;
  isOpen: boolean;
}

async function toPoll(db: Db, row: PollRow, userId: string | null): Promise<FanPoll> {
  const counts = await db.query<{ answer: Answer; n: number }>(
    `SELECT answer, count(*)::int AS n FROM fan_poll_votes WHERE poll_id = $1 GROUP BY answer`,
    [row.id],
  );
  const results = { question1: 0, question2: 0, question3: 0 };
  for (const c of counts) if (c.answer in results) results[c.answer] = c.n;
  const mine = userId
    ? await db.query<{ answer: Answer }>(
        `SELECT answer FROM fan_poll_votes WHERE poll_id = $1 AND user_id = $2`,
        [row.id, userId],
      )
    : [];
  return {
    id: row.id,
    week: row.week,
    text: row.text,
    isopen: row.isOpen,
    questions: { question1: row.question1, question2: row.question2, question3: row.question3 },
    results,
    votes: results.question1 + results.question2 + results.question3,
    votedAnswer: mine[0]?.answer ?? 'none',
  };
}

const POLL_COLUMNS = `id, week, text, question1, question2, question3, is_open AS "isOpen"`;

/** The newest poll (open ones first). */
export async function currentPoll(db: Db, userId: string | null): Promise<FanPoll | null> {
  const rows = await db.query<PollRow>(
    `SELECT ${POLL_COLUMNS} FROM fan_polls ORDER BY is_open DESC, id DESC LIMIT 1`,
  );
  return rows[0] ? toPoll(db, rows[0], userId) : null;
}

export async function pollById(db: Db, id: number, userId: string | null): Promise<FanPoll | null> {
  const rows = await db.query<PollRow>(`SELECT ${POLL_COLUMNS} FROM fan_polls WHERE id = $1`, [id]);
  return rows[0] ? toPoll(db, rows[0], userId) : null;
}

/** One vote per member and poll; a second vote changes nothing. Returns whether it counted. */
export async function castVote(
  db: Db,
  pollId: number,
  userId: string,
  answer: Answer,
): Promise<boolean> {
  const rows = await db.query<{ poll_id: number }>(
    `INSERT INTO fan_poll_votes (poll_id, user_id, answer) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING poll_id`,
    [pollId, userId, answer],
  );
  return rows.length > 0;
}

export interface UserItem {
  id: string;
  ownerId: string;
  title: string;
  description: string;
  average: number;
  votes: number;
}

export async function listUserItems(db: Db): Promise<UserItem[]> {
  return db.query<UserItem>(
    `SELECT i.id, i.owner_id AS "ownerId", i.title, i.description,
       coalesce(avg(r.rating), 0)::float AS average, count(r.rating)::int AS votes
     FROM user_items i LEFT JOIN item_ratings r ON r.item_id = i.id
     GROUP BY i.id ORDER BY i.id`,
  );
}

export async function userItem(db: Db, id: string): Promise<UserItem | null> {
  return (await listUserItems(db)).find((i) => i.id === id) ?? null;
}

export async function rateItem(
  db: Db,
  itemId: string,
  userId: string,
  rating: number,
): Promise<void> {
  await db.query(
    `INSERT INTO item_ratings (item_id, user_id, rating) VALUES ($1, $2, $3)
     ON CONFLICT (item_id, user_id) DO UPDATE SET rating = EXCLUDED.rating`,
    [itemId, userId, rating],
  );
}

export async function userRating(db: Db, itemId: string, userId: string): Promise<number> {
  const rows = await db.query<{ rating: number }>(
    `SELECT rating FROM item_ratings WHERE item_id = $1 AND user_id = $2`,
    [itemId, userId],
  );
  return rows[0]?.rating ?? 0;
}

export async function reportItem(
  db: Db,
  itemId: string,
  userId: string,
  message: string,
  reason: number,
): Promise<void> {
  await db.query(
    `INSERT INTO item_reports (item_id, user_id, message, reason) VALUES ($1, $2, $3, $4)`,
    [itemId, userId, message, reason],
  );
}

export async function editItem(
  db: Db,
  itemId: string,
  title: string,
  description: string,
): Promise<void> {
  await db.query(`UPDATE user_items SET title = $2, description = $3 WHERE id = $1`, [
    itemId,
    title,
    description,
  ]);
}

export async function saveOffenseReport(
  db: Db,
  userId: string | null,
  payload: Record<string, string>,
): Promise<void> {
  await db.query(`INSERT INTO offense_reports (user_id, payload) VALUES ($1, $2)`, [
    userId,
    JSON.stringify(payload),
  ]);
}
