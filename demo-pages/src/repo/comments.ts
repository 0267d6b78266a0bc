/** Comment threads of news articles (issue 5): listing, replies, posting, deleting, reporting. */
import type { Db } from '../db/types.ts';

export interface CommentRow {
  id: number;
  newsId: number;
  parentId: number | null;
  userId: string | null;
  authorName: string;
  body: string;
  legacyHtml: string | null;
  createdAt: Date;
  replyCount: number;
  poll: CommentPoll | null;
}

export interface CommentPoll {
  title: string;
  datumVon: string;
  question: string;
  answer1: string;
  answer2: string;
}

export const COMMENTS_PAGE_SIZE = 20;

const COLUMNS = `c.id, c.news_id AS "newsId", c.parent_id AS "parentId", c.user_id AS "userId",
  c.author_name AS "authorName", c.body, c.legacy_html AS "legacyHtml", c.created_at AS "createdAt",
  (SELECT count(*)::int FROM comments r WHERE r.parent_id = c.id AND NOT r.deleted) AS "replyCount",
  (SELECT json_build_object('title', p.title, 'datumVon', to_char(p.datum_von, 'YYYY-MM-DD'),
     'question', p.question, 'answer1', p.answer1, 'answer2', p.answer2)
   FROM comment_polls p WHERE p.comment_id = c.id) AS poll`;

function normalise(row: CommentRow): CommentRow {
  const poll = typeof row.poll === 'string' ? (JSON.parse(row.poll) as CommentPoll) : row.poll;
  return { ...row, poll: poll ?? null };
}

/** Top-level comments, newest first. */
export async function listComments(
  db: Db,
  newsId: number,
  offset: number,
  limit = COMMENTS_PAGE_SIZE,
): Promise<{ comments: CommentRow[]; total: number }> {
  const rows = await db.query<CommentRow>(
    `SELECT ${COLUMNS} FROM comments c
     WHERE c.news_id = $1 AND c.parent_id IS NULL AND NOT c.deleted
     ORDER BY c.created_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
    [newsId, limit, offset],
  );
  const total = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM comments WHERE news_id = $1 AND parent_id IS NULL AND NOT deleted`,
    [newsId],
  );
  return { comments: rows.map(normalise), total: total[0]?.n ?? 0 };
}

/** Replies of one comment, oldest first. */
export async function listReplies(db: Db, parentId: number): Promise<CommentRow[]> {
  const rows = await db.query<CommentRow>(
    `SELECT ${COLUMNS} FROM comments c WHERE c.parent_id = $1 AND NOT c.deleted
     ORDER BY c.created_at, c.id`,
    [parentId],
  );
  return rows.map(normalise);
}

export async function commentById(db: Db, id: number): Promise<CommentRow | null> {
  const rows = await db.query<CommentRow>(
    `SELECT ${COLUMNS} FROM comments c WHERE c.id = $1 AND NOT c.deleted`,
    [id],
  );
  return rows[0] ? normalise(rows[0]) : null;
}

export async function addComment(
  db: Db,
  input: {
    newsId: number;
    parentId: number | null;
    userId: string;
    authorName: string;
    body: string;
    poll: CommentPoll | null;
    createdAt: Date;
  },
): Promise<CommentRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO comments (news_id, parent_id, user_id, author_name, body, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [input.newsId, input.parentId, input.userId, input.authorName, input.body, input.createdAt],
    );
    const id = row!.id;
    if (input.poll) {
      const p = input.poll;
      await tx.query(
        `INSERT INTO comment_polls (comment_id, title, datum_von, question, answer1, answer2) VALUES ($1, $2, $3, $4, $5, $6)`,
        [id, p.title, p.datumVon, p.question, p.answer1, p.answer2],
      );
    }
    return {
      id,
      newsId: input.newsId,
      parentId: input.parentId,
      userId: input.userId,
      authorName: input.authorName,
      body: input.body,
      legacyHtml: null,
      createdAt: input.createdAt,
      replyCount: 0,
      poll: input.poll,
    };
  });
}

export async function deleteComment(db: Db, id: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `UPDATE comments SET deleted = true WHERE id = $1 AND NOT deleted RETURNING id`,
    [id],
  );
  return rows.length > 0;
}

export async function reportComment(
  db: Db,
  commentId: number,
  userId: string,
  message: string,
  reason: number,
): Promise<void> {
  await db.query(
    `INSERT INTO comment_reports (comment_id, user_id, message, reason) VALUES ($1, $2, $3, $4)`,
    [commentId, userId, message, reason],
  );
}

export async function newsExists(db: Db, newsId: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>(`SELECT id FROM news WHERE id = $1`, [newsId]);
  return rows.length > 0;
}

/** The article and state of a comment, deleted ones included (replies need a live parent). */
export async function commentParent(
  db: Db,
  id: number,
): Promise<{ newsId: number; deleted: boolean } | null> {
  const rows = await db.query<{ newsId: number; deleted: boolean }>(
    `SELECT news_id AS "newsId", deleted FROM comments WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}
