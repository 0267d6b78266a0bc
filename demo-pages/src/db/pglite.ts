import { PGlite, type Transaction } from '@electric-sql/pglite';
import { copyText } from './copy.ts';
import { assertIdentifier, type Db, type Queryable, type SqlValue } from './types.ts';

type PgliteLike = Pick<PGlite, 'query' | 'exec'> | Transaction;

// Large loads are cut into pieces so one COPY blob stays a few megabytes.
const COPY_CHUNK_ROWS = 50_000;

function queryable(target: PgliteLike): Queryable {
  return {
    async query<T>(sql: string, params: readonly SqlValue[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
    async bulkInsert(table, columns, rows) {
      if (rows.length === 0) return;
      const cols = columns.map(assertIdentifier).join(', ');
      for (let i = 0; i < rows.length; i += COPY_CHUNK_ROWS) {
        const blob = new Blob([copyText(rows.slice(i, i + COPY_CHUNK_ROWS))]);
        await target.query(`COPY ${assertIdentifier(table)} (${cols}) FROM '/dev/blob'`, [], {
          blob,
        });
      }
    },
  };
}

/** Wraps a PGlite instance: `new PGlite()` in memory (tests) or `new PGlite(dir)` on disk. */
export function pgliteDb(pglite: PGlite): Db {
  return {
    kind: 'pglite',
    ...queryable(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(queryable(tx))),
    close: () => pglite.close(),
  };
}

export async function openPglite(dataDir?: string): Promise<Db> {
  const pglite = dataDir ? new PGlite(dataDir) : new PGlite();
  await pglite.waitReady;
  return pgliteDb(pglite);
}
