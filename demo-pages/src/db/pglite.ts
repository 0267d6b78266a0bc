import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { copyText } from './copy.ts';
import { dropTemplate, makeTemplate, readTemplate } from './template.ts';
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

/**
 * Opens the database in `dataDir`, or in memory without one. A new database starts from the
 * template of an empty one (db/template.ts): initdb is the slowest part of a first start on disk,
 * and in memory (every test database) it costs 2.3-2.5 s of CPU against 0.65-0.75 s for loading
 * the template (measured 2026-11-28).
 */
export async function openPglite(dataDir?: string): Promise<Db> {
  if (!dataDir || !existsSync(dataDir) || readdirSync(dataDir).length === 0) {
    try {
      const loadDataDir = readTemplate() ?? (await makeTemplate());
      const pglite = new PGlite(dataDir ? { dataDir, loadDataDir } : { loadDataDir });
      await pglite.waitReady;
      return pgliteDb(pglite);
    } catch (error) {
      console.warn('The empty-database template did not load; running initdb instead.', error);
      dropTemplate();
      if (dataDir) {
        rmSync(dataDir, { recursive: true, force: true });
        mkdirSync(dataDir, { recursive: true });
      }
    }
  }
  const pglite = dataDir ? new PGlite(dataDir) : new PGlite();
  await pglite.waitReady;
  return pgliteDb(pglite);
}
