/**
 * Favourites of the demo accounts beyond their favourite teams (issue 6): the clubs of those
 * teams and the leagues they play in this season, so "Mein Fußball" has something to show.
 * The editorial account `admin` keeps no favourites: it shows the start page's empty state.
 * Runs inside the seeding transaction, after the dataset is inserted.
 */
import type { Queryable } from '../db/types.ts';
import { CURRENT_SEASON_ID } from './lookups.ts';

export const NO_FAVOURITES_ACCOUNT = 'admin';

export async function seedFavouritePages(tx: Queryable): Promise<void> {
  await tx.query(
    `DELETE FROM user_favourite_teams WHERE user_id IN (SELECT id FROM users WHERE username = $1)`,
    [NO_FAVOURITES_ACCOUNT],
  );
  await tx.query(
    `INSERT INTO user_favourite_pages (user_id, kind, ref)
     SELECT DISTINCT f.user_id, 'club', c.slug
     FROM user_favourite_teams f JOIN users u ON u.id = f.user_id
       JOIN teams t ON t.id = f.team_id JOIN clubs c ON c.id = t.club_id
     WHERE u.password_hash IS NOT NULL`,
  );
  await tx.query(
    `INSERT INTO user_favourite_pages (user_id, kind, ref)
     SELECT DISTINCT f.user_id, 'competition', co.slug
     FROM user_favourite_teams f JOIN users u ON u.id = f.user_id
       JOIN competition_teams ct ON ct.team_id = f.team_id JOIN competitions co ON co.id = ct.competition_id
     WHERE u.password_hash IS NOT NULL AND co.format = 'league' AND co.season_id = $1`,
    [CURRENT_SEASON_ID],
  );
}
