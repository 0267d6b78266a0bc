import type { Db } from '../db/types.ts';

export interface HeaderWarning {
  active: '1' | '0';
  title: string;
  text: string;
}

export async function getHeaderWarning(
  db: Db,
): Promise<HeaderWarning & { updatedAt: Date | null }> {
  const rows = await db.query<{ key: string; value: string; updatedAt: Date }>(
    `SELECT key, value, updated_at AS "updatedAt" FROM settings WHERE key LIKE 'header\\_warning\\_%'`,
  );
  const map = new Map(rows.map((r) => [r.key, r.value]));
  const updatedAt = rows.reduce<Date | null>(
    (max, r) => (!max || r.updatedAt > max ? r.updatedAt : max),
    null,
  );
  return {
    active: map.get('header_warning_active') === '1' ? '1' : '0',
    title: map.get('header_warning_title') ?? '',
    text: map.get('header_warning_text') ?? '',
    updatedAt,
  };
}

export async function saveHeaderWarning(db: Db, warning: HeaderWarning): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [key, value] of [
      ['header_warning_active', warning.active],
      ['header_warning_title', warning.title],
      ['header_warning_text', warning.text],
    ] as const) {
      await tx.query(
        `INSERT INTO settings (key, value, updated_at) VALUES ($1, $2, now())
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
        [key, value],
      );
    }
  });
}
