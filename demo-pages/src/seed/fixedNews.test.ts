/**
 * The long thread and the hostile comment fixtures exist on the same fixed article whatever the
 * day of seeding (issue 19 item 10): seeded for three anchors a month apart.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/pglite.ts';
import { seedDatabase } from '../db/setup.ts';
import type { Db } from '../db/types.ts';
import {
  ensureCommunity,
  LEGACY_REPLIES_PARENT,
  LEGACY_REPLY_HTML,
  LEGACY_XSS_HTML,
  longThreadNewsId,
  XSS_BODIES,
  XSS_NAME,
} from './community.ts';
import { LONG_THREAD_SLUG } from './fixedNews.ts';

const opened: Db[] = [];
afterAll(async () => {
  await Promise.all(opened.map((db) => db.close()));
});

describe.each(['2026-02-12T11:00:00Z', '2026-03-14T11:00:00Z', '2026-04-13T11:00:00Z'])(
  'seeded at %s',
  (instant) => {
    it('puts the long thread, the XSS fixtures and legacy-HTML replies on the fixed article', async () => {
      const db = await openPglite();
      opened.push(db);
      await seedDatabase(db, { seed: 4711, size: 'tiny', now: () => new Date(instant) });
      await ensureCommunity(db);
      const newsId = await longThreadNewsId(db);
      const [article] = await db.query<{ slug: string; published: Date }>(
        `SELECT slug, published_at AS published FROM news WHERE id = $1`,
        [newsId],
      );
      expect(article?.slug).toBe(LONG_THREAD_SLUG);
      expect(article!.published.getTime()).toBeLessThan(Date.parse(instant));

      const top = await db.query<{ body: string; author: string; legacy: string | null }>(
        `SELECT body, author_name AS author, legacy_html AS legacy FROM comments
         WHERE news_id = $1 AND parent_id IS NULL ORDER BY created_at DESC, id DESC`,
        [newsId],
      );
      expect(top.length).toBeGreaterThan(300);
      // The fixtures are the newest, so they are on the first page of the thread.
      const firstPage = top.slice(0, 20);
      for (const body of XSS_BODIES) expect(firstPage.map((c) => c.body)).toContain(body);
      expect(firstPage.map((c) => c.author)).toContain(XSS_NAME);
      expect(firstPage.map((c) => c.legacy)).toContain(LEGACY_XSS_HTML);
      expect(top[0]?.body).toBe(LEGACY_REPLIES_PARENT);

      const replies = await db.query<{ legacy: string | null }>(
        `SELECT r.legacy_html AS legacy FROM comments r JOIN comments p ON p.id = r.parent_id
         WHERE p.body = $1 ORDER BY r.created_at, r.id`,
        [LEGACY_REPLIES_PARENT],
      );
      expect(replies.map((r) => r.legacy)).toEqual(LEGACY_REPLY_HTML);
      // Seeded comments are older than the seeding instant: a new post heads the thread.
      const [newest] = await db.query<{ at: Date }>(`SELECT max(created_at) AS at FROM comments`);
      expect(newest!.at.getTime()).toBeLessThanOrEqual(Date.parse(instant));
    }, 60_000);
  },
);
