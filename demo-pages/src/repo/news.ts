import type { Db } from '../db/types.ts';

export interface NewsTeaser {
  id: number;
  slug: string;
  title: string;
  teaser: string;
  categoryId: string;
  categoryLabel: string;
  associationName: string | null;
  publishedAt: Date;
  imageHue: number;
}

export interface NewsArticle extends NewsTeaser {
  body: string;
  author: string;
  associationId: string | null;
  areaName: string | null;
  clubSlug: string | null;
  clubName: string | null;
}

export interface NewsFilter {
  associationId?: string | undefined;
  /**
   * Leaves out the `count` newest news of an association: the start page lists those, its
   * Top-News slider shows the newest of the rest.
   */
  notNewestOf?: { associationId: string; count: number } | undefined;
  categoryId?: string | undefined;
  clubId?: number | undefined;
}

const TEASER_COLUMNS = `n.id, n.slug, n.title, n.teaser, n.category_id AS "categoryId", c.label AS "categoryLabel",
  a.name AS "associationName", n.published_at AS "publishedAt", n.image_hue AS "imageHue"`;

function where(filter: NewsFilter, params: (string | number)[]): string {
  const clauses: string[] = [];
  if (filter.associationId) {
    params.push(filter.associationId);
    clauses.push(`n.association_id = $${params.length}`);
  }
  if (filter.notNewestOf) {
    params.push(filter.notNewestOf.associationId, filter.notNewestOf.count);
    clauses.push(
      `n.id NOT IN (SELECT x.id FROM news x WHERE x.association_id = $${params.length - 1}
        ORDER BY x.published_at DESC, x.id DESC LIMIT $${params.length})`,
    );
  }
  if (filter.categoryId) {
    params.push(filter.categoryId);
    clauses.push(`n.category_id = $${params.length}`);
  }
  if (filter.clubId !== undefined) {
    params.push(filter.clubId);
    clauses.push(`n.club_id = $${params.length}`);
  }
  return clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
}

export async function listNews(
  db: Db,
  filter: NewsFilter,
  limit: number,
  offset = 0,
): Promise<NewsTeaser[]> {
  const params: (string | number)[] = [];
  const w = where(filter, params);
  params.push(limit, offset);
  return db.query<NewsTeaser>(
    `SELECT ${TEASER_COLUMNS} FROM news n
     JOIN news_categories c ON c.id = n.category_id
     LEFT JOIN associations a ON a.id = n.association_id
     ${w} ORDER BY n.published_at DESC, n.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
}

export async function countNews(db: Db, filter: NewsFilter): Promise<number> {
  const params: (string | number)[] = [];
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM news n ${where(filter, params)}`,
    params,
  );
  return rows[0]?.n ?? 0;
}

export async function newsBySlug(db: Db, slug: string): Promise<NewsArticle | null> {
  const rows = await db.query<NewsArticle>(
    `SELECT ${TEASER_COLUMNS}, n.body, n.author, n.association_id AS "associationId", ar.name AS "areaName",
       cl.slug AS "clubSlug", cl.name AS "clubName"
     FROM news n
     JOIN news_categories c ON c.id = n.category_id
     LEFT JOIN associations a ON a.id = n.association_id
     LEFT JOIN areas ar ON ar.id = n.area_id
     LEFT JOIN clubs cl ON cl.id = n.club_id
     WHERE n.slug = $1`,
    [slug],
  );
  return rows[0] ?? null;
}

export async function newsCategories(db: Db): Promise<{ id: string; label: string }[]> {
  return db.query(`SELECT id, label FROM news_categories ORDER BY sort`);
}
