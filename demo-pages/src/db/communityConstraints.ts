/**
 * Integrity rules of the community tables (created by seed/community.ts), added once per seed:
 * a comment belongs to an existing article (and goes with it), a reply's parent is a comment of
 * the same article, and nobody rates their own item. An admin reset drops `news` with CASCADE,
 * which drops the first rule too, hence "once per seed" rather than once. Rows that break a rule
 * (left by older versions, which accepted them) are deleted before the rule is added.
 * Plain SQL and PL/pgSQL: the same on PGlite and a PostgreSQL server.
 */
import type { Db } from './types.ts';

const COMMENT_RULES_SQL = `
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'comments_id_news_key') THEN
    ALTER TABLE comments ADD CONSTRAINT comments_id_news_key UNIQUE (id, news_id);
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'comments_news_id_fkey')
     OR NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'comments_parent_fkey') THEN
    DELETE FROM comments WHERE id IN (
      WITH RECURSIVE bad AS (
        SELECT c.id FROM comments c
        WHERE NOT EXISTS (SELECT 1 FROM news n WHERE n.id = c.news_id)
           OR (c.parent_id IS NOT NULL AND NOT EXISTS (
                SELECT 1 FROM comments p WHERE p.id = c.parent_id AND p.news_id = c.news_id))
        UNION
        SELECT c.id FROM comments c JOIN bad ON c.parent_id = bad.id)
      SELECT id FROM bad);
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'comments_news_id_fkey') THEN
    ALTER TABLE comments ADD CONSTRAINT comments_news_id_fkey
      FOREIGN KEY (news_id) REFERENCES news (id) ON DELETE CASCADE;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'comments_parent_fkey') THEN
    ALTER TABLE comments ADD CONSTRAINT comments_parent_fkey
      FOREIGN KEY (parent_id, news_id) REFERENCES comments (id, news_id) ON DELETE CASCADE;
  END IF;
END $$;
`;

const RATING_RULE_SQL = `
CREATE OR REPLACE FUNCTION item_ratings_not_own() RETURNS trigger AS $fn$
BEGIN
  IF EXISTS (SELECT 1 FROM user_items WHERE id = NEW.item_id AND owner_id = NEW.user_id) THEN
    RAISE EXCEPTION 'an owner cannot rate their own item' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$fn$ LANGUAGE plpgsql;
DROP TRIGGER IF EXISTS item_ratings_not_own ON item_ratings;
CREATE TRIGGER item_ratings_not_own BEFORE INSERT OR UPDATE ON item_ratings
  FOR EACH ROW EXECUTE FUNCTION item_ratings_not_own();
DELETE FROM item_ratings r USING user_items i WHERE i.id = r.item_id AND i.owner_id = r.user_id;
`;

const done = new WeakMap<Db, { stamp: string; run: Promise<void> }>();

/** Adds the rules after the community tables were (re)seeded; one query per call once done. */
export async function ensureCommunityConstraints(db: Db): Promise<void> {
  const stamp = await db.query<{ value: string }>(
    `SELECT value FROM community_meta WHERE key = 'seeded_for'`,
  );
  const seededFor = stamp[0]?.value ?? '';
  const cached = done.get(db);
  if (cached && cached.stamp === seededFor) return cached.run;
  const run = db.transaction(async (tx) => {
    await tx.exec(COMMENT_RULES_SQL);
    await tx.exec(RATING_RULE_SQL);
  });
  done.set(db, { stamp: seededFor, run });
  run.catch(() => done.delete(db));
  return run;
}
