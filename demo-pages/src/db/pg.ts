import pg from 'pg';
import { assertIdentifier, type Db, type Queryable, type SqlValue } from './types.ts';

// PostgreSQL accepts at most 65535 bind parameters per statement.
const MAX_PARAMS = 60_000;

interface PgClientLike {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Builds the multi-row INSERT statements for a bulk load (exported for tests). */
export function insertBatches(
  table: string,
  columns: readonly string[],
  rows: readonly (readonly SqlValue[])[],
): { sql: string; params: SqlValue[] }[] {
  const cols = columns.map(assertIdentifier);
  const perBatch = Math.max(1, Math.floor(MAX_PARAMS / cols.length));
  const batches: { sql: string; params: SqlValue[] }[] = [];
  for (let i = 0; i < rows.length; i += perBatch) {
    const slice = rows.slice(i, i + perBatch);
    const params: SqlValue[] = [];
    const tuples = slice.map((row) => {
      if (row.length !== cols.length)
        throw new Error(`Row has ${row.length} values, expected ${cols.length}`);
      const marks = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${marks.join(', ')})`;
    });
    batches.push({
      sql: `INSERT INTO ${assertIdentifier(table)} (${cols.join(', ')}) VALUES ${tuples.join(', ')}`,
      params,
    });
  }
  return batches;
}

export function pgQueryable(client: PgClientLike): Queryable {
  return {
    async query<T>(sql: string, params: readonly SqlValue[] = []) {
      const result = await client.query(sql, [...params]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    async bulkInsert(table, columns, rows) {
      for (const batch of insertBatches(table, columns, rows))
        await client.query(batch.sql, batch.params);
    },
  };
}

/** A PostgreSQL server named by DATABASE_URL (use a database of its own: reset drops our tables). */
export async function openPg(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 8 });
  await pool.query('SELECT 1');
  return {
    kind: 'pg',
    ...pgQueryable(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(pgQueryable(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
