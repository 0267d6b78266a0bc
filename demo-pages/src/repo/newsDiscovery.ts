/**
 * News queries of the discovery features (load more, toolbox): several categories and regions,
 * a date range, offset paging. Separate from repo/news.ts so parallel work does not collide.
 */
import type { Db, SqlValue } from '../db/types.ts';
import type { NewsTeaser } from './news.ts';

export interface NewsQuery {
  categoryIds?: string[];
  associationIds?: string[];
  /** yyyy-mm-dd, inclusive. */
  from?: string;
  to?: string;
}

const COLUMNS = `n.id, n.slug, n.title, n.teaser, n.category_id AS "categoryId", c.label AS "categoryLabel",
  a.name AS "associationName", n.published_at AS "publishedAt", n.image_hue AS "imageHue"`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function where(q: NewsQuery, params: SqlValue[]): string {
  const clauses: string[] = [];
  const list = (column: string, values: string[] | undefined) => {
    if (!values?.length) return;
    const slots = values.map((v) => {
      params.push(v);
      return `$${params.length}`;
    });
    clauses.push(`${column} IN (${slots.join(', ')})`);
  };
  list('n.category_id', q.categoryIds);
  list('n.association_id', q.associationIds);
  if (q.from && DAY.test(q.from)) {
    params.push(q.from);
    clauses.push(`n.published_at >= $${params.length}::date`);
  }
  if (q.to && DAY.test(q.to)) {
    params.push(q.to);
    clauses.push(`n.published_at < ($${params.length}::date + 1)`);
  }
  return clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
}

export async function queryNews(
  db: Db,
  q: NewsQuery,
  limit: number,
  offset: number,
): Promise<{ news: NewsTeaser[]; total: number }> {
  const params: SqlValue[] = [];
  const w = where(q, params);
  const total =
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM news n ${w}`, params))[0]?.n ??
    0;
  const news = await db.query<NewsTeaser>(
    `SELECT ${COLUMNS} FROM news n JOIN news_categories c ON c.id = n.category_id
     LEFT JOIN associations a ON a.id = n.association_id
     ${w} ORDER BY n.published_at DESC, n.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, limit, offset],
  );
  return { news, total };
}
