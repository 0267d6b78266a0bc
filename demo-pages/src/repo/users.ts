import type { Db } from '../db/types.ts';

export interface UserRow {
  id: string;
  username: string;
  displayName: string;
  role: 'fan' | 'player' | 'club';
  isAdmin: boolean;
  age: number;
  clubId: number | null;
  bio: string;
  createdAt: Date;
}

export interface SessionUser extends UserRow {
  favouriteTeamIds: number[];
}

// Age is computed in the database from the birth date, so it never goes stale.
const USER_COLUMNS = `u.id, u.username, u.display_name AS "displayName", u.role, u.is_admin AS "isAdmin",
  date_part('year', age(current_date, u.birth_date))::int AS age, u.club_id AS "clubId", u.bio, u.created_at AS "createdAt"`;

export async function userForLogin(
  db: Db,
  username: string,
): Promise<(UserRow & { passwordHash: string | null }) | null> {
  const rows = await db.query<UserRow & { passwordHash: string | null }>(
    `SELECT ${USER_COLUMNS}, u.password_hash AS "passwordHash" FROM users u WHERE u.username = $1`,
    [username.trim().toLowerCase()],
  );
  return rows[0] ?? null;
}

export async function userById(db: Db, id: string): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function favouriteTeamIds(db: Db, userId: string): Promise<number[]> {
  const rows = await db.query<{ teamId: number }>(
    `SELECT team_id AS "teamId" FROM user_favourite_teams WHERE user_id = $1 ORDER BY team_id`,
    [userId],
  );
  return rows.map((r) => r.teamId);
}

export async function favouriteTeams(
  db: Db,
  userId: string,
): Promise<{ id: number; name: string; clubSlug: string; teamTypeLabel: string }[]> {
  return db.query(
    `SELECT t.id, t.name, c.slug AS "clubSlug", tt.label AS "teamTypeLabel"
     FROM user_favourite_teams f JOIN teams t ON t.id = f.team_id JOIN clubs c ON c.id = t.club_id
     JOIN team_types tt ON tt.id = t.team_type_id
     WHERE f.user_id = $1 ORDER BY t.name`,
    [userId],
  );
}

export const DSGVO_U16 = 'dsgvo_u16';

export async function hasConsent(db: Db, userId: string, kind: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM user_consents WHERE user_id = $1 AND kind = $2`, [
    userId,
    kind,
  ]);
  return rows.length > 0;
}

export async function recordConsent(
  db: Db,
  userId: string,
  kind: string,
  now: Date,
): Promise<Date> {
  const rows = await db.query<{ givenAt: Date }>(
    `INSERT INTO user_consents (user_id, kind, given_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, kind) DO UPDATE SET given_at = user_consents.given_at
     RETURNING given_at AS "givenAt"`,
    [userId, kind, now],
  );
  return rows[0]?.givenAt ?? now;
}
