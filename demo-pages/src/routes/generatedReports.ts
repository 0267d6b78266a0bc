/**
 * Generated match reports (issue 12; spec §3, §5, §7, §8) for club officials:
 *
 *   GET  /ajax/spielberichte/generiert/spiel/{matchId}   [{ id, name }] (empty for some matches)
 *   POST /ajax/spielberichte/import   form id (report), csrf   { success, message, url }
 *   GET  /verein/spielberichte                            the officials' page (generated-reports)
 *
 * Reports are derived from the played match (none for every third match, one or two for the
 * others), so nothing is seeded; an import is recorded in `imported_match_reports` (created on
 * first use) and may happen once per report. Only logged-in club officials (role club) of one of
 * the two clubs, or admins, may import.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, AppRuntime } from '../context.ts';
import type { Db } from '../db/types.ts';
import { formatDate } from '../logic/dates.ts';
import { matchesOfClub, type MatchRow } from '../repo/matches.ts';
import type { SessionUser } from '../repo/users.ts';
import { generatedReportsPage } from '../views/pages/generatedReports.ts';
import { forbiddenPage } from '../views/pages/errors.ts';
import { sendPage, st, type AppContext } from './helpers.ts';
import { intId, params, parse, readForm } from './validation.ts';

const fail = (c: AppContext, message: string, status: 400 | 401 | 403 | 404 | 409) =>
  c.json({ success: false, error: { message } }, status);

/** Reports of a match: none for every third, a short one, and a long one for even ids. */
export function reportsOfMatch(
  m: Pick<MatchRow, 'id' | 'homeName' | 'guestName' | 'homeGoals' | 'guestGoals'>,
) {
  if (m.homeGoals === null || m.guestGoals === null || m.id % 3 === 0) return [];
  const score = `${m.homeGoals}:${m.guestGoals}`;
  const reports = [
    { id: m.id * 10 + 1, name: `Kurzbericht: ${m.homeName} – ${m.guestName} ${score}` },
  ];
  if (m.id % 2 === 0)
    reports.push({
      id: m.id * 10 + 2,
      name: `Ausführlicher Bericht: ${m.homeName} – ${m.guestName} ${score}`,
    });
  return reports;
}

const TABLE_SQL = `CREATE TABLE IF NOT EXISTS imported_match_reports (
  report_id int PRIMARY KEY, match_id int NOT NULL, user_id text NOT NULL, imported_at timestamptz NOT NULL)`;

async function matchRow(db: Db, id: number) {
  const rows = await db.query<MatchRow & { homeClubId: number; guestClubId: number }>(
    `SELECT m.id, ht.name AS "homeName", gt.name AS "guestName", m.home_goals AS "homeGoals",
       m.guest_goals AS "guestGoals", ht.club_id AS "homeClubId", gt.club_id AS "guestClubId"
     FROM matches m JOIN teams ht ON ht.id = m.home_team_id JOIN teams gt ON gt.id = m.guest_team_id
     WHERE m.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

const mayImport = (user: SessionUser, clubs: number[]) =>
  user.isAdmin || (user.role === 'club' && user.clubId !== null && clubs.includes(user.clubId));

export function registerGeneratedReportRoutes(app: Hono<AppEnv>, runtime: AppRuntime): void {
  const { db } = runtime.options;

  app.get('/ajax/spielberichte/generiert/spiel/:match{[0-9]+}', async (c) => {
    const { match } = params(c, z.object({ match: intId }));
    const row = await matchRow(db, match);
    return c.json(row ? reportsOfMatch(row) : []);
  });

  app.post('/ajax/spielberichte/import', async (c) => {
    const user = st(c).user;
    if (!user) return fail(c, 'Bitte melde dich an, um Spielberichte zu importieren.', 401);
    const { id } = parse(z.object({ id: intId }), await readForm(c));
    const row = await matchRow(db, Math.floor(id / 10));
    const report = row ? reportsOfMatch(row).find((r) => r.id === id) : undefined;
    if (!row || !report) return fail(c, 'Diesen Spielbericht gibt es nicht.', 404);
    if (!mayImport(user, [row.homeClubId, row.guestClubId]))
      return fail(
        c,
        'Spielberichte dürfen nur Verantwortliche der beteiligten Vereine importieren.',
        403,
      );
    await db.exec(TABLE_SQL);
    const inserted = await db.query<{ report_id: number }>(
      `INSERT INTO imported_match_reports (report_id, match_id, user_id, imported_at)
       VALUES ($1, $2, $3, $4) ON CONFLICT (report_id) DO NOTHING RETURNING report_id`,
      [id, row.id, user.id, runtime.now()],
    );
    if (inserted.length === 0) return fail(c, 'Dieser Spielbericht wurde schon importiert.', 409);
    return c.json({
      success: true,
      message: `„${report.name}“ wurde importiert.`,
      url: `/spiel/${row.id}`,
    });
  });

  app.get('/verein/spielberichte', async (c) => {
    const state = st(c);
    const user = state.user;
    if (!user)
      return c.redirect(`/login?fw_url=${encodeURIComponent('/verein/spielberichte')}`, 303);
    if (user.role !== 'club' || user.clubId === null)
      return sendPage(
        c,
        forbiddenPage(state, 'Diese Seite ist für Verantwortliche eines Vereins.'),
        403,
      );
    const recent = await matchesOfClub(db, user.clubId, 'recent', runtime.now(), 30);
    return sendPage(
      c,
      generatedReportsPage(state, {
        options: recent.map((m) => ({
          value: String(m.id),
          label: `${formatDate(m.kickoff)}: ${m.homeName} – ${m.guestName}`,
        })),
      }),
    );
  });
}
