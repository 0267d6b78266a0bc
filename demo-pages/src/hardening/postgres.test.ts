/**
 * The integrity rules (db/communityConstraints.ts) on a real PostgreSQL server as well as on
 * PGlite. Runs when TEST_DATABASE_URL names a database of its own (its tables are dropped):
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5447/harden pnpm vitest run demo-pages/src/hardening
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCommunityConstraints } from '../db/communityConstraints.ts';
import { openPg } from '../db/pg.ts';
import { openPglite } from '../db/pglite.ts';
import { dropAll, seedDatabase } from '../db/setup.ts';
import type { Db } from '../db/types.ts';
import { ensureCommunity } from '../seed/community.ts';
import { TEST_ANCHOR, TEST_SEED } from '../testing/harness.ts';

const url = process.env.TEST_DATABASE_URL;

const backends: [string, () => Promise<Db>][] = [['PGlite', () => openPglite()]];
if (url) backends.push(['PostgreSQL', () => openPg(url)]);

describe.each(backends)('community integrity rules on %s', (_name, open) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
    await db.exec(
      'DROP TABLE IF EXISTS comments, comment_polls, comment_reports, fan_polls, fan_poll_votes, offense_reports, item_ratings, item_reports, user_items, community_meta CASCADE',
    );
    await dropAll(db);
    await seedDatabase(db, { seed: TEST_SEED, anchor: TEST_ANCHOR, size: 'tiny' });
    await ensureCommunity(db);
    await ensureCommunityConstraints(db);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('refuses a comment on a missing article and a reply across articles', async () => {
    const [a, b] = await db.query<{ id: number }>(`SELECT id FROM news ORDER BY id LIMIT 2`);
    await expect(
      db.query(`INSERT INTO comments (news_id, author_name, body) VALUES (999999, 'x', 'y')`),
    ).rejects.toThrow(/foreign key/);
    const [parent] = await db.query<{ id: number }>(
      `INSERT INTO comments (news_id, author_name, body) VALUES ($1, 'x', 'y') RETURNING id`,
      [a!.id],
    );
    await expect(
      db.query(
        `INSERT INTO comments (news_id, parent_id, author_name, body) VALUES ($1, $2, 'x', 'y')`,
        [b!.id, parent!.id],
      ),
    ).rejects.toThrow(/foreign key/);
    await db.query(
      `INSERT INTO comments (news_id, parent_id, author_name, body) VALUES ($1, $2, 'x', 'y')`,
      [a!.id, parent!.id],
    );
  });

  it('refuses an owner rating their own item', async () => {
    await expect(
      db.query(`INSERT INTO item_ratings (item_id, user_id, rating) VALUES ('foto-1', '10002', 5)`),
    ).rejects.toThrow(/own item/);
    await db.query(
      `INSERT INTO item_ratings (item_id, user_id, rating) VALUES ('foto-1', '10001', 5)`,
    );
  });

  it('adds the rules again after a reseed dropped the articles (admin reset)', async () => {
    await dropAll(db);
    await seedDatabase(db, { seed: TEST_SEED, anchor: TEST_ANCHOR, size: 'tiny' });
    await ensureCommunity(db);
    await ensureCommunityConstraints(db);
    await expect(
      db.query(`INSERT INTO comments (news_id, author_name, body) VALUES (999999, 'x', 'y')`),
    ).rejects.toThrow(/foreign key/);
  }, 120_000);
});
