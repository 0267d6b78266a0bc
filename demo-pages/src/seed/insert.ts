/** Writes a generated data set into an empty schema, in foreign-key order, in one transaction. */
import { hashPassword } from '../security/password.ts';
import type { Queryable, SqlValue } from '../db/types.ts';
import type { Dataset } from './model.ts';

export async function insertDataset(db: Queryable, d: Dataset): Promise<void> {
  const put = (table: string, columns: string[], rows: SqlValue[][]) =>
    db.bulkInsert(table, columns, rows);
  // Only the few demo accounts have passwords; each gets its own salt. scrypt runs on libuv's
  // thread pool: all hashes start now, side by side, while the tables below are loaded.
  const hashes = Promise.all(
    d.users.map((u) => (u.password === null ? null : hashPassword(u.password))),
  );
  // Nothing may reject unobserved while the loads run; the await below reports the error.
  hashes.catch(() => undefined);

  await put(
    'associations',
    ['id', 'name', 'slug', 'sort'],
    d.associations.map((a) => [a.id, a.name, a.slug, a.sort]),
  );
  await put(
    'seasons',
    ['id', 'label', 'long_label', 'is_current', 'sort'],
    d.seasons.map((s) => [s.id, s.label, s.longLabel, s.isCurrent, s.sort]),
  );
  await put(
    'competition_types',
    ['id', 'label', 'sort'],
    d.competitionTypes.map((c) => [c.id, c.label, c.sort]),
  );
  await put(
    'team_types',
    ['id', 'label', 'gender', 'sort'],
    d.teamTypes.map((t) => [t.id, t.label, t.gender, t.sort]),
  );
  await put(
    'leagues',
    ['id', 'label', 'competition_type_id', 'level', 'sort'],
    d.leagues.map((l) => [l.id, l.label, l.competitionTypeId, l.level, l.sort]),
  );
  await put(
    'areas',
    ['id', 'association_id', 'kind', 'name', 'parent_id', 'sort'],
    d.areas.map((a) => [a.id, a.associationId, a.kind, a.name, a.parentId, a.sort]),
  );
  await put(
    'clubs',
    [
      'id',
      'slug',
      'name',
      'short_name',
      'town',
      'founded',
      'colors',
      'ground',
      'association_id',
      'area_id',
    ],
    d.clubs.map((c) => [
      c.id,
      c.slug,
      c.name,
      c.shortName,
      c.town,
      c.founded,
      c.colors,
      c.ground,
      c.associationId,
      c.areaId,
    ]),
  );
  await put(
    'teams',
    ['id', 'club_id', 'team_type_id', 'number', 'name', 'strength'],
    d.teams.map((t) => [t.id, t.clubId, t.teamTypeId, t.number, t.name, t.strength]),
  );
  await put(
    'players',
    [
      'id',
      'team_id',
      'first_name',
      'last_name',
      'jersey_nr',
      'position',
      'birth_year',
      'is_not_public',
    ],
    d.players.map((p) => [
      p.id,
      p.teamId,
      p.firstName,
      p.lastName,
      p.jerseyNr,
      p.position,
      p.birthYear,
      p.isNotPublic,
    ]),
  );
  await put(
    'competitions',
    [
      'id',
      'slug',
      'url',
      'name',
      'season_id',
      'association_id',
      'competition_type_id',
      'team_type_id',
      'league_id',
      'area_id',
      'format',
    ],
    d.competitions.map((c) => [
      c.id,
      c.slug,
      c.url,
      c.name,
      c.seasonId,
      c.associationId,
      c.competitionTypeId,
      c.teamTypeId,
      c.leagueId,
      c.areaId,
      c.format,
    ]),
  );
  await put(
    'competition_teams',
    ['competition_id', 'team_id'],
    d.competitionTeams.map((c) => [c.competitionId, c.teamId]),
  );
  await put(
    'matches',
    [
      'id',
      'competition_id',
      'matchday',
      'round_label',
      'kickoff',
      'home_team_id',
      'guest_team_id',
      'home_goals',
      'guest_goals',
      'home_goals_ht',
      'guest_goals_ht',
      'venue',
    ],
    d.matches.map((m) => [
      m.id,
      m.competitionId,
      m.matchday,
      m.roundLabel,
      m.kickoff,
      m.homeTeamId,
      m.guestTeamId,
      m.homeGoals,
      m.guestGoals,
      m.homeGoalsHt,
      m.guestGoalsHt,
      m.venue,
    ]),
  );
  await put(
    'news_categories',
    ['id', 'label', 'sort'],
    d.newsCategories.map((c) => [c.id, c.label, c.sort]),
  );
  await put(
    'news',
    [
      'id',
      'slug',
      'title',
      'teaser',
      'body',
      'category_id',
      'association_id',
      'area_id',
      'club_id',
      'author',
      'published_at',
      'image_hue',
    ],
    d.news.map((n) => [
      n.id,
      n.slug,
      n.title,
      n.teaser,
      n.body,
      n.categoryId,
      n.associationId,
      n.areaId,
      n.clubId,
      n.author,
      n.publishedAt,
      n.imageHue,
    ]),
  );
  const passwordHashes = await hashes;
  const userRows = d.users.map((u, i): SqlValue[] => [
    u.id,
    u.username,
    u.displayName,
    passwordHashes[i] ?? null,
    u.birthDate,
    u.role,
    u.isAdmin,
    u.clubId,
    u.bio,
    u.createdAt,
  ]);
  await put(
    'users',
    [
      'id',
      'username',
      'display_name',
      'password_hash',
      'birth_date',
      'role',
      'is_admin',
      'club_id',
      'bio',
      'created_at',
    ],
    userRows,
  );
  await put(
    'user_favourite_teams',
    ['user_id', 'team_id'],
    d.favourites.map((f) => [f.userId, f.teamId]),
  );
  await put(
    'settings',
    ['key', 'value'],
    Object.entries(d.settings).map(([k, v]) => [k, v]),
  );
  await put(
    'surveys',
    ['id', 'slug', 'name', 'segment', 'title', 'intro', 'question', 'options', 'active', 'en'],
    d.surveys.map((s) => [
      s.id,
      s.slug,
      s.name,
      s.segment,
      s.title,
      s.intro,
      s.question,
      s.options.join('\n'),
      s.active,
      s.en === null ? null : JSON.stringify(s.en),
    ]),
  );
}
