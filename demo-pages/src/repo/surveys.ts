import type { Db } from '../db/types.ts';
import type { Survey } from '../seed/model.ts';

const COLUMNS = `id, slug, name, segment, title, intro, question, options, active`;

function toSurvey(row: Omit<Survey, 'options'> & { options: string }): Survey {
  return { ...row, options: row.options.split('\n').filter(Boolean) };
}

export async function activeSurvey(db: Db, segment: string): Promise<Survey | null> {
  const rows = await db.query<Omit<Survey, 'options'> & { options: string }>(
    `SELECT ${COLUMNS} FROM surveys WHERE segment = $1 AND active`,
    [segment],
  );
  return rows[0] ? toSurvey(rows[0]) : null;
}

export async function surveyBySlug(db: Db, slug: string): Promise<Survey | null> {
  const rows = await db.query<Omit<Survey, 'options'> & { options: string }>(
    `SELECT ${COLUMNS} FROM surveys WHERE slug = $1`,
    [slug],
  );
  return rows[0] ? toSurvey(rows[0]) : null;
}

export async function allSurveys(db: Db): Promise<(Survey & { responses: number })[]> {
  const rows = await db.query<Omit<Survey, 'options'> & { options: string; responses: number }>(
    `SELECT ${COLUMNS.split(', ')
      .map((c) => `s.${c}`)
      .join(', ')},
       (SELECT count(*)::int FROM survey_responses r WHERE r.survey_id = s.id) AS responses
     FROM surveys s ORDER BY s.id`,
  );
  return rows.map((r) => ({ ...toSurvey(r), responses: r.responses }));
}

/** Switches surveys on or off; at most one active survey per segment (a unique index). */
export async function setActiveSurveys(db: Db, activeIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`UPDATE surveys SET active = false`);
    for (const id of activeIds) {
      await tx.query(
        `UPDATE surveys SET active = true WHERE id = $1
         AND NOT EXISTS (SELECT 1 FROM surveys o WHERE o.active AND o.segment = surveys.segment)`,
        [id],
      );
    }
  });
}

export async function recordSurveyResponse(
  db: Db,
  surveyId: number,
  answer: string,
  comment: string,
  userId: string | null,
) {
  await db.query(
    `INSERT INTO survey_responses (survey_id, answer, comment, user_id) VALUES ($1, $2, $3, $4)`,
    [surveyId, answer, comment, userId],
  );
}
