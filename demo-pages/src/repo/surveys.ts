import { z } from 'zod';
import type { Db } from '../db/types.ts';
import type { Survey, SurveyText } from '../seed/model.ts';
import type { Lang } from '../logic/dates.ts';

const COLUMNS = `id, slug, name, segment, title, intro, question, options, active, en`;

type SurveyRow = Omit<Survey, 'options' | 'en'> & { options: string; en: string | null };

const surveyText = z.object({
  title: z.string().min(1),
  intro: z.string(),
  question: z.string().min(1),
  options: z.array(z.string().min(1)),
});

/** The English words, when stored and complete (one English option per German one). */
function englishText(json: string | null, optionCount: number): SurveyText | null {
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = surveyText.safeParse(value);
  return parsed.success && parsed.data.options.length === optionCount ? parsed.data : null;
}

function toSurvey(row: SurveyRow): Survey {
  const options = row.options.split('\n').filter(Boolean);
  return { ...row, options, en: englishText(row.en, options.length) };
}

/** What a visitor reads in one language: the survey's words in it, or German when it has none. */
export interface SurveyView extends Omit<SurveyText, 'options'> {
  /** The language the words are in ('de' inside an English page is marked lang="de"). */
  lang: Lang;
  /** value: the German option (the stored answer); label: the option in `lang`. */
  options: { value: string; label: string }[];
}

export function surveyIn(s: Survey, lang: Lang): SurveyView {
  const text = lang === 'en' && s.en !== null ? s.en : s;
  return {
    lang: text === s ? 'de' : 'en',
    title: text.title,
    intro: text.intro,
    question: text.question,
    options: s.options.map((value, i) => ({ value, label: text.options[i] ?? value })),
  };
}

export async function activeSurvey(db: Db, segment: string): Promise<Survey | null> {
  const rows = await db.query<SurveyRow>(
    `SELECT ${COLUMNS} FROM surveys WHERE segment = $1 AND active`,
    [segment],
  );
  return rows[0] ? toSurvey(rows[0]) : null;
}

export async function surveyBySlug(db: Db, slug: string): Promise<Survey | null> {
  const rows = await db.query<SurveyRow>(`SELECT ${COLUMNS} FROM surveys WHERE slug = $1`, [slug]);
  return rows[0] ? toSurvey(rows[0]) : null;
}

export async function allSurveys(db: Db): Promise<(Survey & { responses: number })[]> {
  const rows = await db.query<SurveyRow & { responses: number }>(
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
