/**
 * The thin query interface both database back ends satisfy: embedded PGlite (default) and a
 * PostgreSQL server through `pg` (when DATABASE_URL is set). Repositories only see this.
 */
export type SqlValue = string | number | boolean | Date | null;

export interface Queryable {
  /** Runs one parameterised statement ($1, $2, …) and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** Runs several statements without parameters (schema scripts). */
  exec(sql: string): Promise<void>;
  /** Loads many rows fast: COPY on PGlite, multi-row INSERTs on a server. */
  bulkInsert(
    table: string,
    columns: readonly string[],
    rows: readonly (readonly SqlValue[])[],
  ): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'pg';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Identifiers in bulk inserts come from our own code, never from requests; still refuse odd ones. */
export function assertIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid SQL identifier: ${name}`);
  return name;
}
