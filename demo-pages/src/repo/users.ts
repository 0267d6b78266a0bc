import type { Db } from '../db/types.ts';
import { ageOn } from '../logic/dates.ts';

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

// Age is computed from the birth date on the app clock's day (`today`, 'YYYY-MM-DD' in Berlin), so
// it never goes stale and does not depend on the database server's date.
const USER_COLUMNS = `u.id, u.username, u.display_name AS "displayName", u.role, u.is_admin AS "isAdmin",
  to_char(u.birth_date, 'YYYY-MM-DD') AS "birthDate", u.club_id AS "clubId", u.bio, u.created_at AS "createdAt"`;

type UserRecord = Omit<UserRow, 'age'> & { birthDate: string };

function withAge<R extends { birthDate: string }>(
  row: R | undefined,
  today: string,
): (Omit<R, 'birthDate'> & { age: number }) | null {
  if (!row) return null;
  const { birthDate, ...rest } = row;
  return { ...rest, age: ageOn(birthDate, today) };
}

export async function userForLogin(
  db: Db,
  username: string,
  today: string,
): Promise<(UserRow & { passwordHash: string | null }) | null> {
  const rows = await db.query<UserRecord & { passwordHash: string | null }>(
    `SELECT ${USER_COLUMNS}, u.password_hash AS "passwordHash" FROM users u WHERE u.username = $1`,
    [username.trim().toLowerCase()],
  );
  return withAge(rows[0], today);
}

export async function userById(db: Db, id: string, today: string): Promise<UserRow | null> {
  const rows = await db.query<UserRecord>(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`, [
    id,
  ]);
  return withAge(rows[0], today);
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

/** Under this age (GDPR Art. 8 as Germany sets it) what a member uploads or chooses is private. */
export const MINOR_AGE = 16;

/** A minor's files are for the minor and the moderators (admins) only, whatever the URL. */
export function mayReadFilesOf(
  owner: Pick<UserRow, 'id' | 'age'>,
  reader: Pick<UserRow, 'id' | 'isAdmin'> | null,
): boolean {
  return owner.age >= MINOR_AGE || reader?.id === owner.id || reader?.isAdmin === true;
}

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
