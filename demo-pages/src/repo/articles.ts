/**
 * Articles written in the article editor (issue 16): each is a news row (so it appears as a
 * news page and in the lists) plus its editor settings and sanitised HTML body.
 */
import type { Db } from '../db/types.ts';
import { slugify } from '../logic/slug.ts';
import type { UserRow } from './users.ts';

export interface ArticleInput {
  title: string;
  teaser: string;
  /** Already sanitised by the server. */
  bodyHtml: string;
  /** The plain text, for the news row's text columns (search, teasers). */
  bodyText: string;
  visible: boolean;
  publishFrom: string | null;
  publishTo: string | null;
  voting: { enabled: boolean; upload: boolean; duration: number };
  marketing: { enabled: boolean; note: string };
}

export interface StoredArticle {
  id: number;
  slug: string;
  authorId: string;
  title: string;
  teaser: string;
  bodyHtml: string;
  visible: boolean;
  publishFrom: string | null;
  publishTo: string | null;
  voting: { enabled: boolean; upload: boolean; duration: number };
  marketing: { enabled: boolean; note: string };
}

/** Club officials (role club) and portal editors (admins) may write articles. */
export function mayWriteArticles(user: UserRow | null): user is UserRow {
  return user !== null && (user.role === 'club' || user.isAdmin);
}

/** Only the author or an admin may change an article. */
export function mayEditArticle(user: UserRow | null, article: StoredArticle): boolean {
  return mayWriteArticles(user) && (user.isAdmin || user.id === article.authorId);
}

export async function articleById(db: Db, id: number): Promise<StoredArticle | null> {
  const rows = await db.query<
    Omit<StoredArticle, 'voting' | 'marketing'> & {
      votingEnabled: boolean;
      votingUpload: boolean;
      votingDuration: number;
      marketingEnabled: boolean;
      marketingNote: string;
    }
  >(
    `SELECT n.id, n.slug, n.title, n.teaser, a.author_id AS "authorId", a.body_html AS "bodyHtml",
       a.visible, to_char(a.publish_from, 'YYYY-MM-DD') AS "publishFrom",
       to_char(a.publish_to, 'YYYY-MM-DD') AS "publishTo",
       a.voting_enabled AS "votingEnabled", a.voting_upload AS "votingUpload",
       a.voting_duration AS "votingDuration", a.marketing_enabled AS "marketingEnabled",
       a.marketing_note AS "marketingNote"
     FROM article_settings a JOIN news n ON n.id = a.news_id WHERE a.news_id = $1`,
    [id],
  );
  const r = rows[0];
  if (!r) return null;
  const { votingEnabled, votingUpload, votingDuration, marketingEnabled, marketingNote, ...rest } =
    r;
  return {
    ...rest,
    voting: { enabled: votingEnabled, upload: votingUpload, duration: votingDuration },
    marketing: { enabled: marketingEnabled, note: marketingNote },
  };
}

/** The editor's HTML of a news article, when it was written in the editor. */
export async function articleHtmlOf(
  db: Db,
  newsId: number,
): Promise<{
  bodyHtml: string;
  visible: boolean;
  publishFrom: string | null;
  publishTo: string | null;
  authorId: string;
} | null> {
  const rows = await db.query<{
    bodyHtml: string;
    visible: boolean;
    publishFrom: string | null;
    publishTo: string | null;
    authorId: string;
  }>(
    `SELECT body_html AS "bodyHtml", visible, to_char(publish_from, 'YYYY-MM-DD') AS "publishFrom",
       to_char(publish_to, 'YYYY-MM-DD') AS "publishTo", author_id AS "authorId"
     FROM article_settings WHERE news_id = $1`,
    [newsId],
  );
  return rows[0] ?? null;
}

/** Creates (id null) or updates an article; returns its id and slug. */
export async function saveArticle(
  db: Db,
  author: UserRow,
  id: number | null,
  input: ArticleInput,
  now: Date,
): Promise<{ id: number; slug: string }> {
  return db.transaction(async (tx) => {
    let newsId = id;
    let slug: string;
    if (newsId === null) {
      const next = await tx.query<{ id: number }>(
        `SELECT COALESCE(MAX(id), 0) + 1 AS id FROM news`,
      );
      newsId = next[0]?.id ?? 1;
      slug = `${slugify(input.title).slice(0, 80) || 'artikel'}-${newsId}`;
      const club = author.clubId
        ? await tx.query<{ associationId: string; areaId: string }>(
            `SELECT association_id AS "associationId", area_id AS "areaId" FROM clubs WHERE id = $1`,
            [author.clubId],
          )
        : [];
      await tx.query(
        `INSERT INTO news (id, slug, title, teaser, body, category_id, association_id, area_id,
           club_id, author, published_at, image_hue)
         VALUES ($1, $2, $3, $4, $5, 'herren', $6, $7, $8, $9, $10, $11)`,
        [
          newsId,
          slug,
          input.title,
          input.teaser,
          input.bodyText,
          club[0]?.associationId ?? null,
          club[0]?.areaId ?? null,
          author.clubId,
          author.displayName,
          now,
          (newsId * 47) % 360,
        ],
      );
    } else {
      const rows = await tx.query<{ slug: string }>(
        `UPDATE news SET title = $2, teaser = $3, body = $4 WHERE id = $1 RETURNING slug`,
        [newsId, input.title, input.teaser, input.bodyText],
      );
      slug = rows[0]?.slug ?? '';
    }
    await tx.query(
      `INSERT INTO article_settings (news_id, author_id, body_html, visible, publish_from, publish_to,
         voting_enabled, voting_upload, voting_duration, marketing_enabled, marketing_note, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (news_id) DO UPDATE SET body_html = $3, visible = $4, publish_from = $5,
         publish_to = $6, voting_enabled = $7, voting_upload = $8, voting_duration = $9,
         marketing_enabled = $10, marketing_note = $11, updated_at = $12`,
      [
        newsId,
        author.id,
        input.bodyHtml,
        input.visible,
        input.publishFrom,
        input.publishTo,
        input.voting.enabled,
        input.voting.upload,
        input.voting.duration,
        input.marketing.enabled,
        input.marketing.note,
        now,
      ],
    );
    return { id: newsId, slug };
  });
}
